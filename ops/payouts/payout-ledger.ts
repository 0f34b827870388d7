import { PAYOUT_EVENT_TYPES, PayoutEvent } from '../../backend/domain/payouts/payout.events';
import { loadConfig } from '../../backend/src/config/app-config';
import { EventStore, RecordedEvent } from '../../backend/platform/eventstore/event-store.port';
import { openEventLog } from '../../backend/src/infrastructure/platform';

/**
 * Finance's replay of the payout events: what was charged, spent from credits, transferred and owed
 * by hand, per month, recomputed from the log alone (the log is the source of truth; the provider's
 * own records can be reconciled against it). `npm run payouts:ledger [YYYY-MM]`; output is one JSON
 * document on stdout.
 */

export interface ManualPayoutOwed {
  sessionId: string;
  /** Whose share it is: a session with several paying clients owes the tutor one manual payout per client. */
  clientId: string;
  tutorId: string;
  method: string;
  manualPayoutId: string;
  amountCents: number;
  recordedAt: string;
}

export interface MonthLedger {
  month: string;
  payouts: number;
  byStatus: Record<string, number>;
  chargedCents: number;
  creditsAppliedCents: number;
  transferredCents: number;
  manualOwedCents: number;
  manualPayouts: ManualPayoutOwed[];
}

const PAYOUT_TYPES: ReadonlySet<string> = new Set(PAYOUT_EVENT_TYPES);

/**
 * Totals payout events (in log order) by month, one payout per payout stream (a session with
 * several paying clients has one per client); the month is the one the payout's first attempt
 * started in. It reads the facts as recorded (amounts, the client a payout started for, the status
 * its latest attempt reached): finance's tally needs no payout state, so it keeps none.
 */
export function ledgerOf(events: Iterable<Pick<RecordedEvent, 'streamId' | 'type' | 'data'>>): MonthLedger[] {
  /** Each payout's latest status: processing once an attempt starts, then the status it failed or completed with. */
  const statusOf = new Map<string, string>();
  const clientOf = new Map<string, string>();
  const monthOf = new Map<string, string>();
  const months = new Map<string, MonthLedger>();
  const ledger = (streamId: string): MonthLedger => {
    const month = monthOf.get(streamId) as string;
    let found = months.get(month);
    if (!found) {
      found = { month, payouts: 0, byStatus: {}, chargedCents: 0, creditsAppliedCents: 0, transferredCents: 0, manualOwedCents: 0, manualPayouts: [] };
      months.set(month, found);
    }
    return found;
  };
  for (const recorded of events) {
    if (!PAYOUT_TYPES.has(recorded.type)) continue;
    const event = { type: recorded.type, data: recorded.data } as PayoutEvent;
    const { streamId } = recorded;
    if (event.type === 'PayoutStarted' && !monthOf.has(streamId)) {
      monthOf.set(streamId, event.data.startedAt.slice(0, 7));
      ledger(streamId).payouts += 1;
    }
    if (!monthOf.has(streamId)) continue;
    const month = ledger(streamId);
    switch (event.type) {
      case 'PayoutStarted':
        statusOf.set(streamId, 'processing');
        clientOf.set(streamId, event.data.clientId);
        break;
      case 'PayoutFailed':
      case 'PayoutCompleted':
        statusOf.set(streamId, event.data.status);
        break;
      case 'ClientCharged':
        month.chargedCents += event.data.amountCents;
        break;
      case 'CreditsApplied':
        month.creditsAppliedCents += event.data.amountCents;
        break;
      case 'TutorTransferred':
        month.transferredCents += event.data.amountCents;
        break;
      case 'ManualPayoutRecorded':
        month.manualOwedCents += event.data.amountCents;
        month.manualPayouts.push({
          sessionId: event.data.sessionId,
          // Started (monthOf is set by PayoutStarted), so its client is known.
          clientId: clientOf.get(streamId) ?? '',
          tutorId: event.data.tutorId,
          method: event.data.method,
          manualPayoutId: event.data.manualPayoutId,
          amountCents: event.data.amountCents,
          recordedAt: event.data.recordedAt,
        });
        break;
      default:
        break;
    }
  }
  for (const [streamId, status] of statusOf) {
    const month = ledger(streamId);
    month.byStatus[status] = (month.byStatus[status] ?? 0) + 1;
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

async function* readWholeLog(eventStore: EventStore, pageSize = 10_000): AsyncGenerator<RecordedEvent> {
  for (let fromPosition = 0; ; ) {
    const page = await eventStore.readAll({ fromPosition, maxCount: pageSize });
    yield* page;
    if (page.length < pageSize) return;
    fromPosition = page[page.length - 1].position;
  }
}

async function main(): Promise<void> {
  const onlyMonth = process.argv[2];
  const config = loadConfig();
  // Through the shredding layer: the manual payouts owed name the handles finance pays to.
  const eventStore: EventStore = await openEventLog(config);
  try {
    const events: RecordedEvent[] = [];
    for await (const event of readWholeLog(eventStore)) if (PAYOUT_TYPES.has(event.type)) events.push(event);
    const months = ledgerOf(events).filter((month) => !onlyMonth || month.month === onlyMonth);
    process.stdout.write(`${JSON.stringify({ months }, null, 2)}\n`);
  } finally {
    await eventStore.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`payout ledger failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
