import { Button, Classes, FormGroup, Radio, RadioCard, RadioGroup } from '@blueprintjs/core';
import { FormEvent, ReactNode, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { rememberedReferralCode } from '../../../lib/referral-code';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage, serverFieldMessages, serverMessage } from '../../../lib/form-messages';
import { formMessageOf, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { DASHBOARD_PATH } from '../redirect';
import { ClientProfileType, SignupProfileType, useEmailSignupMutation } from '../graphql/email-signup';
import { signupFlowStore, useSignupFlow } from '../hooks/useSignupFlow';
import {
  canVisitStep,
  CLIENT_PROFILE_TYPES,
  SIGNUP_STEP_PATH,
  SIGNUP_STEPS,
  signupErrorsOfServer,
  SignupFlowAction,
  SignupField,
  SignupFlowState,
  SignupStep,
  SignupValues,
  stepOfErrors,
  stepOfParam,
  validateSignupStep,
} from '../signup-flow';
import { AuthCard } from './AuthCard';
import { ProviderSignInButtons } from './ProviderSignInButtons';
import { FormError } from './FormError';
import { TextField } from '../../../components/form/TextField';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';

const ACCOUNT_TYPES: readonly SignupProfileType[] = ['STUDENT_OR_PARENT', 'TUTOR'];

const HEADING_OF_STEP: Record<SignupStep, string> = {
  ACCOUNT: 'auth.signup.account.heading',
  PROFILE_TYPE: 'auth.signup.profileType.heading',
  CONTACT_INFO: 'auth.signup.contactInfo.heading',
};

interface StepProps {
  flow: SignupFlowState;
  dispatch: (action: SignupFlowAction) => void;
  /** Validates the step's fields; on success records the step and goes to the next one. */
  next: (step: SignupStep) => void;
}

/** Sign-up in three routed steps: /signup, /signup/profileType, /signup/contactInfo. */
export function SignupPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.signup.title' }));
  const { step: stepParam } = useParams();
  const step = stepOfParam(stepParam);
  const navigate = useNavigate();
  const [flow, dispatch] = useSignupFlow();
  const completed = useRef(false);
  const { user } = useSession();
  const [signingUp, setSigningUp] = useState(false);
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('referralCode') ?? rememberedReferralCode.get();

  // The code of the referral link the visitor came from; the flow keeps it for the sign-up.
  useEffect(() => {
    if (referralCode) dispatch({ type: 'referredBy', referralCode });
  }, [referralCode, dispatch]);

  // The flow is cleared once this page is left after a successful sign-up, not before: cleared
  // while the page is still shown (the next route may still be loading), the guard would send
  // the user back to /signup.
  useEffect(
    () => () => {
      if (completed.current) signupFlowStore.dispatch({ type: 'reset' });
    },
    [],
  );

  // Someone already signed in has no account to make: their dashboard. This page's own sign-up
  // signs in before it navigates, so it is not sent away meanwhile.
  if (user && !signingUp) return <Navigate to={DASHBOARD_PATH} replace />;
  if (step === null || !canVisitStep(flow, step)) return <Navigate to={SIGNUP_STEP_PATH.ACCOUNT} replace />;

  const next = (current: SignupStep) => {
    const errors = validateSignupStep(flow, current);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'errorsFound', errors });
      return;
    }
    dispatch({ type: 'stepCompleted', step: current });
    const following = SIGNUP_STEPS[SIGNUP_STEPS.indexOf(current) + 1];
    if (following) navigate(SIGNUP_STEP_PATH[following]);
  };

  return (
    <AuthCard heading={<FormattedMessage id={HEADING_OF_STEP[step]} />}>
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="auth.signup.step" values={{ step: SIGNUP_STEPS.indexOf(step) + 1, total: SIGNUP_STEPS.length }} />
      </p>
      {step === 'ACCOUNT' && <AccountStep flow={flow} dispatch={dispatch} next={next} />}
      {step === 'PROFILE_TYPE' && <ProfileTypeStep flow={flow} dispatch={dispatch} next={next} />}
      {step === 'CONTACT_INFO' && (
        <ContactInfoStep
          flow={flow}
          dispatch={dispatch}
          onSigningUp={setSigningUp}
          onSignedUp={() => {
            completed.current = true;
            rememberedReferralCode.set(null);
            navigate('/welcome', { replace: true });
          }}
        />
      )}
      {step === 'ACCOUNT' && (
        <ProviderSignInButtons
          signIn={{ intent: 'signup', profileType: flow.accountType ?? 'STUDENT_OR_PARENT', clientProfileType: flow.clientProfileType, referralCode: flow.referralCode, redirect: null }}
        />
      )}
      {step === 'ACCOUNT' && (
        <div className="auth-links">
          <span>
            <FormattedMessage id="auth.signup.haveAccount" />{' '}
            <Link to="/login">
              <FormattedMessage id="auth.signup.login" />
            </Link>
          </span>
        </div>
      )}
    </AuthCard>
  );
}

/** A step's zod schema: the flow's rules for the step (signup-flow.ts), its messages catalog ids. */
function stepSchema(step: SignupStep) {
  return z.custom<SignupValues>((value) => typeof value === 'object' && value !== null).check(z.superRefine((values, context) => {
    for (const [field, message] of Object.entries(validateSignupStep(values, step))) {
      if (message && 'id' in message) context.addIssue({ code: 'custom', message: message.id, path: [field] });
    }
  }));
}

/**
 * A step's react-hook-form form over the flow: the flow (kept across the steps' routes and a reload)
 * holds the values, the form validates them on submit; a field's message is the form's, else one the
 * server gave it (carried by the flow back to its step).
 */
function useStepForm(flow: SignupFlowState, dispatch: (action: SignupFlowAction) => void, step: SignupStep) {
  const [schema] = useState(() => stepSchema(step));
  const form = useZodForm<SignupValues>(schema, flow);
  return {
    change: <F extends SignupField>(field: F, value: SignupValues[F]) => {
      form.setValue(field, value as never);
      form.clearErrors(field);
      dispatch({ type: 'changed', values: { [field]: value } });
    },
    error: (field: SignupField): FormMessage | undefined => formMessageOf(form.formState.errors[field]) ?? flow.errors[field],
    submit: (onValid: () => void) => form.handleSubmit(onValid),
  };
}

function StepForm({ onSubmit, children }: { onSubmit: (event: FormEvent) => Promise<void>; children: ReactNode }) {
  return (
    <form noValidate onSubmit={(event: FormEvent) => void onSubmit(event)}>
      {children}
    </form>
  );
}

function AccountStep({ flow, dispatch, next }: StepProps) {
  const format = useFormatFormMessage();
  const form = useStepForm(flow, dispatch, 'ACCOUNT');
  return (
    <StepForm onSubmit={form.submit(() => next('ACCOUNT'))}>
      <TextField
        id="signup-email"
        type="email"
        autoComplete="email"
        label={<FormattedMessage id="auth.field.email" />}
        value={flow.email}
        onChange={(email) => form.change('email', email)}
        error={format(form.error('email'))}
      />
      <TextField
        id="signup-password"
        type="password"
        autoComplete="new-password"
        label={<FormattedMessage id="auth.field.password" />}
        value={flow.password}
        onChange={(password) => form.change('password', password)}
        error={format(form.error('password'))}
        hint={<FormattedMessage id="auth.field.passwordHint" />}
      />
      <Button type="submit" intent="primary" fill text={<FormattedMessage id="auth.signup.next" />} />
    </StepForm>
  );
}

function ProfileTypeStep({ flow, dispatch, next }: StepProps) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const navigate = useNavigate();
  const form = useStepForm(flow, dispatch, 'PROFILE_TYPE');
  const accountTypeError = format(form.error('accountType'));
  const clientTypeError = format(form.error('clientProfileType'));
  return (
    <StepForm onSubmit={form.submit(() => next('PROFILE_TYPE'))}>
      <FormGroup intent={accountTypeError ? 'danger' : 'none'} helperText={accountTypeError && <span id="signup-account-type-error">{accountTypeError}</span>}>
        <RadioGroup
          label={<FormattedMessage id="auth.signup.profileType.label" />}
          selectedValue={flow.accountType ?? undefined}
          onChange={(event) => form.change('accountType', event.currentTarget.value as SignupProfileType)}
          aria-describedby={accountTypeError ? 'signup-account-type-error' : undefined}
        >
          {ACCOUNT_TYPES.map((type) => (
            <RadioCard key={type} value={type} label={intl.formatMessage({ id: `auth.signup.profileType.${type}` })} />
          ))}
        </RadioGroup>
      </FormGroup>
      {flow.accountType === 'STUDENT_OR_PARENT' && (
        <FormGroup intent={clientTypeError ? 'danger' : 'none'} helperText={clientTypeError}>
          <RadioGroup
            inline
            label={<FormattedMessage id="auth.signup.clientProfileType.label" />}
            selectedValue={flow.clientProfileType}
            onChange={(event) => form.change('clientProfileType', event.currentTarget.value as ClientProfileType)}
          >
            {CLIENT_PROFILE_TYPES.map((type) => (
              <Radio key={type} value={type} label={intl.formatMessage({ id: `auth.signup.clientProfileType.${type}` })} />
            ))}
          </RadioGroup>
        </FormGroup>
      )}
      <div className="auth-actions">
        <Button text={<FormattedMessage id="auth.signup.back" />} onClick={() => navigate(SIGNUP_STEP_PATH.ACCOUNT)} />
        <Button type="submit" intent="primary" text={<FormattedMessage id="auth.signup.next" />} />
      </div>
    </StepForm>
  );
}

function ContactInfoStep({
  flow,
  dispatch,
  onSigningUp,
  onSignedUp,
}: Omit<StepProps, 'next'> & { onSigningUp: (signingUp: boolean) => void; onSignedUp: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [signup, { loading }] = useEmailSignupMutation();
  // One account per sign-up, kept across a re-click after a network failure.
  const actionKey = useIdempotencyKey();
  const [formError, setFormError] = useState<FormMessage>();
  const form = useStepForm(flow, dispatch, 'CONTACT_INFO');

  const submit = async () => {
    if (!flow.accountType) return;
    const phoneNumber = flow.phoneNumber.trim();
    onSigningUp(true);
    try {
      const { data } = await signup({
        variables: withIdempotencyKey(
          {
            input: {
              email: flow.email.trim(),
              password: flow.password,
              firstName: flow.firstName.trim(),
              lastName: flow.lastName.trim(),
              profileType: flow.accountType,
              phoneNumber: phoneNumber === '' ? null : phoneNumber,
              ...(flow.accountType === 'STUDENT_OR_PARENT' ? { clientProfileType: flow.clientProfileType } : {}),
              ...(flow.referralCode ? { referralCode: flow.referralCode } : {}),
            },
          },
          actionKey.current(),
        ),
      });
      if (!data) return;
      await signIn(data.emailSignup.token);
      onSignedUp();
    } catch (error) {
      onSigningUp(false);
      const serverErrors = signupErrorsOfServer(serverFieldMessages(error));
      const step = stepOfErrors(serverErrors);
      if (!step) {
        setFormError(serverMessage(error));
        return;
      }
      dispatch({ type: 'errorsFound', errors: serverErrors });
      if (step !== 'CONTACT_INFO') navigate(SIGNUP_STEP_PATH[step]);
    }
  };

  return (
    <StepForm
      onSubmit={(event) => {
        setFormError(undefined);
        return form.submit(submit)(event);
      }}
    >
      <TextField
        id="signup-first-name"
        autoComplete="given-name"
        label={<FormattedMessage id="auth.field.firstName" />}
        value={flow.firstName}
        onChange={(firstName) => form.change('firstName', firstName)}
        error={format(form.error('firstName'))}
      />
      <TextField
        id="signup-last-name"
        autoComplete="family-name"
        label={<FormattedMessage id="auth.field.lastName" />}
        value={flow.lastName}
        onChange={(lastName) => form.change('lastName', lastName)}
        error={format(form.error('lastName'))}
      />
      <TextField
        id="signup-phone-number"
        type="tel"
        autoComplete="tel-national"
        label={<FormattedMessage id="auth.field.phoneNumber" />}
        labelInfo={<FormattedMessage id="auth.field.optional" />}
        placeholder={intl.formatMessage({ id: 'auth.field.phoneNumberPlaceholder' })}
        value={flow.phoneNumber}
        onChange={(phoneNumber) => form.change('phoneNumber', phoneNumber)}
        error={format(form.error('phoneNumber'))}
      />
      <div className="auth-actions">
        <Button text={<FormattedMessage id="auth.signup.back" />} onClick={() => navigate(SIGNUP_STEP_PATH.PROFILE_TYPE)} disabled={loading} />
        <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="auth.signup.submit" />} />
      </div>
      <FormError>{format(formError)}</FormError>
    </StepForm>
  );
}
