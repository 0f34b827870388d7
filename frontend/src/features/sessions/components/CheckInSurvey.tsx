import { Button, Callout, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { z } from 'zod/mini';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { useCheckForSessionFeedbackQuery } from '../graphql/check-for-session-feedback';
import { useCreatePostSessionFeedbackMutation } from '../graphql/create-post-session-feedback';
import { Session } from '../graphql/session-fields';
import { FormDialog, problemOf } from './FormDialog';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';

const QUESTIONS = ['q1', 'q2', 'q3'] as const;
const SCORES = [1, 2, 3, 4, 5];

/** Every question needs a score (0: not chosen yet); the comments are optional. */
const surveySchema = z
  .object({ q1: z.number(), q2: z.number(), q3: z.number(), comments: z.string() })
  .check(z.superRefine((values, context) => {
    if (!values.q1 || !values.q2 || !values.q3) context.addIssue({ code: 'custom', message: 'sessions.survey.required', path: ['q1'] });
  }));
type SurveyValues = z.infer<typeof surveySchema>;

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
  const form = useZodForm<SurveyValues>(surveySchema, { q1: 0, q2: 0, q3: 0, comments: '' });
  const comments = fieldProps(form, 'comments');
  const scores = form.watch();
  const [serverProblem, setServerProblem] = useState<FormMessage>();
  const [answer, { loading }] = useCreatePostSessionFeedbackMutation();
  const actionKey = useIdempotencyKey();

  const submit = async ({ q1, q2, q3, comments: extra }: SurveyValues) => {
    try {
      await answer({ variables: withIdempotencyKey({ sessionId: session.id, q1Score: q1, q2Score: q2, q3Score: q3, extraComments: extra.trim() || null }, actionKey.current()) });
      actionKey.next();
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.survey.thanks' }) });
      onClose();
    } catch (error) {
      setServerProblem(serverMessage(error));
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'sessions.survey.title' })}
      icon="clipboard"
      onClose={onClose}
      form={form}
      onValid={submit}
      onSubmitStart={() => setServerProblem(undefined)}
      problem={format(problemOf(form, serverProblem))}
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
            form.setValue(question, Number(event.currentTarget.value));
            form.clearErrors();
          }}
        >
          {SCORES.map((score) => (
            <Radio key={score} value={String(score)} label={String(score)} />
          ))}
        </RadioGroup>
      ))}
      <FormGroup label={<FormattedMessage id="sessions.survey.comments" />} labelFor="check-in-comments">
        <TextArea id="check-in-comments" fill rows={3} value={comments.value} onChange={(event) => comments.onChange(event.currentTarget.value)} />
      </FormGroup>
    </FormDialog>
  );
}
