import { Button, Callout, Classes, FormGroup, InputGroup, Section, SectionCard, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { useAssociateStripeConnectMutation } from '../graphql/associate-stripe-connect';
import { useCheckStripeConnectAccountVerifiedMutation } from '../graphql/check-stripe-connect-account-verified';
import { useEditPrimaryPayoutOptionMutation } from '../graphql/edit-primary-payout-option';
import { usePayoutSettingsQuery } from '../graphql/get-payout-settings';
import { useStripeConnectAuthorizeUrlLazyQuery } from '../graphql/get-stripe-connect-authorize-url';
import { useStripeConnectLoginLinkLazyQuery } from '../graphql/get-stripe-connect-login-link';
import { PayoutMethod, PayoutSettings } from '../graphql/payout-settings-fields';
import { TUTOR_PAYOUTS_PATH } from '../tutor-payouts-path';
import './payments.css';

const BASE = TUTOR_PAYOUTS_PATH;
/** The sub-pages (spec: stripe-connect, venmo, paypal) and the payout method each sets. */
const SUB_PAGES = { 'stripe-connect': 'stripeConnect', venmo: 'venmo', paypal: 'paypal' } as const satisfies Record<string, PayoutMethod>;
type SubPage = keyof typeof SUB_PAGES;
/** Product names, the same in every language. */
export const PAYOUT_METHOD_NAMES: Record<PayoutMethod, string> = { stripeConnect: 'Stripe Connect', venmo: 'Venmo', paypal: 'PayPal' };

function subPageOf(method: PayoutMethod | null): SubPage {
  return method === 'venmo' ? 'venmo' : method === 'paypal' ? 'paypal' : 'stripe-connect';
}

/** /account-settings/tutor-payouts and its sub-pages: Stripe Connect, or a manual Venmo or PayPal payout. */
export function TutorPayoutSettings() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'payouts.title' }));
  const { method } = useParams();
  const navigate = useNavigate();
  const { data, loading, refetch } = usePayoutSettingsQuery();
  const settings = data?.getPayoutSettings;
  const tab: SubPage = method && method in SUB_PAGES ? (method as SubPage) : subPageOf(settings?.primaryPayoutMethod ?? null);
  return (
    <Section title={intl.formatMessage({ id: 'payouts.heading' })} className="payout-settings">
      <SectionCard>
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id="payouts.intro" />
        </p>
        {!settings && loading ? (
          <Spinner size={24} />
        ) : !settings ? (
          <Callout intent="danger" compact role="alert">
            <FormattedMessage id="payouts.loadFailed" />{' '}
            <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="payments.retry" />} />
          </Callout>
        ) : (
          <>
            <Callout compact intent={settings.primaryPayoutMethod ? 'success' : 'warning'} className="payout-current" role="status">
              {settings.primaryPayoutMethod ? (
                settings.manualPayoutId && settings.primaryPayoutMethod !== 'stripeConnect' ? (
                  <FormattedMessage id="payouts.currentManual" values={{ method: PAYOUT_METHOD_NAMES[settings.primaryPayoutMethod], handle: settings.manualPayoutId }} />
                ) : (
                  <FormattedMessage id="payouts.current" values={{ method: PAYOUT_METHOD_NAMES[settings.primaryPayoutMethod] }} />
                )
              ) : (
                <FormattedMessage id="payouts.none" />
              )}
            </Callout>
            <Tabs id="payout-tabs" selectedTabId={tab} onChange={(next) => navigate(`${BASE}/${String(next)}`)} renderActiveTabPanelOnly animate={false}>
              <Tab id="stripe-connect" title={PAYOUT_METHOD_NAMES.stripeConnect} panel={<StripeConnectPanel settings={settings} />} />
              <Tab id="venmo" title={PAYOUT_METHOD_NAMES.venmo} panel={<ManualPayoutPanel key="venmo" method="venmo" settings={settings} />} />
              <Tab id="paypal" title={PAYOUT_METHOD_NAMES.paypal} panel={<ManualPayoutPanel key="paypal" method="paypal" settings={settings} />} />
            </Tabs>
          </>
        )}
      </SectionCard>
    </Section>
  );
}

function InUse() {
  return (
    <Tag intent="success" minimal icon="tick">
      <FormattedMessage id="payouts.inUse" />
    </Tag>
  );
}

function StripeConnectPanel({ settings }: { settings: PayoutSettings }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<FormMessage>();
  const [authorizeUrl, authorizing] = useStripeConnectAuthorizeUrlLazyQuery();
  const [loginLink, openingDashboard] = useStripeConnectLoginLinkLazyQuery();
  const [associate, associating] = useAssociateStripeConnectMutation();
  const [checkVerified, checking] = useCheckStripeConnectAccountVerifiedMutation();
  const [editPayout, editing] = useEditPrimaryPayoutOptionMutation();
  const code = params.get('code');
  const handled = useRef<string | null>(null);

  // Back from Stripe's Connect OAuth with ?code=: link the account once, then drop the code from the address.
  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    associate({ variables: { authCode: code } })
      .then(() => void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'payouts.stripe.connected' }) }))
      .catch((error: unknown) => setFailure(serverMessage(error)))
      .finally(() => navigate(location.pathname, { replace: true }));
  }, [code, associate, intl, navigate, location.pathname]);

  const run = async (action: () => Promise<unknown>) => {
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };

  const connect = () =>
    run(async () => {
      const redirectUri = `${window.location.origin}${BASE}/stripe-connect`;
      const { data, error } = await authorizeUrl({ variables: { redirectUri } });
      if (error) throw error;
      if (data) window.location.assign(data.getStripeConnectAuthorizeUrl);
    });

  const openDashboard = () =>
    run(async () => {
      const { data, error } = await loginLink();
      if (error) throw error;
      if (data) window.open(data.getStripeConnectLoginLink, '_blank', 'noopener');
    });

  return (
    <div className="payout-section">
      <p>
        <FormattedMessage id="payouts.stripe.body" />
      </p>
      {associating.loading ? (
        <Spinner size={20} aria-label={intl.formatMessage({ id: 'payouts.stripe.connecting' })} />
      ) : settings.hasStripeConnectAccount ? (
        <>
          <p>
            <FormattedMessage id="payouts.stripe.connected" />{' '}
            <Tag minimal intent={settings.stripeConnectVerified ? 'success' : 'warning'}>
              <FormattedMessage id={settings.stripeConnectVerified ? 'payouts.stripe.verified' : 'payouts.stripe.unverified'} />
            </Tag>{' '}
            {settings.primaryPayoutMethod === 'stripeConnect' && <InUse />}
          </p>
          <div className="payout-actions">
            {settings.primaryPayoutMethod !== 'stripeConnect' && (
              <Button intent="primary" loading={editing.loading} onClick={() => void run(() => editPayout({ variables: { primaryPayoutMethod: 'stripeConnect', manualPayoutId: null } }))} text={<FormattedMessage id="payouts.stripe.use" />} />
            )}
            {!settings.stripeConnectVerified && (
              <Button variant="outlined" loading={checking.loading} onClick={() => void run(() => checkVerified())} text={<FormattedMessage id="payouts.stripe.checkVerified" />} />
            )}
            <Button variant="outlined" icon="share" loading={openingDashboard.loading} onClick={() => void openDashboard()} text={<FormattedMessage id="payouts.stripe.dashboard" />} />
          </div>
        </>
      ) : (
        <Button intent="primary" icon="bank-account" loading={authorizing.loading} onClick={() => void connect()} text={<FormattedMessage id="payouts.stripe.connect" />} />
      )}
      {failure && (
        <Callout intent="danger" compact role="alert" className="payout-section">
          {format(failure)}
        </Callout>
      )}
    </div>
  );
}

/** A Venmo or PayPal handle: the server checks it (its message shows at the field). */
const manualPayoutSchema = z.object({ handle: z.string() });
type ManualPayoutValues = z.infer<typeof manualPayoutSchema>;

function ManualPayoutPanel({ method, settings }: { method: 'venmo' | 'paypal'; settings: PayoutSettings }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const inUse = settings.primaryPayoutMethod === method;
  const form = useZodForm<ManualPayoutValues>(manualPayoutSchema, { handle: inUse ? (settings.manualPayoutId ?? '') : '' });
  const handle = fieldProps(form, 'handle');
  const [failure, setFailure] = useState<FormMessage>();
  const [editPayout, { loading }] = useEditPrimaryPayoutOptionMutation();
  const id = `payout-${method}`;
  const submit = async (values: ManualPayoutValues) => {
    try {
      await editPayout({ variables: { primaryPayoutMethod: method, manualPayoutId: values.handle.trim() } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'payouts.saved' }) });
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };
  const error = format(failure);
  return (
    <form
      className="payout-section"
      onSubmit={(event) => {
        setFailure(undefined);
        void form.handleSubmit(submit)(event);
      }}
      noValidate
    >
      {inUse && <InUse />}
      <FormGroup
        label={<FormattedMessage id={method === 'venmo' ? 'payouts.manual.venmoLabel' : 'payouts.manual.paypalLabel'} />}
        labelFor={id}
        intent={error ? 'danger' : 'none'}
        helperText={error && <span id={`${id}-error`}>{error}</span>}
      >
        <InputGroup
          id={id}
          value={handle.value}
          onValueChange={(next) => {
            handle.onChange(next);
            setFailure(undefined);
          }}
          intent={error ? 'danger' : 'none'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </FormGroup>
      <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="payouts.manual.save" values={{ method: PAYOUT_METHOD_NAMES[method] }} />} />
    </form>
  );
}
