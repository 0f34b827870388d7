import { Button, Callout, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useCheckForSessionFeedbackQuery } from '../graphql/check-for-session-feedback';
import { useCreatePostSessionFeedbackMutation } from '../graphql/create-post-session-feedback';
import { Session } from '../graphql/session-fields';
import { FormDialog } from './FormDialog';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';

const QUESTIONS = ['q1', 'q2', 'q3'] as const;
type Question = (typeof QUESTIONS)[number];
const SCORES = [1, 2, 3, 4, 5];

/** A client's check-in survey of their latest ended session, offered until it is answered. */
export function CheckInSurvey() {
  const intl = useIntl();
  const { data } = useCheckForSessionFeedbackQuery();
  const [open, setOpen] = useState(false);
  const session = data?.checkForSessionFeedback;
  if (!session) return null;
  return (
    <Callout intent="primary" icon="clipboard" title={intl.formatMessage({ id: 'sessions.survey.title' })} className="check-in-survey">
      <p>
        <FormattedMessage id="sessions.survey.prompt" values={{ subject: session.subject, date: intl.formatDate(session.startTime, { dateStyle: 'medium' }) }} />
      </p>
      <Button intent="primary" onClick={() => setOpen(true)} text={<FormattedMessage id="sessions.survey.start" />} />
      {open && <CheckInSurveyDialog session={session} onClose={() => setOpen(false)} />}
    </Callout>
  );
}

function CheckInSurveyDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const [scores, setScores] = useState<Partial<Record<Question, number>>>({});
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<FormMessage>();
  const [answer, { loading }] = useCreatePostSessionFeedbackMutation();
  const actionKey = useIdempotencyKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { q1, q2, q3 } = scores;
    if (!q1 || !q2 || !q3) {
      setProblem({ id: 'sessions.survey.required' });
      return;
    }
    setProblem(undefined);
    try {
      await answer({ variables: withIdempotencyKey({ sessionId: session.id, q1Score: q1, q2Score: q2, q3Score: q3, extraComments: comments.trim() || null }, actionKey.current()) });
      actionKey.next();
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.survey.thanks' }) });
      onClose();
    } catch (error) {
      setProblem(serverMessage(error));
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'sessions.survey.title' })}
      icon="clipboard"
      onClose={onClose}
      onSubmit={submit}
      problem={format(problem)}
      submitting={loading}
      submitText={<FormattedMessage id="sessions.feedback.submit" />}
    >
      <p>
        <FormattedMessage id="sessions.survey.prompt" values={{ subject: session.subject, date: intl.formatDate(session.startTime, { dateStyle: 'medium' }) }} />{' '}
        <FormattedMessage id="sessions.survey.scale" />
      </p>
      {QUESTIONS.map((question) => (
        <RadioGroup
          key={question}
          inline
          label={intl.formatMessage({ id: `sessions.survey.${question}` })}
          selectedValue={scores[question] ? String(scores[question]) : undefined}
          onChange={(event) => {
            const score = Number(event.currentTarget.value);
            setScores((current) => ({ ...current, [question]: score }));
          }}
        >
          {SCORES.map((score) => (
            <Radio key={score} value={String(score)} label={String(score)} />
          ))}
        </RadioGroup>
      ))}
      <FormGroup label={<FormattedMessage id="sessions.survey.comments" />} labelFor="check-in-comments">
        <TextArea id="check-in-comments" fill rows={3} value={comments} onChange={(event) => setComments(event.currentTarget.value)} />
      </FormGroup>
    </FormDialog>
  );
}
