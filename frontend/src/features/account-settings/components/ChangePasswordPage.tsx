import { Button, Callout, Section, SectionCard } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { usePageTitle } from '../../../lib/usePageTitle';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useChangePasswordMutation } from '../graphql/change-password';
import { PasswordField as Field, validateChangePassword } from '../validation';
import { AccountSettingsLayout } from './AccountSettingsLayout';
import { TextField } from '../../../components/form/TextField';
import { SignedInOnly } from './SignedInOnly';

const EMPTY: Record<Field, string> = { oldPass: '', newPass: '', confirmation: '' };

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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, FormMessage>>>({});
  const [formError, setFormError] = useState<FormMessage>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validateChangePassword(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, id]) => [field, { id }])));
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await changePassword({ variables: { oldPass: values.oldPass, newPass: values.newPass } });
      if (!data) return;
      // The change revokes every session, this one's too: carry on with the new token.
      await signIn(data.changePassword.token);
      setValues(EMPTY);
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'accountSettings.password.changed' }) });
    } catch (error) {
      const { oldPass, newPass } = fieldErrors(error);
      if (oldPass || newPass) {
        setErrors({ ...(oldPass ? { oldPass: { server: oldPass } } : {}), ...(newPass ? { newPass: { server: newPass } } : {}) });
      } else {
        setFormError({ server: errorMessage(error) });
      }
    }
  };

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  return (
    <Section title={intl.formatMessage({ id: 'accountSettings.password.heading' })}>
      <SectionCard>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField type="password"
            id="change-password-old"
            autoComplete="current-password"
            label={<FormattedMessage id="accountSettings.password.oldPass" />}
            value={values.oldPass}
            onChange={change('oldPass')}
            error={format(errors.oldPass)}
          />
          <TextField type="password"
            id="change-password-new"
            autoComplete="new-password"
            label={<FormattedMessage id="accountSettings.password.newPass" />}
            value={values.newPass}
            onChange={change('newPass')}
            error={format(errors.newPass)}
            hint={<FormattedMessage id="accountSettings.password.newPassHint" />}
          />
          <TextField type="password"
            id="change-password-confirmation"
            autoComplete="new-password"
            label={<FormattedMessage id="accountSettings.password.confirmation" />}
            value={values.confirmation}
            onChange={change('confirmation')}
            error={format(errors.confirmation)}
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
