import { Logger } from '../../../platform/logging/logger';
import { JobQueue, JobWorker } from '../../../platform/queue/job-queue.port';
import { PayoutProcessing } from './payout-processing';

export const PAYOUTS_QUEUE = 'payouts';
export const PROCESS_PAYOUT_JOB = 'process-payout';
/**
 * A timeout or outage is retried with backoff (1 s, 2 s, 4 s, ...): 15 attempts span about four and
 * a half hours, to ride out a provider outage. Past them the session stays fenced (edits need
 * support), the log says 'job failed on its last attempt', and an admin runs it again
 * (adminRetrySessionPayout): a payout whose outcome is unknown is never marked as failed, since a
 * later attempt would charge with a new key.
 */
export const PROCESS_PAYOUT_ATTEMPTS = 15;

export interface ProcessPayoutJob {
  sessionId: string;
}

/** The job of a session's payout, one per session: scheduled, moved and removed with the session. */
export function payoutJobId(sessionId: string): string {
  return `payout:${sessionId}`;
}

/**
 * Runs `processPayout` for the session of each job at its processing time. A thrown error (a
 * gateway timeout, a lost connection) makes the queue retry the job; each run resumes from the
 * events, so retries, redeliveries and restarts never charge or pay twice.
 */
export function startProcessPayoutProcessor(jobs: JobQueue, payouts: PayoutProcessing, logger: Logger, options: { concurrency?: number } = {}): JobWorker {
  return jobs.process<ProcessPayoutJob>(
    PAYOUTS_QUEUE,
    async (job) => {
      try {
        const outcome = await payouts.run(job.data.sessionId, job.id);
        logger.debug({ sessionId: job.data.sessionId, outcome }, 'payout run');
      } catch (error) {
        logger.warn({ err: error, jobId: job.id, attempt: job.attemptsMade + 1 }, 'payout run failed; will retry');
        throw error;
      }
    },
    { concurrency: options.concurrency ?? 8 },
  );
}
