import { Inject, Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { sessionStream } from '../../../sessions/session-stream';
import { SessionMessages } from '../../../../../domain/sessions/session.rules';
import { JOB_QUEUE, JobQueue } from '../../../../../platform/queue/job-queue.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSession } from '../../../../../projections/sessions/sessions.projection';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { PAYOUTS_QUEUE, PROCESS_PAYOUT_ATTEMPTS, PROCESS_PAYOUT_JOB, payoutJobId, ProcessPayoutJob } from '../../../../workers/payouts/process-payout.processor';

/**
 * adminRetrySessionPayout, for a payout whose job gave up (the provider down for hours): runs it
 * again now. Safe whatever the session's state: the run resumes from the events with the same
 * idempotency keys, and does nothing for a session processed, cancelled or not yet due. An id no
 * session has answers NOT_FOUND, queueing nothing. The admin's retry is recorded on the session
 * (SessionPayoutRetryRequested) before the job is queued, for its history.
 */
@Injectable()
export class AdminRetrySessionPayoutHandler {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly readModels: ReadModels,
    private readonly pipeline: CommandPipeline,
  ) {}

  async execute(input: { sessionId: string }, context: CommandContext): Promise<void> {
    const { sessionId } = input;
    if (!(await findSession(this.readModels, sessionId))) throw new NotFoundError(SessionMessages.notFound);
    await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(sessionId), { type: 'RequestPayoutRetry', data: {} }, context);
    await this.jobs.schedule<ProcessPayoutJob>(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId: payoutJobId(sessionId), delayMs: 0, attempts: PROCESS_PAYOUT_ATTEMPTS });
  }
}
