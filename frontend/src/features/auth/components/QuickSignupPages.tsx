import { Button, Callout, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { LinkButton } from '../../../components/LinkButton';
import { TextField } from '../../../components/form/TextField';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useSession } from '../../../lib/session/SessionProvider';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { useCorporateReferralSignupMutation } from '../graphql/corporate-referral-signup';
import { ClientProfileType } from '../graphql/email-signup';
import { useEmailSignupClientPersonalizedMutation } from '../graphql/email-signup-client-personalized';
import { useCorporateReferralQuery } from '../graphql/get-corporate-referral';
import { useHubSpotEmailSignupQuery } from '../graphql/get-hub-spot-email-signup';
import { DASHBOARD_PATH } from '../redirect';
import { CLIENT_PROFILE_TYPES, DEFAULT_CLIENT_PROFILE_TYPE } from '../signup-flow';
import { validateEmail, validateFirstName, validateLastName, validateOptionalPhoneNumber, validatePassword } from '../validation';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import './auth.css';

interface QuickSignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
  clientProfileType: ClientProfileType;
}

type QuickSignupInput = Omit<QuickSignupValues, 'phoneNumber'> & { phoneNumber: string | null };

// The sign-up's own rules (validation.ts); the server checks them again.
const quickSignupSchema = schemaWithRules(
  z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), password: z.string(), phoneNumber: z.string(), clientProfileType: z.enum(['PARENT', 'STUDENT', 'OTHER']) }),
  (values: QuickSignupValues) => ({
    firstName: validateFirstName(values.firstName),
    lastName: validateLastName(values.lastName),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    phoneNumber: validateOptionalPhoneNumber(values.phoneNumber),
  }),
);

const QUICK_SIGNUP_FIELDS: ReadonlyArray<keyof QuickSignupValues> = ['firstName', 'lastName', 'email', 'password', 'phoneNumber', 'clientProfileType'];

/**
 * A client's sign-up on one page, for links that already say who is coming: a personalised link
 * (its lead prefills the form) and an organisation's referral code. `send` answers the session token.
 */
function QuickSignupForm({ initial, send, onSignedIn }: { initial: QuickSignupValues; send: (input: QuickSignupInput, idempotencyKey: string) => Promise<string | null>; onSignedIn: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const { signIn } = useSession();
  const key = useIdempotencyKey();
  const form = useZodForm<QuickSignupValues>(quickSignupSchema, initial);
  const { errors } = form.formState;
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<FormMessage>();

  const submit = async (values: QuickSignupValues) => {
    setFormError(undefined);
    setSending(true);
    try {
      const phoneNumber = values.phoneNumber.trim();
      const token = await send(
        { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), phoneNumber: phoneNumber === '' ? null : phoneNumber },
        key.current(),
      );
      if (!token) return;
      await signIn(token);
      onSignedIn();
    } catch (error) {
      setFormError(applyServerErrors(form, error, (field) => (QUICK_SIGNUP_FIELDS as readonly string[]).includes(field) ? (field as keyof QuickSignupValues) : undefined));
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <TextField id="quick-first-name" autoComplete="given-name" label={<FormattedMessage id="auth.field.firstName" />} {...fieldProps(form, 'firstName')} error={format(formMessageOf(errors.firstName))} />
      <TextField id="quick-last-name" autoComplete="family-name" label={<FormattedMessage id="auth.field.lastName" />} {...fieldProps(form, 'lastName')} error={format(formMessageOf(errors.lastName))} />
      <TextField id="quick-email" type="email" autoComplete="email" label={<FormattedMessage id="auth.field.email" />} {...fieldProps(form, 'email')} error={format(formMessageOf(errors.email))} />
      <TextField
        id="quick-password"
        type="password"
        autoComplete="new-password"
        label={<FormattedMessage id="auth.field.password" />}
        hint={<FormattedMessage id="auth.field.passwordHint" />}
        {...fieldProps(form, 'password')}
        error={format(formMessageOf(errors.password))}
      />
      <TextField
        id="quick-phone-number"
        type="tel"
        autoComplete="tel-national"
        label={<FormattedMessage id="auth.field.phoneNumber" />}
        labelInfo={<FormattedMessage id="auth.field.optional" />}
        {...fieldProps(form, 'phoneNumber')}
        error={format(formMessageOf(errors.phoneNumber))}
      />
      <FormGroup label={<FormattedMessage id="auth.signup.clientProfileType.label" />} labelFor="quick-client-profile-type">
        <HTMLSelect
          id="quick-client-profile-type"
          value={form.watch('clientProfileType')}
          onChange={(event) => form.setValue('clientProfileType', event.currentTarget.value as ClientProfileType)}
          options={CLIENT_PROFILE_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `auth.signup.clientProfileType.${type}` }) }))}
        />
      </FormGroup>
      <Button type="submit" intent="primary" fill loading={sending} text={<FormattedMessage id="auth.signup.submit" />} />
      <FormError>{format(formError)}</FormError>
    </form>
  );
}

/** Signed-in users have no account to make (their dashboard), except while this page's own sign-up signs in. */
function useSignedInElsewhere(): [boolean, () => void] {
  const { user } = useSession();
  const [signingUp, setSigningUp] = useState(false);
  return [Boolean(user) && !signingUp, () => setSigningUp(true)];
}

function UnknownLink({ message }: { message: ReactNode }) {
  return (
    <Callout intent="warning" role="alert">
      <p>{message}</p>
      <LinkButton intent="primary" to="/signup" text={<FormattedMessage id="quickSignup.toSignup" />} />
    </Callout>
  );
}

const EMPTY: QuickSignupValues = { firstName: '', lastName: '', email: '', password: '', phoneNumber: '', clientProfileType: DEFAULT_CLIENT_PROFILE_TYPE };

/** /signup/personalized?ticket={ticketId}: the lead's link (getHubSpotEmailSignup prefills); signed up, the client starts at /w/h. */
export function PersonalizedSignupPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'quickSignup.personalized.title' }));
  const [params] = useSearchParams();
  const ticketId = params.get('ticket') ?? '';
  const navigate = useNavigate();
  const [signedIn, startSigningUp] = useSignedInElsewhere();
  const { data, loading } = useHubSpotEmailSignupQuery(ticketId);
  const [signup] = useEmailSignupClientPersonalizedMutation();
  if (signedIn) return <Navigate to={DASHBOARD_PATH} replace />;
  if (loading) return <Spinner />;
  const lead = data?.getHubSpotEmailSignup;
  return (
    <AuthCard heading={lead ? <FormattedMessage id="quickSignup.personalized.heading" values={{ firstName: lead.firstName }} /> : <FormattedMessage id="quickSignup.personalized.title" />}>
      {!lead ? (
        <UnknownLink message={<FormattedMessage id="quickSignup.personalized.unknown" />} />
      ) : (
        <>
          <p>
            <FormattedMessage id="quickSignup.personalized.intro" />
          </p>
          <QuickSignupForm
            initial={{ ...EMPTY, firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phoneNumber: lead.phoneNumber ?? '', clientProfileType: lead.clientProfileType ?? DEFAULT_CLIENT_PROFILE_TYPE }}
            send={async (input, idempotencyKey) => {
              startSigningUp();
              const { data: answer } = await signup({ variables: { input: { ...input, ticketId }, idempotencyKey } });
              return answer?.emailSignupClientPersonalized.token ?? null;
            }}
            onSignedIn={() => navigate('/w/h', { replace: true })}
          />
        </>
      )}
    </AuthCard>
  );
}

/** /signup/corporate/{code}: a client's sign-up under an organisation's referral code; signed up, the welcome steps. */
export function CorporateSignupPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'quickSignup.corporate.title' }));
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [signedIn, startSigningUp] = useSignedInElsewhere();
  const { data, loading } = useCorporateReferralQuery(code);
  const [signup] = useCorporateReferralSignupMutation();
  if (signedIn) return <Navigate to={DASHBOARD_PATH} replace />;
  if (loading) return <Spinner />;
  const organisation = data?.getCorporateReferral;
  return (
    <AuthCard
      heading={organisation ? <FormattedMessage id="quickSignup.corporate.heading" values={{ organisation: organisation.organisationName }} /> : <FormattedMessage id="quickSignup.corporate.title" />}
    >
      {!organisation ? (
        <UnknownLink message={<FormattedMessage id="quickSignup.corporate.unknownCode" />} />
      ) : (
        <>
          <p>
            <FormattedMessage id="quickSignup.corporate.intro" values={{ organisation: organisation.organisationName }} />
          </p>
          <QuickSignupForm
            initial={EMPTY}
            send={async (input, idempotencyKey) => {
              startSigningUp();
              const { data: answer } = await signup({ variables: { input: { ...input, corporateCode: organisation.code }, idempotencyKey } });
              return answer?.corporateReferralSignup.token ?? null;
            }}
            onSignedIn={() => navigate('/welcome', { replace: true })}
          />
        </>
      )}
    </AuthCard>
  );
}
