import { Button, Callout, Checkbox, FormGroup, HTMLSelect, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { GetPayoutPreferencesQuery } from '../../../lib/graphql/generated';
import { useFormatFormMessage } from '../form-messages';
import { EDIT_PAID_PREFERENCE } from '../graphql/edit-paid-preference';
import { EDIT_PAYOUT_PHONE_NUMBER } from '../graphql/edit-payout-phone-number';
import { EDIT_PREF_PAYMENT_METHOD } from '../graphql/edit-pref-payment-method';
import { usePayoutPreferencesQuery } from '../graphql/get-payout-preferences';

type Preferences = NonNullable<GetPayoutPreferencesQuery['getCurrentUserV2']>['profile'];
/** The payout apps, by their names (names are not translated). */
const METHODS = [
  { value: 'venmo', label: 'Venmo' },
  { value: 'paypal', label: 'PayPal' },
] as const;

/** On /account-settings/tutor-payouts, for tutors: paid or volunteering, the manual payout method, and the phone Venmo pays to. */
export function PayoutPreferencesSection() {
  const { data, loading } = usePayoutPreferencesQuery();
  const saved = data?.getCurrentUserV2?.profile;
  if (!saved) return loading ? <Spinner /> : null;
  return <PayoutPreferencesForm saved={saved} />;
}

function PayoutPreferencesForm({ saved }: { saved: Preferences }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const [paid, setPaid] = useState(saved.paidPreference);
  const [method, setMethod] = useState(saved.prefPaymentMethod);
  const [phone, setPhone] = useState(saved.payoutPhoneNumber ?? '');
  const [failure, setFailure] = useState<FormMessage>();
  const [editPaid, { loading: savingPaid }] = useMutation(EDIT_PAID_PREFERENCE);
  const [editMethod, { loading: savingMethod }] = useMutation(EDIT_PREF_PAYMENT_METHOD);
  const [editPhone, { loading: savingPhone }] = useMutation(EDIT_PAYOUT_PHONE_NUMBER);

  const save = async () => {
    setFailure(undefined);
    try {
      // Only what changed is sent: each preference is its own operation.
      if (paid !== saved.paidPreference) await editPaid({ variables: { paidPreference: paid } });
      if (method !== saved.prefPaymentMethod) await editMethod({ variables: { prefPaymentMethod: method } });
      if (phone.trim() !== (saved.payoutPhoneNumber ?? '')) await editPhone({ variables: { phoneNumber: phone } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'accountSettings.payoutPreferences.saved' }) });
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };

  return (
    <Section title={intl.formatMessage({ id: 'accountSettings.payoutPreferences.heading' })}>
      <SectionCard>
        <form
          id="payout-preferences-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          noValidate
        >
          <Checkbox id="payout-paid" checked={paid} onChange={(event) => setPaid(event.currentTarget.checked)} label={intl.formatMessage({ id: 'accountSettings.payoutPreferences.paid' })} />
          <FormGroup label={<FormattedMessage id="accountSettings.payoutPreferences.method" />} labelFor="payout-method">
            <HTMLSelect
              id="payout-method"
              value={method}
              onChange={(event) => setMethod(event.currentTarget.value)}
              options={[...METHODS]}
            />
          </FormGroup>
          <TextField id="payout-phone" type="tel" label={<FormattedMessage id="accountSettings.payoutPreferences.phone" />} value={phone} onChange={setPhone} hint={<FormattedMessage id="accountSettings.payoutPreferences.phoneHint" />} />
          <Button type="submit" intent="primary" loading={savingPaid || savingMethod || savingPhone} text={<FormattedMessage id="accountSettings.payoutPreferences.save" />} />
          {failure && (
            <Callout intent="danger" compact role="alert" className="account-settings-error">
              {format(failure)}
            </Callout>
          )}
        </form>
      </SectionCard>
    </Section>
  );
}
