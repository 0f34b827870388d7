import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { replayReportText } from '../../backend/domain/payouts/payout-replay';
import { EventStore } from '../../backend/platform/eventstore/event-store.port';
import { PaymentGateway } from '../../backend/platform/payments/payment-gateway.port';
import { AppConfig, loadConfig } from '../../backend/src/config/app-config';
import { createPaymentGateway, openEventLog } from '../../backend/src/infrastructure/platform';
import { REPLAY_MONTH, replayPayoutMonth } from '../../backend/src/modules/finance/payout-replay-reader';

/**
 * `npm run payouts:replay -- --month 2026-10 [--client-fee 9.7 --tutor-fee 7.7] [--what-if-file FILE]`
 *
 * Replays the month's payouts from the log (the configured event store), recomputes each from the
 * recorded facts, compares with what was recorded and with the payment provider's records (Stripe
 * when configured, else the sandbox's file), and prints the differences and the month's totals.
 * Exits 1 on any difference, 2 on a usage error. With fee percentages it also recomputes the month
 * at those fees and writes those totals beside the recorded ones into a scratch file (default
 * `$DATA_DIR/scratch/payout-what-if-<month>.json`), never into the log.
 */

const USAGE = 'usage: npm run payouts:replay -- --month YYYY-MM [--client-fee PERCENT --tutor-fee PERCENT] [--what-if-file FILE]\n';

export interface ReplayCliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const asPercent = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  const percent = Number(value);
  return value.trim() !== '' && Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : Number.NaN;
};

/** The CLI, callable from tests: answers the exit status. `open` gives the log and the provider of a configuration. */
export async function payoutReplayCli(
  argv: string[],
  config: AppConfig,
  io: ReplayCliIo,
  open: (config: AppConfig) => Promise<{ eventStore: EventStore; gateway: PaymentGateway }> = openLogAndProvider,
): Promise<number> {
  let values: { month?: string; 'client-fee'?: string; 'tutor-fee'?: string; 'what-if-file'?: string };
  try {
    values = parseArgs({ args: argv, options: { month: { type: 'string' }, 'client-fee': { type: 'string' }, 'tutor-fee': { type: 'string' }, 'what-if-file': { type: 'string' } } }).values;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { month } = values;
  const clientFee = asPercent(values['client-fee']);
  const tutorFee = asPercent(values['tutor-fee']);
  if (!month || !REPLAY_MONTH.test(month) || Number.isNaN(clientFee) || Number.isNaN(tutorFee) || (clientFee === null) !== (tutorFee === null)) {
    io.err(USAGE);
    return 2;
  }
  const whatIf = clientFee !== null && tutorFee !== null ? { clientFeePercent: clientFee, tutorFeePercent: tutorFee } : null;
  const { eventStore, gateway } = await open(config);
  try {
    const report = await replayPayoutMonth(eventStore, gateway, { month, whatIf });
    io.out(replayReportText(report));
    if (whatIf && report.whatIf) {
      const file = resolve(values['what-if-file'] ?? join(config.dataDir, 'scratch', `payout-what-if-${month}.json`));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ month, ...whatIf, recorded: report.recorded, whatIf: report.whatIf }, null, 2)}\n`);
      io.err(`what-if totals written to ${file}\n`);
    }
    return report.differences.length > 0 ? 1 : 0;
  } finally {
    await eventStore.close();
    await gateway.close();
  }
}

/** The log through the shredding layer, so manual payouts name their handles (until their tutor is deleted). */
async function openLogAndProvider(config: AppConfig): Promise<{ eventStore: EventStore; gateway: PaymentGateway }> {
  return { eventStore: await openEventLog(config), gateway: await createPaymentGateway(config) };
}

if (require.main === module) {
  payoutReplayCli(process.argv.slice(2), loadConfig(), { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) }).then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      process.stderr.write(`payout replay failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
