import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { fieldProps, formMessageOf, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { useForgotPasswordMutation } from '../graphql/forgot-password';
import { ForgotPasswordValues, forgotPasswordSchema } from './auth-schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { LinkButton } from '../../../components/LinkButton';
import { TextField } from '../../../components/form/TextField';

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.forgot.title' }));
  const format = useFormatFormMessage();
  const [forgotPassword, { loading }] = useForgotPasswordMutation();
  const form = useZodForm<ForgotPasswordValues>(forgotPasswordSchema, { email: '' });
  const [formError, setFormError] = useState<FormMessage>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = async ({ email }: ForgotPasswordValues) => {
    try {
      await forgotPassword({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      setFormError(serverMessage(error));
    }
  };

  if (sentTo) {
    return (
      <NonIdealState
        icon="envelope"
        title={<FormattedMessage id="auth.forgot.sent.heading" />}
        description={<FormattedMessage id="auth.forgot.sent.body" values={{ email: <strong>{sentTo}</strong> }} />}
        action={<LinkButton to="/login" text={<FormattedMessage id="auth.forgot.backToLogin" />} />}
      />
    );
  }

  return (
    <AuthCard heading={<FormattedMessage id="auth.forgot.heading" />}>
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="auth.forgot.intro" />
      </p>
      <form
        onSubmit={(event) => {
          setFormError(undefined);
          void form.handleSubmit(submit)(event);
        }}
        noValidate
      >
        <TextField
          id="forgot-email"
          type="email"
          autoComplete="email"
          label={<FormattedMessage id="auth.field.email" />}
          {...fieldProps(form, 'email')}
          error={format(formMessageOf(form.formState.errors.email))}
        />
        <Button type="submit" intent="primary" fill loading={loading} text={<FormattedMessage id="auth.forgot.submit" />} />
        <FormError>{format(formError)}</FormError>
      </form>
      <div className="auth-links">
        <Link to="/login">
          <FormattedMessage id="auth.forgot.backToLogin" />
        </Link>
      </div>
    </AuthCard>
  );
}
