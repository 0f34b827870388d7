import { Button } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage, serverMessage, validationMessages, withoutField } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useEmailLoginMutation } from '../graphql/email-login';
import { safeRedirect } from '../redirect';
import { collectErrors, validateEmail, validatePassword } from '../validation';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { TextField } from '../../../components/form/TextField';

type LoginField = 'email' | 'password';

export function LoginPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.login.title' }));
  const format = useFormatFormMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signIn, user } = useSession();
  const [submitted, setSubmitted] = useState(false);
  const [login, { loading }] = useEmailLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LoginField, FormMessage>>>({});
  const [formError, setFormError] = useState<FormMessage>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = collectErrors<LoginField>({ email: validateEmail(email), password: validatePassword(password) });
    setErrors(validationMessages(found));
    if (Object.keys(found).length > 0) return;
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

  const change = (field: LoginField, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => withoutField(current, field));
  };

  // Someone already signed in has nothing to do here; after this form's own login it navigates itself.
  if (user && !submitted) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;

  return (
    <AuthCard heading={<FormattedMessage id="auth.login.heading" />}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="login-email"
          type="email"
          autoComplete="email"
          label={<FormattedMessage id="auth.field.email" />}
          value={email}
          onChange={change('email', setEmail)}
          error={format(errors.email)}
        />
        <TextField
          id="login-password"
          type="password"
          autoComplete="current-password"
          label={<FormattedMessage id="auth.field.password" />}
          value={password}
          onChange={change('password', setPassword)}
          error={format(errors.password)}
        />
        <Button type="submit" intent="primary" fill loading={loading} text={<FormattedMessage id="auth.login.submit" />} />
        <FormError>{format(formError)}</FormError>
      </form>
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
