import { Button, Callout } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { showToast } from '../../../components/toaster';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage, serverFieldMessages, serverMessage, validationMessages, withoutField } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useResetPasswordMutation } from '../graphql/reset-password';
import { collectErrors, validatePassword, validatePasswordConfirmation } from '../validation';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { TextField } from '../../../components/form/TextField';

type ResetField = 'newPass' | 'confirmation';

/** /reset-password/:token: sets a new password with the e-mailed token and signs the user in. */
export function ResetPasswordPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.reset.title' }));
  const format = useFormatFormMessage();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { signIn } = useSession();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const [newPass, setNewPass] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ResetField, FormMessage>>>({});
  const [formError, setFormError] = useState<FormMessage>();
  const [tokenError, setTokenError] = useState<FormMessage>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = collectErrors<ResetField>({
      newPass: validatePassword(newPass),
      confirmation: validatePasswordConfirmation(newPass, confirmation),
    });
    setErrors(validationMessages(found));
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await resetPassword({ variables: { token, newPass } });
      if (!data) return;
      await signIn(data.resetPassword.token);
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'auth.reset.done' }) });
      navigate('/', { replace: true });
    } catch (error) {
      const fields = serverFieldMessages(error);
      if (fields.token) setTokenError(fields.token);
      else if (fields.newPass) setErrors({ newPass: fields.newPass });
      else setFormError(serverMessage(error));
    }
  };

  const change = (field: ResetField, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => withoutField(current, field));
  };

  return (
    <AuthCard heading={<FormattedMessage id="auth.reset.heading" />}>
      {tokenError && (
        <Callout intent="danger" role="alert" className="auth-form-error">
          <p>{format(tokenError)}</p>
          <Link to="/forgot-password">
            <FormattedMessage id="auth.reset.requestNew" />
          </Link>
        </Callout>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="reset-new-password"
          type="password"
          autoComplete="new-password"
          label={<FormattedMessage id="auth.field.newPassword" />}
          value={newPass}
          onChange={change('newPass', setNewPass)}
          error={format(errors.newPass)}
          hint={<FormattedMessage id="auth.field.passwordHint" />}
        />
        <TextField
          id="reset-confirm-password"
          type="password"
          autoComplete="new-password"
          label={<FormattedMessage id="auth.field.confirmPassword" />}
          value={confirmation}
          onChange={change('confirmation', setConfirmation)}
          error={format(errors.confirmation)}
        />
        <Button type="submit" intent="primary" fill loading={loading} disabled={Boolean(tokenError)} text={<FormattedMessage id="auth.reset.submit" />} />
        <FormError>{format(formError)}</FormError>
      </form>
    </AuthCard>
  );
}
