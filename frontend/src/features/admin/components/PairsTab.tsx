import { Button, Callout, Checkbox, Classes, ControlGroup, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { LinkButton } from '../../../components/LinkButton';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { useErrorText } from '../../../lib/form-messages';
import { applyServerErrors, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useAdminPairDefaultUsersMutation } from '../graphql/admin-pair-default-users';
import { usePairsForGroupSessionLazyQuery } from '../graphql/get-pairs-for-group-session';
import { AdminPair, useAdminPairsSearchQuery } from '../graphql/get-admin-paginated-pairs-search';
import { useSaveHourlyRateForPairMutation } from '../graphql/save-hourly-rate-for-pair';
import { useSavePairPlatformRatesMutation } from '../graphql/save-pair-platform-rates';
import { numericInput, PricingRules, shownName, usePricingFormMessage } from '../pricing-form';

const PAGE_SIZE = 10;

/** /admin/pairs: pairs by a member's name, their rates and fees, changed with a reason; and pairing two users. */
export function PairsTab() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const searchText = params.get('q') ?? '';
  const activeOnly = params.get('active') === '1';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(searchText);
  const [editing, setEditing] = useState<AdminPair | null>(null);
  const { data, error, loading, refetch } = useAdminPairsSearchQuery({ input: { searchText: searchText || null, activeOnly, pageNumber } });
  const page = data?.getAdminPaginatedPairsSearch;
  const show = (next: { q?: string; active?: boolean; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const set = (key: string, value: string | null) => (value ? updated.set(key, value) : updated.delete(key));
        if (next.q !== undefined) set('q', next.q.trim() || null);
        if (next.active !== undefined) set('active', next.active ? '1' : null);
        set('page', next.page && next.page > 1 ? String(next.page) : null);
        return updated;
      },
      { replace: true },
    );

  let body;
  if (error && !page) {
    body = (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="admin.pricing.loadFailed" /> <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="admin.pricing.retry" />} />
      </Callout>
    );
  } else if (!page) {
    body = <Spinner size={24} />;
  } else if (page.pairs.length === 0) {
    body = <NonIdealState icon="search" description={<FormattedMessage id="admin.pairs.empty" />} />;
  } else {
    body = (
      <>
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id="admin.pairs.count" values={{ total: page.total }} />
        </p>
        <HTMLTable striped compact className="admin-table admin-pairs" aria-label={intl.formatMessage({ id: 'admin.pairs.table' })}>
          <thead>
            <tr>
              {(['tutor', 'client', 'rates', 'fees', 'sessions', 'status', 'actions'] as const).map((column) => (
                <th key={column}>
                  <FormattedMessage id={`admin.pairs.${column}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.pairs.map((pair) => (
              <PairRow key={pair.id} pair={pair} onEdit={() => setEditing(pair)} />
            ))}
          </tbody>
        </HTMLTable>
        <div className="admin-pager">
          <Button disabled={pageNumber <= 1} onClick={() => show({ page: pageNumber - 1 })} text={<FormattedMessage id="admin.pairs.previous" />} />
          <Button disabled={page.exhausted || page.pairs.length < PAGE_SIZE} onClick={() => show({ page: pageNumber + 1 })} text={<FormattedMessage id="admin.pairs.next" />} />
        </div>
      </>
    );
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ q: typed });
  };
  return (
    <section className="admin-pairs-tab" aria-busy={loading}>
      <form role="search" onSubmit={search} className="admin-search-form">
        <FormGroup label={<FormattedMessage id="admin.pairs.search" />} labelFor="admin-pairs-search">
          <ControlGroup>
            <InputGroup id="admin-pairs-search" type="search" leftIcon="search" value={typed} placeholder={intl.formatMessage({ id: 'admin.pairs.searchPlaceholder' })} onValueChange={setTyped} />
            <Button type="submit" text={<FormattedMessage id="admin.pairs.searchSubmit" />} />
          </ControlGroup>
        </FormGroup>
        <Checkbox checked={activeOnly} onChange={(event) => show({ active: event.currentTarget.checked })} label={intl.formatMessage({ id: 'admin.pairs.activeOnly' })} />
      </form>
      {body}
      {editing && <PairRatesDialog pair={editing} onClose={() => setEditing(null)} />}
      <PairUsersForm />
      <GroupSessionPairs />
    </section>
  );
}

function PairRow({ pair, onEdit }: { pair: AdminPair; onEdit: () => void }) {
  const intl = useIntl();
  const deletedUser = intl.formatMessage({ id: 'admin.pricing.deletedUser' });
  const tutor = shownName(pair.tutor, deletedUser);
  const client = shownName(pair.tutee, deletedUser);
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'USD' });
  const percent = (rate: number) => intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <tr data-pair-id={pair.id}>
      <td>
        <LinkButton variant="minimal" size="small" to={`/admin/rates?user=${encodeURIComponent(pair.tutor.id)}`} text={tutor} />
      </td>
      <td>
        <LinkButton variant="minimal" size="small" to={`/admin/rates?user=${encodeURIComponent(pair.tutee.id)}`} text={client} />
      </td>
      <td>
        <FormattedMessage
          id="admin.pairs.ratesValue"
          values={{
            tutor: intl.formatMessage({ id: 'admin.pricing.perHour' }, { amount: money(pair.tutorHourlyWage) }),
            client: intl.formatMessage({ id: 'admin.pricing.perHour' }, { amount: money(pair.hourlyWage) }),
          }}
        />
      </td>
      <td>
        <FormattedMessage id="admin.pairs.feesValue" values={{ tutor: percent(pair.tutorPlatformFeePercentageRate), client: percent(pair.tuteePlatformFeePercentageRate) }} />
        {pair.ratesSavedForPair && (
          <div>
            <Tag minimal>
              <FormattedMessage id="admin.pairs.ownFees" />
            </Tag>
          </div>
        )}
      </td>
      <td>{pair.sessionsTutored}</td>
      <td>
        <Tag minimal intent={pair.isActive ? 'success' : 'none'}>
          <FormattedMessage id={pair.isActive ? 'admin.pairs.active' : 'admin.pairs.inactive'} />
        </Tag>
      </td>
      <td className="admin-row-actions">
        <Button size="small" icon="edit" onClick={onEdit} aria-label={intl.formatMessage({ id: 'admin.pairs.editFor' }, { tutor, client })} text={<FormattedMessage id="admin.pairs.edit" />} />
        <LinkButton size="small" variant="minimal" icon="history" to={`/admin/history/pair/${pair.id}`} text={<FormattedMessage id="admin.pricing.history" />} />
      </td>
    </tr>
  );
}

const pairRatesSchema = schemaWithRules(z.object({ tutorFee: z.string(), clientFee: z.string(), tutorRate: z.string(), reason: z.string() }), (values) => ({
  tutorFee: PricingRules.fee(values.tutorFee),
  clientFee: PricingRules.fee(values.clientFee),
  tutorRate: PricingRules.hourlyRate(values.tutorRate),
  reason: PricingRules.reason(values.reason),
}));
type PairRatesValues = z.infer<typeof pairRatesSchema>;
const PAIR_RATE_FIELDS: Record<string, keyof PairRatesValues> = {
  tutorPlatformFeePercentageRate: 'tutorFee',
  tuteePlatformFeePercentageRate: 'clientFee',
  tutorHourlyWage: 'tutorRate',
  reason: 'reason',
};

/** The pair's fees and tutor rate, each change saved with the reason; only what changed is sent. */
function PairRatesDialog({ pair, onClose }: { pair: AdminPair; onClose: () => void }) {
  const intl = useIntl();
  const format = usePricingFormMessage();
  const [saveFees, savingFees] = useSavePairPlatformRatesMutation();
  const [saveRate, savingRate] = useSaveHourlyRateForPairMutation();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<PairRatesValues>(pairRatesSchema, {
    tutorFee: String(pair.tutorPlatformFeePercentageRate),
    clientFee: String(pair.tuteePlatformFeePercentageRate),
    tutorRate: String(pair.tutorHourlyWage),
    reason: '',
  });
  const errors = form.formState.errors;
  const deletedUser = intl.formatMessage({ id: 'admin.pricing.deletedUser' });
  const names = { tutor: shownName(pair.tutor, deletedUser), client: shownName(pair.tutee, deletedUser) };
  const field = (name: keyof PairRatesValues, labelId: string, numeric: boolean) => (
    <TextField
      id={`admin-pair-${name}`}
      label={<FormattedMessage id={labelId} />}
      value={form.watch(name)}
      onChange={(next) => {
        form.setValue(name, numeric ? numericInput(next) : next);
        form.clearErrors(name);
      }}
      error={format(formMessageOf(errors[name]))}
      hint={name === 'reason' ? <FormattedMessage id="admin.pricing.reasonHint" /> : undefined}
    />
  );
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const reason = values.reason.trim();
    const fees = { tutorPlatformFeePercentageRate: Number(values.tutorFee), tuteePlatformFeePercentageRate: Number(values.clientFee) };
    try {
      if (fees.tutorPlatformFeePercentageRate !== pair.tutorPlatformFeePercentageRate || fees.tuteePlatformFeePercentageRate !== pair.tuteePlatformFeePercentageRate) {
        await saveFees({ variables: { pairId: pair.id, ...fees, reason } });
      }
      if (Number(values.tutorRate) !== pair.tutorHourlyWage) await saveRate({ variables: { pairId: pair.id, tutorHourlyWage: Number(values.tutorRate), reason } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.pricing.saved' }) });
      onClose();
    } catch (error) {
      const message = applyServerErrors(form, error, (serverField) => PAIR_RATE_FIELDS[serverField]);
      if (message) setFailure(format(message));
    }
  });
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.pairs.dialogTitle' }, names)}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      cancelText={<FormattedMessage id="admin.pricing.cancel" />}
      submitText={<FormattedMessage id="admin.pricing.save" />}
      submitting={savingFees.loading || savingRate.loading}
    >
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.pairs.dialogHint" />
      </p>
      {field('tutorFee', 'admin.pairs.tutorFee', true)}
      {field('clientFee', 'admin.pairs.clientFee', true)}
      {field('tutorRate', 'admin.pairs.tutorRate', true)}
      {field('reason', 'admin.pricing.reason', false)}
    </FormDialog>
  );
}

const pairUsersSchema = schemaWithRules(z.object({ tutor: z.string(), client: z.string() }), (values) => ({
  tutor: values.tutor.trim() ? undefined : 'admin.pairs.pairRequired',
  client: values.client.trim() ? undefined : 'admin.pairs.pairRequired',
}));
type PairUsersValues = z.infer<typeof pairUsersSchema>;

/** adminPairDefaultUsers: a tutor and a client by id or e-mail; one idempotency key per pairing. */
function PairUsersForm() {
  const intl = useIntl();
  const format = usePricingFormMessage();
  const errorText = useErrorText();
  const key = useIdempotencyKey();
  const [pairUsers, pairing] = useAdminPairDefaultUsersMutation();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<PairUsersValues>(pairUsersSchema, { tutor: '', client: '' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { data } = await pairUsers({ variables: { tutorId: values.tutor.trim(), tuteeId: values.client.trim(), idempotencyKey: key.current() } });
      key.next();
      form.reset();
      const pair = data?.adminPairDefaultUsers;
      const deletedUser = intl.formatMessage({ id: 'admin.pricing.deletedUser' });
      if (pair) void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.pairs.paired' }, { tutor: shownName(pair.tutor, deletedUser), client: shownName(pair.tutee, deletedUser) }) });
    } catch (error) {
      const message = applyServerErrors(form, error, (serverField) => (serverField === 'tutorId' ? 'tutor' : serverField === 'tuteeId' ? 'client' : undefined));
      if (message) setFailure(format(message) ?? errorText(error));
    }
  });
  return (
    <form noValidate className="admin-pair-users" aria-labelledby="admin-pair-users-heading" onSubmit={(event) => void submit(event)}>
      <h3 id="admin-pair-users-heading">
        <FormattedMessage id="admin.pairs.pairUsers" />
      </h3>
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.pairs.pairUsersHint" />
      </p>
      <TextField id="admin-pair-tutor" label={<FormattedMessage id="admin.pairs.pairTutor" />} value={form.watch('tutor')} onChange={(next) => { form.setValue('tutor', next); form.clearErrors('tutor'); }} error={format(formMessageOf(errors.tutor))} />
      <TextField id="admin-pair-client" label={<FormattedMessage id="admin.pairs.pairClient" />} value={form.watch('client')} onChange={(next) => { form.setValue('client', next); form.clearErrors('client'); }} error={format(formMessageOf(errors.client))} />
      {failure && (
        <Callout intent="danger" compact role="alert">
          {failure}
        </Callout>
      )}
      <Button type="submit" intent="primary" loading={pairing.loading} text={<FormattedMessage id="admin.pairs.pairSubmit" />} />
    </form>
  );
}

/** getPairsForGroupSession: the active pairs of the clients named by id. */
function GroupSessionPairs() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [typed, setTyped] = useState('');
  const [load, { data, error, loading, called }] = usePairsForGroupSessionLazyQuery();
  const deletedUser = intl.formatMessage({ id: 'admin.pricing.deletedUser' });
  const pairs = data?.getPairsForGroupSession;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tuteeIds = typed.split(/[\s,]+/).filter(Boolean);
    if (tuteeIds.length > 0) void load({ variables: { tuteeIds } });
  };
  return (
    <form noValidate className="admin-pair-users" aria-labelledby="admin-group-pairs-heading" onSubmit={submit}>
      <h3 id="admin-group-pairs-heading">
        <FormattedMessage id="admin.pairs.group" />
      </h3>
      <TextField id="admin-group-clients" label={<FormattedMessage id="admin.pairs.groupClients" />} value={typed} onChange={setTyped} />
      <Button type="submit" loading={loading} text={<FormattedMessage id="admin.pairs.groupSubmit" />} />
      {error && (
        <Callout intent="danger" compact role="alert">
          {errorText(error)}
        </Callout>
      )}
      {called && pairs && pairs.length === 0 && (
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id="admin.pairs.groupEmpty" />
        </p>
      )}
      {pairs && pairs.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'admin.pairs.group' })}>
          {pairs.map((pair) => (
            <li key={pair.id}>
              <FormattedMessage id="admin.pairs.groupPair" values={{ client: shownName(pair.tutee, deletedUser), tutor: shownName(pair.tutor, deletedUser) }} />{' '}
              <LinkButton size="small" variant="minimal" icon="history" to={`/admin/history/pair/${pair.id}`} text={<FormattedMessage id="admin.pricing.history" />} />
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
