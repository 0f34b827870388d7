import { SessionEvent } from '../../../../domain/sessions/session.events';
import { Clock } from '../../../../platform/clock/clock.port';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { EventStore } from '../../../../platform/eventstore/event-store.port';
import { Logger } from '../../../../platform/logging/logger';
import { JobQueue } from '../../../../platform/queue/job-queue.port';
import { PAYOUTS_QUEUE, PROCESS_PAYOUT_ATTEMPTS, PROCESS_PAYOUT_JOB, payoutJobId } from '../../../workers/payouts/process-payout.processor';
import { SessionJobSchedule } from '../../sessions/session-job-schedule';

/** The session events that set, move or end a payout's time. */
export const PAYOUT_SCHEDULE_EVENTS: ReadonlySet<SessionEvent['type']> = new Set(['SessionScheduled', 'SessionEdited', 'SessionCancelled', 'SessionErrorFixed']);

/** Raised while the payout job runs: the reaction retries the event once the run has settled. */
export class PayoutJobRunning extends Error {
  constructor(sessionId: string) {
    super(`The payout job of session ${sessionId} is running; its schedule is set again once it settles.`);
    this.name = 'PayoutJobRunning';
  }
}

/**
 * Keeps the delayed job `payout:<sessionId>` at the session's processingTime: scheduled or edited,
 * the job is added or moved; cancelled, removed; fixed after an error, added again for now. The run
 * itself reads the session, so a moved processing time makes a running job a no-op and the retried
 * event then schedules the new time.
 */
export class PayoutSchedule extends SessionJobSchedule {
  constructor(eventStore: EventStore, pipeline: CommandPipeline, jobs: JobQueue, clock: Clock, logger: Logger) {
    super(
      {
        name: 'payout-schedule',
        events: PAYOUT_SCHEDULE_EVENTS,
        editedField: 'processingTime',
        queue: PAYOUTS_QUEUE,
        jobName: PROCESS_PAYOUT_JOB,
        jobIdOf: payoutJobId,
        attempts: PROCESS_PAYOUT_ATTEMPTS,
        // Processed, in error (waiting for its fix), or its payout under way: the job has done or is doing its part.
        dueAt: (session) => (session.status === 'COMPLETED' || session.status === 'ERROR' || session.processingStartedAt !== null ? null : session.processingTime),
        running: (sessionId) => new PayoutJobRunning(sessionId),
      },
      eventStore,
      pipeline,
      jobs,
      clock,
      logger,
    );
  }
}
