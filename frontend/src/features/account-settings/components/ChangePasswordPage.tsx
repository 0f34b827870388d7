import { Button, Callout, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { z } from 'zod/mini';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { useChangePasswordMutation } from '../graphql/change-password';
import { PasswordField as Field, validateChangePassword } from '../validation';
import { AccountSettingsLayout } from './AccountSettingsLayout';
import { TextField } from '../../../components/form/TextField';
import { SignedInOnly } from './SignedInOnly';

const EMPTY: Record<Field, string> = { oldPass: '', newPass: '', confirmation: '' };
/** The spec's rules (account-settings/validation.ts) as the form's zod schema. */
const changePasswordSchema = schemaWithRules(z.object({ oldPass: z.string(), newPass: z.string(), confirmation: z.string() }), validateChangePassword);

/** /account-settings/password: changing the password signs out every other session. */
export function ChangePasswordPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'accountSettings.password.title' }));
  return (
    <SignedInOnly>
      {() => (
        <AccountSettingsLayout>
          <ChangePasswordForm />
        </AccountSettingsLayout>
      )}
    </SignedInOnly>
  );
}

function ChangePasswordForm() {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const { signIn } = useSession();
  const [changePassword, { loading }] = useChangePasswordMutation();
  const form = useZodForm<Record<Field, string>>(changePasswordSchema, EMPTY);
  const { errors } = form.formState;
  const [formError, setFormError] = useState<FormMessage>();

  const submit = async (values: Record<Field, string>) => {
    try {
      const { data } = await changePassword({ variables: { oldPass: values.oldPass, newPass: values.newPass } });
      if (!data) return;
      // The change revokes every session, this one's too: carry on with the new token.
      await signIn(data.changePassword.token);
      form.reset(EMPTY);
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'accountSettings.password.changed' }) });
    } catch (error) {
      setFormError(applyServerErrors(form, error, (field) => (field === 'oldPass' || field === 'newPass' ? field : undefined)));
    }
  };

  return (
    <Section title={intl.formatMessage({ id: 'accountSettings.password.heading' })}>
      <SectionCard>
        <form
          onSubmit={(event) => {
            setFormError(undefined);
            void form.handleSubmit(submit)(event);
          }}
          noValidate
        >
          <TextField type="password"
            id="change-password-old"
            autoComplete="current-password"
            label={<FormattedMessage id="accountSettings.password.oldPass" />}
            {...fieldProps(form, 'oldPass')}
            error={format(formMessageOf(errors.oldPass))}
          />
          <TextField type="password"
            id="change-password-new"
            autoComplete="new-password"
            label={<FormattedMessage id="accountSettings.password.newPass" />}
            {...fieldProps(form, 'newPass')}
            error={format(formMessageOf(errors.newPass))}
            hint={<FormattedMessage id="accountSettings.password.newPassHint" />}
          />
          <TextField type="password"
            id="change-password-confirmation"
            autoComplete="new-password"
            label={<FormattedMessage id="accountSettings.password.confirmation" />}
            {...fieldProps(form, 'confirmation')}
            error={format(formMessageOf(errors.confirmation))}
          />
          <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="accountSettings.password.submit" />} />
          {formError && (
            <Callout intent="danger" compact role="alert" className="account-settings-error">
              {format(formError)}
            </Callout>
          )}
        </form>
      </SectionCard>
    </Section>
  );
}
