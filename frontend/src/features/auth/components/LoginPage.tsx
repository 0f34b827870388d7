import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { fieldProps, formMessageOf, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { useEmailLoginMutation } from '../graphql/email-login';
import { DASHBOARD_PATH, safeRedirect } from '../redirect';
import { LoginValues, loginSchema } from './auth-schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { ProviderSignInButtons } from './ProviderSignInButtons';
import { TextField } from '../../../components/form/TextField';

export function LoginPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.login.title' }));
  const format = useFormatFormMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signIn, user } = useSession();
  const [submitted, setSubmitted] = useState(false);
  const [login, { loading }] = useEmailLoginMutation();
  const form = useZodForm<LoginValues>(loginSchema, { email: '', password: '' });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<FormMessage>();

  const submit = async ({ email, password }: LoginValues) => {
    setSubmitted(true);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) return;
      await signIn(data.emailLoginV2.token);
      if (data.emailLoginV2.status === 'EMAIL_NOT_VERIFIED') navigate('/welcome', { replace: true });
      else navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      setSubmitted(false);
      setFormError(serverMessage(error));
    }
  };

  // Someone already signed in has nothing to do here: to where they were going, else their dashboard.
  // After this form's own login it navigates itself.
  if (user && !submitted) return <Navigate to={safeRedirect(searchParams.get('redirect'), DASHBOARD_PATH)} replace />;

  return (
    <AuthCard heading={<FormattedMessage id="auth.login.heading" />}>
      <form
        onSubmit={(event) => {
          setFormError(undefined);
          void form.handleSubmit(submit)(event);
        }}
        noValidate
      >
        <TextField
          id="login-email"
          type="email"
          autoComplete="email"
          label={<FormattedMessage id="auth.field.email" />}
          {...fieldProps(form, 'email')}
          error={format(formMessageOf(errors.email))}
        />
        <TextField
          id="login-password"
          type="password"
          autoComplete="current-password"
          label={<FormattedMessage id="auth.field.password" />}
          {...fieldProps(form, 'password')}
          error={format(formMessageOf(errors.password))}
        />
        <Button type="submit" intent="primary" fill loading={loading} text={<FormattedMessage id="auth.login.submit" />} />
        <FormError>{format(formError)}</FormError>
      </form>
      <ProviderSignInButtons signIn={{ intent: 'login', profileType: 'STUDENT_OR_PARENT', clientProfileType: null, referralCode: null, redirect: searchParams.get('redirect') }} />
      <div className="auth-links">
        <Link to="/forgot-password">
          <FormattedMessage id="auth.login.forgotPassword" />
        </Link>
        <span>
          <FormattedMessage id="auth.login.noAccount" /> <Link to="/signup"><FormattedMessage id="auth.login.signup" /></Link>
        </span>
      </div>
    </AuthCard>
  );
}
