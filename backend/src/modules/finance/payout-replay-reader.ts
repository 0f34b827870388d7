import { PAYOUT_EVENT_TYPES } from '../../../domain/payouts/payout.events';
import { FeeOverride, PayoutReplayFold, PayoutReplayReport } from '../../../domain/payouts/payout-replay';
import { EventStore } from '../../../platform/eventstore/event-store.port';
import { PaymentGateway } from '../../../platform/payments/payment-gateway.port';

/** The events the replay reads besides every pair's stream: sessions' lengths and rates, credits spent, and the payouts with their refunds and corrections. */
const REPLAYED_TYPES: ReadonlySet<string> = new Set<string>([
  ...PAYOUT_EVENT_TYPES,
  'ClientRefunded',
  'TutorTransferReversed',
  'ManualPayoutAdjusted',
  'PayoutCorrected',
  'SessionScheduled',
  'SessionEdited',
  'CreditsSpent',
]);

const PAGE_SIZE = 10_000;

export const REPLAY_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The month's payout replay over the whole log, read a page at a time and folded as it comes (only
 * what the replay needs is kept), compared with the provider's records when a gateway is given.
 * The CLI (`npm run payouts:replay`) and the Finance tab's query both run this.
 */
export async function replayPayoutMonth(
  eventStore: EventStore,
  gateway: Pick<PaymentGateway, 'moneyRecords'> | null,
  options: { month: string; whatIf?: FeeOverride | null },
): Promise<PayoutReplayReport> {
  const found = REPLAY_MONTH.exec(options.month);
  if (!found) throw new Error(`not a month (YYYY-MM): ${options.month}`);
  const fold = new PayoutReplayFold();
  for (let fromPosition = 0; ; ) {
    const page = await eventStore.readAll({ fromPosition, maxCount: PAGE_SIZE });
    for (const event of page) if (event.streamId.startsWith('pair-') || REPLAYED_TYPES.has(event.type)) fold.apply(event);
    if (page.length < PAGE_SIZE) break;
    fromPosition = page[page.length - 1].position;
  }
  // A payout that started in the month charges and pays from then on.
  const provider = gateway ? await gateway.moneyRecords(new Date(Date.UTC(Number(found[1]), Number(found[2]) - 1, 1))) : null;
  return fold.report({ month: options.month, provider, whatIf: options.whatIf ?? null });
}
