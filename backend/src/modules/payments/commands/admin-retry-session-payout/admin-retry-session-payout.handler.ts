import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, JobQueue } from '../../../../../platform/queue/job-queue.port';
import { PAYOUTS_QUEUE, PROCESS_PAYOUT_ATTEMPTS, PROCESS_PAYOUT_JOB, payoutJobId, ProcessPayoutJob } from '../../../../workers/payouts/process-payout.processor';

/**
 * adminRetrySessionPayout, for a payout whose job gave up (the provider down for hours): runs it
 * again now. Safe whatever the session's state: the run resumes from the events with the same
 * idempotency keys, and does nothing for a session processed, cancelled or not yet due.
 */
@Injectable()
export class AdminRetrySessionPayoutHandler {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue) {}

  async execute(input: { sessionId: string }): Promise<void> {
    const { sessionId } = input;
    await this.jobs.schedule<ProcessPayoutJob>(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId), delayMs: 0, attempts: PROCESS_PAYOUT_ATTEMPTS });
  }
}
