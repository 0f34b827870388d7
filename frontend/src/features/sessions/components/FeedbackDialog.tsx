import { FormGroup, TextArea } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useSetClientSessionFeedbackMutation } from '../graphql/set-client-session-feedback';
import { useSetTutorSessionSummaryMutation } from '../graphql/set-tutor-session-summary';
import { Session } from '../graphql/session-fields';
import { FormDialog } from './FormDialog';

/** The client's feedback on a session that has ended, or the tutor's summary of it. */
export function FeedbackDialog({ session, role, onClose }: { session: Session; role: 'client' | 'tutor'; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const [text, setText] = useState((role === 'client' ? session.clientFeedback : session.tutorSummary) ?? '');
  const [problem, setProblem] = useState<FormMessage>();
  const [setFeedback, feedback] = useSetClientSessionFeedbackMutation();
  const [setSummary, summary] = useSetTutorSessionSummaryMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem({ id: 'sessions.feedback.required' });
      return;
    }
    setProblem(undefined);
    try {
      if (role === 'client') await setFeedback({ variables: { sessionId: session.id, clientFeedback: text.trim() } });
      else await setSummary({ variables: { sessionId: session.id, tutorSummary: text.trim() } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: role === 'client' ? 'sessions.feedback.saved' : 'sessions.feedback.summarySaved' }) });
      onClose();
    } catch (error) {
      setProblem(serverMessage(error));
    }
  };

  const problemText = format(problem);
  return (
    <FormDialog
      title={intl.formatMessage({ id: role === 'client' ? 'sessions.feedback.clientTitle' : 'sessions.feedback.tutorTitle' })}
      icon="comment"
      onClose={onClose}
      onSubmit={submit}
      problem={problemText}
      problemId="session-feedback-error"
      submitting={feedback.loading || summary.loading}
      submitText={<FormattedMessage id="sessions.feedback.submit" />}
    >
      <p>
        <strong>{session.subject}</strong> · {intl.formatDate(session.startTime, { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      <FormGroup
        label={<FormattedMessage id={role === 'client' ? 'sessions.feedback.clientLabel' : 'sessions.feedback.tutorLabel'} />}
        labelFor="session-feedback-text"
        intent={problemText ? 'danger' : 'none'}
      >
        <TextArea
          id="session-feedback-text"
          fill
          rows={5}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={problemText ? 'session-feedback-error' : undefined}
        />
      </FormGroup>
    </FormDialog>
  );
}
