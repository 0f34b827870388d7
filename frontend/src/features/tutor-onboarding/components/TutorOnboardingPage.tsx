import { Button, Callout, Card, FormGroup, H2, H4, InputGroup, NonIdealState, Radio, RadioGroup, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { z } from 'zod/mini';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverFieldMessages, serverMessage } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, useZodForm } from '../../../lib/forms';
import { useLanguage } from '../../../lib/language/LanguageProvider';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { useEditOnboardVideoLinkMutation } from '../graphql/edit-onboard-video-link';
import { TutorOnboardingChecklist, useTutorOnboardingQuery } from '../graphql/get-tutor-onboarding';
import { useSignTutorAgreementMutation } from '../graphql/sign-tutor-agreement';
import { useSubmitTutorOnboardingCompleteMutation } from '../graphql/submit-tutor-onboarding-complete';
import { useTutorHasCompletedQuizMutation } from '../graphql/tutor-has-completed-quiz';
import { doneSteps, OnboardingStep } from '../onboarding-steps';
import './tutor-onboarding.css';

/** Product names, the same in every language. */
const PAYOUT_METHOD_NAMES: Record<string, string> = { stripeConnect: 'Stripe Connect', venmo: 'Venmo', paypal: 'PayPal' };

/** /dashboard/onboarding: the tutor's checklist (agreement, quiz, video, payout method), then submitting it for review. */
export function TutorOnboardingPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'tutorOnboarding.title' }));
  const { user, loading: sessionLoading, isTutor } = useSession();
  const { language } = useLanguage();
  const location = useLocation();
  const { data, loading, refetch } = useTutorOnboardingQuery(language, !user || !isTutor);
  if (sessionLoading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  if (!isTutor) return <NonIdealState icon="lock" title={<FormattedMessage id="tutorOnboarding.notTutor" />} />;
  const checklist = data?.getTutorOnboarding;
  return (
    <section className="tutor-onboarding" aria-labelledby="tutor-onboarding-heading">
      <H2 id="tutor-onboarding-heading">
        <FormattedMessage id="tutorOnboarding.heading" />
      </H2>
      <p>
        <FormattedMessage id="tutorOnboarding.intro" />
      </p>
      {!checklist && loading ? (
        <Spinner />
      ) : !checklist ? (
        <Callout intent="danger" role="alert">
          <FormattedMessage id="tutorOnboarding.loadFailed" />{' '}
          <Button variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="tutorOnboarding.retry" />} />
        </Callout>
      ) : (
        <Checklist checklist={checklist} />
      )}
    </section>
  );
}

function Checklist({ checklist }: { checklist: TutorOnboardingChecklist }) {
  const { onboarding } = checklist;
  const done = doneSteps(onboarding, checklist.hasSignedCurrentAgreement);
  const open = onboarding.status === 'applying';
  return (
    <>
      <Step step="agreement" done={done.agreement}>
        <AgreementStep checklist={checklist} />
      </Step>
      <Step step="quiz" done={done.quiz}>
        {done.quiz ? (
          <p>
            <FormattedMessage id="tutorOnboarding.quiz.passed" />
          </p>
        ) : (
          <QuizStep checklist={checklist} />
        )}
      </Step>
      <Step step="video" done={done.video}>
        {open ? (
          <VideoStep checklist={checklist} />
        ) : (
          onboarding.onboardVideoLink && (
            <a href={onboarding.onboardVideoLink} target="_blank" rel="noopener noreferrer">
              {onboarding.onboardVideoLink}
            </a>
          )
        )}
      </Step>
      <Step step="payout" done={done.payout}>
        <p>
          {onboarding.primaryPayoutMethod ? (
            <FormattedMessage id="tutorOnboarding.payout.current" values={{ method: PAYOUT_METHOD_NAMES[onboarding.primaryPayoutMethod] ?? onboarding.primaryPayoutMethod }} />
          ) : (
            <FormattedMessage id="tutorOnboarding.payout.none" />
          )}
        </p>
        <Link to={onboarding.primaryPayoutMethod ? '/account-settings/tutor-payouts' : '/account-settings/tutor-payouts/venmo'}>
          <FormattedMessage id={onboarding.primaryPayoutMethod ? 'tutorOnboarding.payout.change' : 'tutorOnboarding.payout.choose'} />
        </Link>
      </Step>
      <Step step="submit" done={done.submit}>
        <SubmitStep checklist={checklist} />
      </Step>
    </>
  );
}

function Step({ step, done, children }: { step: OnboardingStep; done: boolean; children: React.ReactNode }) {
  return (
    <Card className="tutor-onboarding-step" aria-labelledby={`onboarding-step-${step}`} role="region">
      <H4 id={`onboarding-step-${step}`}>
        <FormattedMessage id={`tutorOnboarding.step.${step}`} />{' '}
        <Tag minimal intent={done ? 'success' : 'warning'} icon={done ? 'tick' : undefined}>
          <FormattedMessage id={done ? 'tutorOnboarding.done' : 'tutorOnboarding.todo'} />
        </Tag>
      </H4>
      {children}
    </Card>
  );
}

function useFailure() {
  const format = useFormatFormMessage();
  const [failure, setFailure] = useState<FormMessage>();
  return { failure: format(failure), setFailure };
}

function AgreementStep({ checklist }: { checklist: TutorOnboardingChecklist }) {
  const { language } = useLanguage();
  const [sign, { loading }] = useSignTutorAgreementMutation();
  const { failure, setFailure } = useFailure();
  const { agreement, onboarding } = checklist;
  return (
    <>
      <div className="tutor-onboarding-agreement">
        <strong>{agreement.title}</strong>
        {agreement.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {checklist.hasSignedCurrentAgreement ? (
        <Callout intent="success" compact role="status">
          <FormattedMessage id="tutorOnboarding.agreement.signed" values={{ version: onboarding.agreementVersion }} />
        </Callout>
      ) : (
        <Button
          intent="primary"
          loading={loading}
          text={<FormattedMessage id="tutorOnboarding.agreement.sign" />}
          onClick={() => {
            setFailure(undefined);
            sign({ variables: { language } }).catch((error: unknown) => setFailure(serverMessage(error)));
          }}
        />
      )}
      {failure && (
        <Callout intent="danger" compact role="alert">
          {failure}
        </Callout>
      )}
    </>
  );
}

function QuizStep({ checklist }: { checklist: TutorOnboardingChecklist }) {
  const { quiz } = checklist;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ passed: boolean; correctAnswers: number; questionCount: number; passMark: number }>();
  const [unanswered, setUnanswered] = useState(false);
  const [submitQuiz, { loading }] = useTutorHasCompletedQuizMutation();
  const { failure, setFailure } = useFailure();
  const submit = async () => {
    setFailure(undefined);
    setResult(undefined);
    if (quiz.questions.some((question) => !answers[question.id])) {
      setUnanswered(true);
      return;
    }
    try {
      const answer = await submitQuiz({ variables: { answers: quiz.questions.map((question) => ({ questionId: question.id, optionId: answers[question.id] })) } });
      setResult(answer.data?.tutorHasCompletedQuiz);
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>
        <FormattedMessage id="tutorOnboarding.quiz.passMark" values={{ passMark: quiz.passMark, count: quiz.questions.length }} />
      </p>
      {quiz.questions.map((question) => (
        <RadioGroup
          key={question.id}
          label={question.question}
          name={`quiz-${question.id}`}
          selectedValue={answers[question.id]}
          onChange={(event) => {
            const optionId = event.currentTarget.value;
            setAnswers((current) => ({ ...current, [question.id]: optionId }));
            setUnanswered(false);
          }}
        >
          {question.options.map((option) => (
            <Radio key={option.id} value={option.id} label={option.text} />
          ))}
        </RadioGroup>
      ))}
      {unanswered && (
        <Callout intent="danger" compact role="alert">
          <FormattedMessage id="tutorOnboarding.quiz.unanswered" />
        </Callout>
      )}
      {result && !result.passed && (
        <Callout intent="warning" compact role="alert">
          <FormattedMessage id="tutorOnboarding.quiz.failed" values={{ correct: result.correctAnswers, count: result.questionCount, passMark: result.passMark }} />
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" compact role="alert">
          {failure}
        </Callout>
      )}
      <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="tutorOnboarding.quiz.submit" />} />
    </form>
  );
}

/** An https link; the server checks it too (its message shows at the field). */
const videoSchema = z.object({ videoLink: z.string().check(z.refine((link) => /^https:\/\/\S+\.\S+/.test(link.trim()), 'tutorOnboarding.video.invalid')) });
type VideoValues = z.infer<typeof videoSchema>;

function VideoStep({ checklist }: { checklist: TutorOnboardingChecklist }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const form = useZodForm<VideoValues>(videoSchema, { videoLink: checklist.onboarding.onboardVideoLink ?? '' });
  const videoLink = fieldProps(form, 'videoLink');
  const [failure, setFailure] = useState<FormMessage>();
  const [save, { loading }] = useEditOnboardVideoLinkMutation();
  const submit = async (values: VideoValues) => {
    try {
      await save({ variables: { videoLink: values.videoLink.trim() } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'tutorOnboarding.video.saved' }) });
    } catch (error) {
      setFailure(applyServerErrors(form, error));
    }
  };
  const error = format(formMessageOf(form.formState.errors.videoLink)) ?? format(failure);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFailure(undefined);
        void form.handleSubmit(submit)(event);
      }}
    >
      <p>{checklist.videoInstructions}</p>
      <FormGroup
        label={<FormattedMessage id="tutorOnboarding.video.label" />}
        labelFor="onboarding-video-link"
        intent={error ? 'danger' : 'none'}
        helperText={error && <span id="onboarding-video-link-error">{error}</span>}
      >
        <InputGroup
          id="onboarding-video-link"
          type="url"
          value={videoLink.value}
          onValueChange={(next) => videoLink.onChange(next)}
          intent={error ? 'danger' : 'none'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'onboarding-video-link-error' : undefined}
        />
      </FormGroup>
      <Button type="submit" loading={loading} text={<FormattedMessage id="tutorOnboarding.video.save" />} />
    </form>
  );
}

function SubmitStep({ checklist }: { checklist: TutorOnboardingChecklist }) {
  const format = useFormatFormMessage();
  const [submit, { loading }] = useSubmitTutorOnboardingCompleteMutation();
  const [failures, setFailures] = useState<string[]>([]);
  const { onboarding } = checklist;
  if (onboarding.isOnboarded) {
    return (
      <Callout intent="success" role="status">
        <FormattedMessage id="tutorOnboarding.submit.onboarded" />
      </Callout>
    );
  }
  if (onboarding.status === 'submitted') {
    return (
      <Callout intent="primary" role="status">
        <FormattedMessage id="tutorOnboarding.submit.waiting" />
      </Callout>
    );
  }
  return (
    <>
      {onboarding.sentBackReason && (
        <Callout intent="warning" role="status">
          <FormattedMessage id="tutorOnboarding.submit.sentBack" values={{ reason: onboarding.sentBackReason }} />
        </Callout>
      )}
      {failures.length > 0 && (
        <Callout intent="danger" role="alert">
          <ul>
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </Callout>
      )}
      <Button
        intent="success"
        loading={loading}
        text={<FormattedMessage id="tutorOnboarding.submit.button" />}
        onClick={() => {
          setFailures([]);
          submit().catch((error: unknown) => {
            const fields = Object.values(serverFieldMessages(error)).map((message) => format(message) ?? '');
            setFailures(fields.length > 0 ? fields : [format(serverMessage(error)) ?? '']);
          });
        }}
      />
    </>
  );
}
