import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { showToast } from '../../../components/toaster';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage, serverFieldMessages, serverMessage } from '../../../lib/form-messages';
import { fieldProps, formMessageOf, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { useResetPasswordMutation } from '../graphql/reset-password';
import { NewPasswordValues, newPasswordSchema } from './auth-schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { TextField } from '../../../components/form/TextField';

/** /reset-password/:token: sets a new password with the e-mailed token and signs the user in. */
export function ResetPasswordPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.reset.title' }));
  const format = useFormatFormMessage();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { signIn } = useSession();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const form = useZodForm<NewPasswordValues>(newPasswordSchema, { newPass: '', confirmation: '' });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<FormMessage>();
  const [tokenError, setTokenError] = useState<FormMessage>();

  const submit = async ({ newPass }: NewPasswordValues) => {
    try {
      const { data } = await resetPassword({ variables: { token, newPass } });
      if (!data) return;
      await signIn(data.resetPassword.token);
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'auth.reset.done' }) });
      navigate('/', { replace: true });
    } catch (error) {
      const fields = serverFieldMessages(error);
      if (fields.token) setTokenError(fields.token);
      else if (fields.newPass && 'server' in fields.newPass) {
        const { server, messageId } = fields.newPass;
        form.setError('newPass', { type: 'server', message: server, ...(messageId ? { types: { messageId } } : {}) });
      } else setFormError(serverMessage(error));
    }
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
      <form
        onSubmit={(event) => {
          setFormError(undefined);
          void form.handleSubmit(submit)(event);
        }}
        noValidate
      >
        <TextField
          id="reset-new-password"
          type="password"
          autoComplete="new-password"
          label={<FormattedMessage id="auth.field.newPassword" />}
          {...fieldProps(form, 'newPass')}
          error={format(formMessageOf(errors.newPass))}
          hint={<FormattedMessage id="auth.field.passwordHint" />}
        />
        <TextField
          id="reset-confirm-password"
          type="password"
          autoComplete="new-password"
          label={<FormattedMessage id="auth.field.confirmPassword" />}
          {...fieldProps(form, 'confirmation')}
          error={format(formMessageOf(errors.confirmation))}
        />
        <Button type="submit" intent="primary" fill loading={loading} disabled={Boolean(tokenError)} text={<FormattedMessage id="auth.reset.submit" />} />
        <FormError>{format(formError)}</FormError>
      </form>
    </AuthCard>
  );
}
