import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { JOB_QUEUE, JobQueue } from '../../../../../platform/queue/job-queue.port';
import { PAYOUTS_QUEUE, PROCESS_PAYOUT_ATTEMPTS, PROCESS_PAYOUT_JOB, payoutJobId, ProcessPayoutJob } from '../../../../workers/payouts/process-payout.processor';
import { SignedIn } from '../../../accounts/auth/access';

@Resolver()
export class AdminRetrySessionPayoutResolver {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue) {}

  /**
   * For a payout whose job gave up (the provider down for hours): runs it again now. Safe whatever
   * the session's state: the run resumes from the events with the same idempotency keys, and does
   * nothing for a session processed, cancelled or not yet due.
   */
  @SignedIn('ADMIN')
  @Mutation(() => Boolean, { description: "Runs a session's payout job again now (it resumes where it stopped, never charging or paying twice); true once queued or running." })
  async adminRetrySessionPayout(@Args('sessionId', { type: () => ID }) sessionId: string): Promise<boolean> {
    await this.jobs.schedule<ProcessPayoutJob>(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId), delayMs: 0, attempts: PROCESS_PAYOUT_ATTEMPTS });
    return true;
  }
}
