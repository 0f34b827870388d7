import { useApolloClient } from '@apollo/client';
import { Button, H2, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { rememberedReferralCode } from '../../../lib/referral-code';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ApplicationOrigin, ApplicationStep, BASE_PATH, isApplicationStep, stepPath } from '../application-steps';
import { GET_TUTOR_APPLICATION, TutorApplication, useTutorApplicationQuery } from '../graphql/get-tutor-application';
import { useSubmitTutorApplicationMutation } from '../graphql/submit-tutor-application';
import {
  AboutStep,
  AvailabilityStep,
  CoreSubjectsStep,
  CoursesStep,
  EducationLevelStep,
  LocationStep,
  ReferralStep,
  SchoolInfoStep,
  StepProps,
  TutoringPreferencesStep,
} from './ApplicationStepForms';
import { CoreInfoStep } from './CoreInfoStep';
import { PersonalInfoStep } from './PersonalInfoStep';
import './apply.css';

function StepForm({ step, ...props }: StepProps & { step: ApplicationStep }) {
  switch (step) {
    case 'referral':
      return <ReferralStep {...props} />;
    case 'core-subjects':
      return <CoreSubjectsStep {...props} />;
    case 'education-level':
      return <EducationLevelStep {...props} />;
    case 'location':
      return <LocationStep {...props} />;
    case 'school-info':
      return <SchoolInfoStep {...props} />;
    case 'high-school-courses':
    case 'college-courses':
      return <CoursesStep step={step} {...props} />;
    case 'tutoring-preferences':
      return <TutoringPreferencesStep {...props} />;
    case 'availability':
      return <AvailabilityStep {...props} />;
    case 'about':
      return <AboutStep {...props} />;
  }
}

/**
 * The tutor application: /apply (a new account; /trt/{code} brings a tutor's referral code) and
 * /student-become-tutor (a student's own account), one route per step. Progress lives on the server:
 * a reload, another device or a later sign-in opens the step where the applicant stopped.
 */
export function ApplyPage({ origin }: { origin: ApplicationOrigin }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'tutorApplication.title' }));
  const { step: stepParam } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [searchParams] = useSearchParams();
  const { user, loading: sessionLoading, signIn, isTutor } = useSession();
  const { data, loading, error, refetch } = useTutorApplicationQuery(!user);
  const [submitApplication, { loading: submitting, error: submitError }] = useSubmitTutorApplicationMutation();
  const application = user ? (data?.getTutorApplication ?? null) : null;

  const remember = (saved: TutorApplication) => client.writeQuery({ query: GET_TUTOR_APPLICATION, data: { getTutorApplication: saved } });

  if (sessionLoading || (user && loading && !data)) return <Spinner />;
  if (error) {
    return <NonIdealState icon="error" title={<FormattedMessage id="tutorApplication.loadFailed" />} action={<Button text={<FormattedMessage id="tutorApplication.retry" />} onClick={() => void refetch()} />} />;
  }
  const loginPath = `/login?redirect=${encodeURIComponent(location.pathname)}`;

  const frame = (percent: number, body: React.ReactNode) => (
    <section className="application" aria-labelledby="application-heading">
      <H2 id="application-heading">
        <FormattedMessage id={origin === 'student' ? 'tutorApplication.heading.student' : 'tutorApplication.heading.apply'} />
      </H2>
      <div className="application-progress">
        <ProgressBar value={percent / 100} intent="primary" stripes={false} aria-hidden />
        <span>
          <FormattedMessage id="tutorApplication.progress" values={{ percent }} />
        </span>
      </div>
      {body}
    </section>
  );

  if (!user) {
    if (origin === 'student' || stepParam) return <Navigate to={loginPath} replace />;
    const referralCode = searchParams.get('referralCode') ?? rememberedReferralCode.get();
    return frame(
      0,
      <PersonalInfoStep
        referralCode={referralCode}
        onSignedUp={async (token) => {
          rememberedReferralCode.set(null);
          await signIn(token);
          navigate(stepPath('apply', 'referral'), { replace: true });
        }}
      />,
    );
  }

  if (!application) {
    const eligibleStudent = user.profile.clientProfileType === 'STUDENT' && !isTutor;
    if (origin === 'student' && eligibleStudent) {
      if (stepParam) return <Navigate to={BASE_PATH.student} replace />;
      return frame(
        0,
        <CoreInfoStep
          phoneNumber={user.profile.phoneNumber}
          onStarted={(started) => {
            remember(started);
            navigate(stepPath('student', started.nextStep as ApplicationStep), { replace: true });
          }}
        />,
      );
    }
    return (
      <NonIdealState
        icon="person"
        title={<FormattedMessage id="tutorApplication.signedIn.heading" />}
        description={<FormattedMessage id={isTutor ? 'tutorApplication.signedIn.tutor' : 'tutorApplication.signedIn.body'} />}
        action={eligibleStudent ? <LinkButton to={BASE_PATH.student} intent="primary" text={<FormattedMessage id="tutorApplication.signedIn.student" />} /> : undefined}
      />
    );
  }

  const applicationOrigin = application.origin as ApplicationOrigin;
  if (application.submitted) {
    return (
      <NonIdealState
        icon="tick-circle"
        title={<FormattedMessage id="tutorApplication.done.heading" />}
        description={<FormattedMessage id="tutorApplication.done.body" />}
        action={<LinkButton to="/dashboard" intent="primary" text={<FormattedMessage id="tutorApplication.done.action" />} />}
      />
    );
  }
  const steps = application.steps.filter(isApplicationStep);
  const reachable = application.nextStep ? steps.slice(0, steps.indexOf(application.nextStep as ApplicationStep) + 1) : steps;
  const step = isApplicationStep(stepParam) && reachable.includes(stepParam) ? stepParam : null;
  if (applicationOrigin !== origin || step === null) {
    return <Navigate to={stepPath(applicationOrigin, (application.nextStep as ApplicationStep | null) ?? steps[steps.length - 1])} replace />;
  }

  const index = steps.indexOf(step);
  const isLast = index === steps.length - 1;
  const onSaved = async (saved: TutorApplication) => {
    remember(saved);
    const savedSteps = saved.steps.filter(isApplicationStep);
    const following = savedSteps[savedSteps.indexOf(step) + 1];
    if (following) {
      navigate(stepPath(origin, following));
      return;
    }
    const { data: submitted } = await submitApplication();
    if (submitted) remember(submitted.submitTutorApplication);
  };
  return frame(
    application.percentComplete,
    <>
      <StepForm key={step} step={step} application={application} onSaved={onSaved} onBack={index > 0 ? () => navigate(stepPath(origin, steps[index - 1])) : undefined} isLast={isLast} />
      {submitting && <Spinner size={20} />}
      {submitError && (
        <p role="alert" className="application-field-error">
          {submitError.message}
        </p>
      )}
    </>,
  );
}
