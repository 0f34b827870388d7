import { Button, Callout, Checkbox, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/graphql-errors';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useMonthParam } from '../../../lib/useMonthParam';
import { useAdminCorrectSessionMutation } from '../graphql/admin-correct-session';
import { useAdminRefundSessionMutation } from '../graphql/admin-refund-session';
import { RefundablePayout, useAdminRefundablePayoutsQuery } from '../graphql/get-admin-refundable-payouts';
import { AdminMonthPicker } from './AdminMonthPicker';

/** The server's bound on a refund's reason. */
const REASON_MAX_LENGTH = 500;

/** /admin/refunds: the month's processed sessions (their completed payouts) and what was refunded, each refundable in full or in part with a reason. */
export function RefundsTab() {
  const intl = useIntl();
  const [selected, move] = useMonthParam();
  const month = `${selected.year}-${String(selected.month).padStart(2, '0')}`;
  const { data, loading, error, refetch } = useAdminRefundablePayoutsQuery({ month });
  const [refunding, setRefunding] = useState<RefundablePayout | null>(null);
  const [correcting, setCorrecting] = useState<RefundablePayout | null>(null);
  const payouts = data?.getAdminRefundablePayouts;
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });

  let body;
  if (error && !payouts) {
    body = (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="admin.refunds.loadFailed" />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="admin.retry" />} />
      </Callout>
    );
  } else if (!payouts) {
    body = <Spinner size={24} />;
  } else if (payouts.length === 0) {
    body = <NonIdealState icon="tick-circle" description={<FormattedMessage id="admin.refunds.empty" />} />;
  } else {
    body = (
      <HTMLTable compact striped className="admin-refunds" aria-label={intl.formatMessage({ id: 'admin.refunds.table' })}>
        <thead>
          <tr>
            <th>
              <FormattedMessage id="admin.refunds.session" />
            </th>
            <th>
              <FormattedMessage id="admin.refunds.charged" />
            </th>
            <th>
              <FormattedMessage id="admin.refunds.tutorPaid" />
            </th>
            <th>
              <FormattedMessage id="admin.refunds.refunded" />
            </th>
            <th>
              <FormattedMessage id="admin.refunds.actions" />
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <tr key={`${payout.sessionId}:${payout.clientId}`} data-session-id={payout.sessionId}>
              <td>
                <code>{payout.sessionId}</code>
                <div className={Classes.TEXT_SMALL}>
                  <FormattedDate value={payout.startedAt} dateStyle="medium" /> · <FormattedMessage id="admin.paymentErrors.minutes" values={{ minutes: payout.minutes }} />{' '}
                  · <Link to={`/admin/history/session/${payout.sessionId}`}>{intl.formatMessage({ id: 'admin.finance.history' })}</Link>
                </div>
              </td>
              <td>{money(payout.cardChargeCents)}</td>
              <td>
                {money(payout.tutorPayoutCents)}
                <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                  <FormattedMessage id={`admin.refunds.method.${payout.payoutMethod === 'stripeConnect' ? 'stripeConnect' : payout.payoutMethod === 'paypal' ? 'paypal' : 'venmo'}`} />
                </div>
              </td>
              <td>
                {money(payout.refundedCents)}
                {payout.tutorReversedCents > 0 && (
                  <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                    <FormattedMessage id="admin.refunds.reversed" values={{ amount: money(payout.tutorReversedCents) }} />
                  </div>
                )}
              </td>
              <td>
                <Button
                  size="small"
                  icon="undo"
                  disabled={payout.refundedCents >= payout.cardChargeCents}
                  onClick={() => setRefunding(payout)}
                  text={<FormattedMessage id="admin.refunds.refund" />}
                />{' '}
                <Button size="small" icon="edit" onClick={() => setCorrecting(payout)} text={<FormattedMessage id="admin.corrections.correct" />} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  }
  return (
    <section className="admin-refunds-tab" aria-busy={loading}>
      <AdminMonthPicker value={selected} onMove={move} />
      <p className={Classes.TEXT_MUTED}>
        <FormattedMessage id="admin.refunds.hint" />
      </p>
      {body}
      {refunding && <RefundDialog payout={refunding} onClose={() => setRefunding(null)} />}
      {correcting && <CorrectDialog payout={correcting} onClose={() => setCorrecting(null)} />}
    </section>
  );
}

/** Dollars typed by the admin as whole cents; null when it is not an amount. */
function centsOf(text: string): number | null {
  const match = /^\s*\$?\s*(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function RefundDialog({ payout, onClose }: { payout: RefundablePayout; onClose: () => void }) {
  const intl = useIntl();
  const left = payout.cardChargeCents - payout.refundedCents;
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [tutorAtFault, setTutorAtFault] = useState(false);
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [refund, { loading }] = useAdminRefundSessionMutation();
  const key = useIdempotencyKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountCents = centsOf(amount);
    const found = {
      ...(amountCents === null || amountCents < 1 || amountCents > left ? { amount: intl.formatMessage({ id: 'admin.refunds.invalidAmount' }, { max: money(left) }) } : {}),
      ...(!reason.trim() || reason.trim().length > REASON_MAX_LENGTH ? { reason: intl.formatMessage({ id: 'admin.refunds.invalidReason' }) } : {}),
    };
    setProblems(found);
    if (amountCents === null || Object.keys(found).length > 0) return;
    try {
      const { data } = await refund({
        variables: {
          input: { sessionId: payout.sessionId, clientId: payout.oneOfSeveralClients ? payout.clientId : null, amountCents, reason: reason.trim(), tutorAtFault, idempotencyKey: key.current() },
        },
      });
      key.next();
      const failure = data?.adminRefundSession.failure;
      void showToast(
        failure
          ? { intent: 'warning', icon: 'warning-sign', message: intl.formatMessage({ id: 'admin.refunds.providerRefused' }, { message: failure }) }
          : { intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.refunds.done' }, { amount: money(amountCents) }) },
      );
      onClose();
    } catch (error) {
      void showToast({ intent: 'danger', icon: 'error', message: intl.formatMessage({ id: 'admin.paymentErrors.actionFailed' }, { message: errorMessage(error) }) });
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={intl.formatMessage({ id: 'admin.refunds.dialogTitle' })}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <p>
            <FormattedMessage id="admin.refunds.dialogIntro" values={{ charged: money(payout.cardChargeCents), left: money(left) }} />
          </p>
          <FormGroup label={intl.formatMessage({ id: 'admin.refunds.amount' })} labelFor="refund-amount" intent={problems.amount ? 'danger' : 'none'} helperText={problems.amount}>
            <InputGroup id="refund-amount" inputMode="decimal" leftIcon="dollar" value={amount} onValueChange={setAmount} intent={problems.amount ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'admin.refunds.reason' })} labelFor="refund-reason" intent={problems.reason ? 'danger' : 'none'} helperText={problems.reason}>
            <TextArea id="refund-reason" fill rows={3} maxLength={REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} intent={problems.reason ? 'danger' : 'none'} />
          </FormGroup>
          <Checkbox checked={tutorAtFault} onChange={(event) => setTutorAtFault(event.currentTarget.checked)} label={intl.formatMessage({ id: 'admin.refunds.tutorAtFault' })} />
          <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            <FormattedMessage id="admin.refunds.policy" />
          </p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={onClose} text={intl.formatMessage({ id: 'admin.refunds.cancel' })} />
              <Button type="submit" intent="danger" loading={loading} text={intl.formatMessage({ id: 'admin.refunds.confirm' })} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** A signed difference as the toast says it: "+$16.46" charged or paid, "-$16.45" refunded or taken back. */
function signedMoney(intl: ReturnType<typeof useIntl>, cents: number): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD', signDisplay: 'always' });
}

function CorrectDialog({ payout, onClose }: { payout: RefundablePayout; onClose: () => void }) {
  const intl = useIntl();
  const [minutes, setMinutes] = useState(String(payout.minutes));
  const [rate, setRate] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ minutes?: string; rate?: string; reason?: string }>({});
  const [correct, { loading }] = useAdminCorrectSessionMutation();
  const key = useIdempotencyKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wholeMinutes = /^\s*\d+\s*$/.test(minutes) ? Number(minutes) : null;
    const hourlyRateCents = rate.trim() ? centsOf(rate) : null;
    const found = {
      ...(wholeMinutes === null || wholeMinutes < 1 ? { minutes: intl.formatMessage({ id: 'admin.corrections.invalidMinutes' }) } : {}),
      ...(rate.trim() && hourlyRateCents === null ? { rate: intl.formatMessage({ id: 'admin.corrections.invalidRate' }) } : {}),
      ...(!reason.trim() || reason.trim().length > REASON_MAX_LENGTH ? { reason: intl.formatMessage({ id: 'admin.corrections.invalidReason' }) } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await correct({
        variables: {
          input: { sessionId: payout.sessionId, clientId: payout.oneOfSeveralClients ? payout.clientId : null, minutes: wholeMinutes, hourlyRateCents, reason: reason.trim(), idempotencyKey: key.current() },
        },
      });
      key.next();
      const outcome = data?.adminCorrectSession;
      void showToast(
        outcome?.failure
          ? { intent: 'warning', icon: 'warning-sign', message: intl.formatMessage({ id: 'admin.refunds.providerRefused' }, { message: outcome.failure }) }
          : {
              intent: 'success',
              icon: 'tick',
              message: intl.formatMessage({ id: 'admin.corrections.done' }, { client: signedMoney(intl, outcome?.clientDifferenceCents ?? 0), tutor: signedMoney(intl, outcome?.tutorDifferenceCents ?? 0) }),
            },
      );
      onClose();
    } catch (error) {
      void showToast({ intent: 'danger', icon: 'error', message: intl.formatMessage({ id: 'admin.paymentErrors.actionFailed' }, { message: errorMessage(error) }) });
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={intl.formatMessage({ id: 'admin.corrections.dialogTitle' })}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <p>
            <FormattedMessage id="admin.corrections.dialogIntro" />
          </p>
          <FormGroup label={intl.formatMessage({ id: 'admin.corrections.minutes' })} labelFor="correct-minutes" intent={problems.minutes ? 'danger' : 'none'} helperText={problems.minutes}>
            <InputGroup id="correct-minutes" inputMode="numeric" value={minutes} onValueChange={setMinutes} intent={problems.minutes ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'admin.corrections.hourlyRate' })} labelFor="correct-rate" intent={problems.rate ? 'danger' : 'none'} helperText={problems.rate}>
            <InputGroup id="correct-rate" inputMode="decimal" leftIcon="dollar" value={rate} onValueChange={setRate} intent={problems.rate ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={intl.formatMessage({ id: 'admin.corrections.reason' })} labelFor="correct-reason" intent={problems.reason ? 'danger' : 'none'} helperText={problems.reason}>
            <TextArea id="correct-reason" fill rows={3} maxLength={REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} intent={problems.reason ? 'danger' : 'none'} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={onClose} text={intl.formatMessage({ id: 'admin.corrections.cancel' })} />
              <Button type="submit" intent="primary" loading={loading} text={intl.formatMessage({ id: 'admin.corrections.confirm' })} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
