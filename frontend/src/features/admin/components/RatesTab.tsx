import { Button, Callout, Card, Classes, ControlGroup, FormGroup, H4, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { LinkButton } from '../../../components/LinkButton';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { useErrorText } from '../../../lib/form-messages';
import { applyServerErrors, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { AdminUserRates, useAdminUserRatesQuery } from '../graphql/get-admin-user-rates';
import { useSaveClientDefaultPairRateMutation } from '../graphql/save-client-default-pair-rate';
import { useSaveHourlyWageMutation } from '../graphql/save-hourly-wage';
import { useSaveTutorDefaultPairRateMutation } from '../graphql/save-tutor-default-pair-rate';
import { useSaveTutoringMarketplaceCreditMutation } from '../graphql/save-tutoring-marketplace-credit';
import { numericInput, PricingRules, shownName, usePricingFormMessage } from '../pricing-form';

/** /admin/rates?user=<id or e-mail>: a user's default pair rates, tutor rate and account credit, each changed with a reason. */
export function RatesTab() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const user = (params.get('user') ?? '').trim();
  const [typed, setTyped] = useState(user);
  const { data, error, loading } = useAdminUserRatesQuery(user);
  const rates = data?.getAdminUserRates;
  const open = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (typed.trim()) updated.set('user', typed.trim());
      else updated.delete('user');
      return updated;
    });
  };
  let body;
  if (!user) body = <NonIdealState icon="person" description={<FormattedMessage id="admin.rates.typeUser" />} />;
  else if (error && !rates) {
    body = (
      <Callout intent="danger" compact role="alert">
        {errorText(error)}
      </Callout>
    );
  } else if (!rates) body = <Spinner size={24} />;
  else body = <UserRates key={rates.userId} rates={rates} />;
  return (
    <section className="admin-rates-tab" aria-busy={loading}>
      <form role="search" onSubmit={open}>
        <FormGroup label={<FormattedMessage id="admin.rates.find" />} labelFor="admin-rates-user">
          <ControlGroup>
            <InputGroup id="admin-rates-user" type="search" leftIcon="person" value={typed} placeholder={intl.formatMessage({ id: 'admin.rates.findPlaceholder' })} onValueChange={setTyped} />
            <Button type="submit" text={<FormattedMessage id="admin.rates.findSubmit" />} />
          </ControlGroup>
        </FormGroup>
      </form>
      {body}
    </section>
  );
}

function UserRates({ rates }: { rates: AdminUserRates }) {
  const intl = useIntl();
  const name = shownName(rates, intl.formatMessage({ id: 'admin.pricing.deletedUser' }));
  const [saveClientDefault] = useSaveClientDefaultPairRateMutation();
  const [saveTutorDefault] = useSaveTutorDefaultPairRateMutation();
  const [saveHourlyWage] = useSaveHourlyWageMutation();
  const isTutor = rates.profileTypes.includes('TUTOR');
  const percentOrNone = (rate: number | null | undefined) =>
    rate === null || rate === undefined ? intl.formatMessage({ id: 'admin.pricing.notSet' }) : intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div className="admin-user-rates">
      <Card compact className="admin-user-rates-card">
        <H4>{name}</H4>
        {rates.email && <div className={Classes.TEXT_MUTED}>{rates.email}</div>}
        <LinkButton size="small" variant="minimal" icon="history" to={`/admin/history/user/${rates.userId}`} aria-label={intl.formatMessage({ id: 'admin.pricing.historyOf' }, { name })} text={<FormattedMessage id="admin.pricing.history" />} />
      </Card>
      <RateForm
        id="client-default"
        labelId="admin.rates.clientDefault"
        hintId="admin.rates.clientDefaultHint"
        current={percentOrNone(rates.clientDefaultPairRate)}
        initial={rates.clientDefaultPairRate}
        rule={PricingRules.fee}
        valueField="rate"
        save={(value, reason) => saveClientDefault({ variables: { userId: rates.userId, clientDefaultPairRate: value, reason } })}
      />
      {isTutor && (
        <>
          <RateForm
            id="tutor-default"
            labelId="admin.rates.tutorDefault"
            hintId="admin.rates.tutorDefaultHint"
            current={percentOrNone(rates.tutorDefaultPairRate)}
            initial={rates.tutorDefaultPairRate}
            rule={PricingRules.fee}
            valueField="rate"
            save={(value, reason) => saveTutorDefault({ variables: { userId: rates.userId, tutorDefaultPairRate: value, reason } })}
          />
          <RateForm
            id="hourly-wage"
            labelId="admin.rates.hourlyWage"
            hintId="admin.rates.hourlyWageHint"
            current={rates.hourlyWage === null || rates.hourlyWage === undefined ? intl.formatMessage({ id: 'admin.pricing.notSet' }) : intl.formatNumber(rates.hourlyWage, { style: 'currency', currency: 'USD' })}
            initial={rates.hourlyWage}
            rule={PricingRules.hourlyRate}
            valueField="hourlyWage"
            save={(value, reason) => saveHourlyWage({ variables: { userId: rates.userId, hourlyWage: value, reason } })}
          />
        </>
      )}
      <CreditForm rates={rates} />
    </div>
  );
}

const valueWithReason = (rule: (text: string) => string | undefined) =>
  schemaWithRules(z.object({ value: z.string(), reason: z.string() }), (values) => ({ value: rule(values.value), reason: PricingRules.reason(values.reason) }));
type ValueWithReason = { value: string; reason: string };

interface RateFormProps {
  id: string;
  labelId: string;
  hintId: string;
  current: string;
  initial: number | null | undefined;
  rule: (text: string) => string | undefined;
  /** The server's name of the value's field (its field errors come back under it). */
  valueField: string;
  save: (value: number, reason: string) => Promise<unknown>;
}

/** One rate of the user with its reason, saved on its own. */
function RateForm({ id, labelId, hintId, current, initial, rule, valueField, save }: RateFormProps) {
  const intl = useIntl();
  const format = usePricingFormMessage();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const form = useZodForm<ValueWithReason>(valueWithReason(rule), { value: initial === null || initial === undefined ? '' : String(initial), reason: '' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setSaving(true);
    try {
      await save(Number(values.value), values.reason.trim());
      form.setValue('reason', '');
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.pricing.saved' }) });
    } catch (error) {
      const message = applyServerErrors(form, error, (field) => (field === valueField || field === 'hourlyWage' ? 'value' : field === 'reason' ? 'reason' : undefined));
      if (message) setFailure(format(message));
    } finally {
      setSaving(false);
    }
  });
  return (
    <form noValidate className="admin-rate-form" aria-labelledby={`admin-${id}-heading`} onSubmit={(event) => void submit(event)}>
      <H4 id={`admin-${id}-heading`}>
        <FormattedMessage id={labelId} />: <span className="admin-current-value">{current}</span>
      </H4>
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id={hintId} />
      </p>
      <TextField id={`admin-${id}-value`} label={<FormattedMessage id={labelId} />} value={form.watch('value')} onChange={(next) => { form.setValue('value', numericInput(next)); form.clearErrors('value'); }} error={format(formMessageOf(errors.value))} />
      <TextField id={`admin-${id}-reason`} label={<FormattedMessage id="admin.pricing.reason" />} hint={<FormattedMessage id="admin.pricing.reasonHint" />} value={form.watch('reason')} onChange={(next) => { form.setValue('reason', next); form.clearErrors('reason'); }} error={format(formMessageOf(errors.reason))} />
      {failure && (
        <Callout intent="danger" compact role="alert">
          {failure}
        </Callout>
      )}
      <Button type="submit" intent="primary" loading={saving} text={<FormattedMessage id="admin.pricing.save" />} />
    </form>
  );
}

const creditSchema = valueWithReason(PricingRules.creditDollars);

/** Grants or removes account credit (dollars and cents) with a reason; one idempotency key per change. */
function CreditForm({ rates }: { rates: AdminUserRates }) {
  const intl = useIntl();
  const format = usePricingFormMessage();
  const key = useIdempotencyKey();
  const [saveCredit, saving] = useSaveTutoringMarketplaceCreditMutation();
  const [action, setAction] = useState<'grant' | 'remove'>('grant');
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<ValueWithReason>(creditSchema, { value: '', reason: '' });
  const errors = form.formState.errors;
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const cents = Math.round(Number(values.value) * 100);
    try {
      const { data } = await saveCredit({ variables: { userId: rates.userId, amountCents: action === 'grant' ? cents : -cents, reason: values.reason.trim(), idempotencyKey: key.current() } });
      key.next();
      form.reset();
      if (data) void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.rates.creditSaved' }, { amount: money(data.saveTutoringMarketplaceCredit.creditBalanceCents) }) });
    } catch (error) {
      const message = applyServerErrors(form, error, (field) => (field === 'amountCents' ? 'value' : field === 'reason' ? 'reason' : undefined));
      if (message) setFailure(format(message));
    }
  });
  return (
    <form noValidate className="admin-rate-form" aria-labelledby="admin-credit-heading" onSubmit={(event) => void submit(event)}>
      <H4 id="admin-credit-heading">
        <FormattedMessage id="admin.rates.credit" />: <span className="admin-current-value"><FormattedMessage id="admin.rates.balance" values={{ amount: money(rates.creditBalanceCents) }} /></span>
      </H4>
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.rates.creditHint" />
      </p>
      <FormGroup label={<FormattedMessage id="admin.rates.creditAction" />} labelFor="admin-credit-action">
        <HTMLSelect
          id="admin-credit-action"
          value={action}
          onChange={(event) => setAction(event.currentTarget.value === 'remove' ? 'remove' : 'grant')}
          options={[
            { value: 'grant', label: intl.formatMessage({ id: 'admin.rates.grant' }) },
            { value: 'remove', label: intl.formatMessage({ id: 'admin.rates.remove' }) },
          ]}
        />
      </FormGroup>
      <TextField id="admin-credit-value" label={<FormattedMessage id="admin.rates.amount" />} value={form.watch('value')} onChange={(next) => { form.setValue('value', numericInput(next, 8)); form.clearErrors('value'); }} error={format(formMessageOf(errors.value))} />
      <TextField id="admin-credit-reason" label={<FormattedMessage id="admin.pricing.reason" />} hint={<FormattedMessage id="admin.pricing.reasonHint" />} value={form.watch('reason')} onChange={(next) => { form.setValue('reason', next); form.clearErrors('reason'); }} error={format(formMessageOf(errors.reason))} />
      {failure && (
        <Callout intent="danger" compact role="alert">
          {failure}
        </Callout>
      )}
      <Button type="submit" intent="primary" loading={saving.loading} text={<FormattedMessage id="admin.pricing.save" />} />
    </form>
  );
}
