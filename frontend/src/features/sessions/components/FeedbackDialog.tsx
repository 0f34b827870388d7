import { FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { useSetClientSessionFeedbackMutation } from '../graphql/set-client-session-feedback';
import { useSetTutorSessionSummaryMutation } from '../graphql/set-tutor-session-summary';
import { Session } from '../graphql/session-fields';
import { FormDialog, problemOf } from './FormDialog';

const feedbackSchema = z.object({ text: z.string().check(z.refine((text) => text.trim() !== '', { message: 'sessions.feedback.required' })) });
type FeedbackValues = z.infer<typeof feedbackSchema>;

/** The client's feedback on a session that has ended, or the tutor's summary of it. */
export function FeedbackDialog({ session, role, onClose }: { session: Session; role: 'client' | 'tutor'; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const form = useZodForm<FeedbackValues>(feedbackSchema, { text: (role === 'client' ? session.clientFeedback : session.tutorSummary) ?? '' });
  const text = fieldProps(form, 'text');
  const [serverProblem, setServerProblem] = useState<FormMessage>();
  const [setFeedback, feedback] = useSetClientSessionFeedbackMutation();
  const [setSummary, summary] = useSetTutorSessionSummaryMutation();

  const submit = async (values: FeedbackValues) => {
    try {
      if (role === 'client') await setFeedback({ variables: { sessionId: session.id, clientFeedback: values.text.trim() } });
      else await setSummary({ variables: { sessionId: session.id, tutorSummary: values.text.trim() } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: role === 'client' ? 'sessions.feedback.saved' : 'sessions.feedback.summarySaved' }) });
      onClose();
    } catch (error) {
      setServerProblem(serverMessage(error));
    }
  };

  const problemText = format(problemOf(form, serverProblem));
  return (
    <FormDialog
      title={intl.formatMessage({ id: role === 'client' ? 'sessions.feedback.clientTitle' : 'sessions.feedback.tutorTitle' })}
      icon="comment"
      onClose={onClose}
      form={form}
      onValid={submit}
      onSubmitStart={() => setServerProblem(undefined)}
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
          value={text.value}
          onChange={(event) => text.onChange(event.currentTarget.value)}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={problemText ? 'session-feedback-error' : undefined}
        />
      </FormGroup>
    </FormDialog>
  );
}
