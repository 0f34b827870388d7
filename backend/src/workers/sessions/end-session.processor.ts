import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../domain/shared/domain-error';
import { sessionDecider } from '../../../domain/sessions/session.decider';
import { sessionStreamId } from '../../../domain/sessions/session.events';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { handleCommand } from '../../event-sourcing/handle-command';
import { Clock } from '../../../platform/clock/clock.port';
import { EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { Logger } from '../../../platform/logging/logger';
import { JobQueue, JobWorker } from '../../../platform/queue/job-queue.port';

export const SESSIONS_QUEUE = 'sessions';
export const END_SESSION_JOB = 'end-session';
export const END_SESSION_ATTEMPTS = 8;

export interface EndSessionJob {
  sessionId: string;
}

/** The job that ends a session at its end time, one per session: scheduled, moved and removed with the session. */
export function endSessionJobId(sessionId: string): string {
  return `end:${sessionId}`;
}

/** Concurrent writers to one session are few (an edit, the payout fence): a handful of re-decisions settles them. */
const MAX_CONFLICTS = 10;

export type EndSessionOutcome = 'ended' | 'nothing-to-do' | 'not-yet';

/**
 * CompleteSession for one session (UPCOMING -> RECENTLY_COMPLETED). Idempotent: a session already
 * ended, cancelled or processed records nothing; one whose end moved later is left for the job at
 * its new time (the schedule moved it). A redelivered job finds the session ended and appends nothing.
 */
export async function endSession(eventStore: EventStore, clock: Clock, sessionId: string, causationId: string = randomUUID()): Promise<EndSessionOutcome> {
  for (let conflicts = 0; ; conflicts++) {
    try {
      const outcome = await handleCommand(eventStore, sessionStreamId(sessionId), sessionDecider, { type: 'CompleteSession', data: {} }, {
        correlationId: endSessionJobId(sessionId),
        causationId,
        actorId: null,
        now: clock.now(),
      });
      return outcome.events.length > 0 ? 'ended' : 'nothing-to-do';
    } catch (error) {
      if (error instanceof DomainError && error.message === SessionMessages.notEnded) return 'not-yet';
      if (error instanceof DomainError && error.message === SessionMessages.notFound) return 'nothing-to-do';
      if (!(error instanceof WrongExpectedVersion) || conflicts >= MAX_CONFLICTS) throw error;
    }
  }
}

/** Runs `endSession` for each due job; a thrown error (a lost connection) makes the queue retry it. */
export function startEndSessionProcessor(jobs: JobQueue, eventStore: EventStore, clock: Clock, logger: Logger, options: { concurrency?: number } = {}): JobWorker {
  return jobs.process<EndSessionJob>(
    SESSIONS_QUEUE,
    async (job) => {
      try {
        const outcome = await endSession(eventStore, clock, job.data.sessionId, job.id);
        logger.debug({ sessionId: job.data.sessionId, outcome }, 'end-session run');
      } catch (error) {
        logger.warn({ err: error, jobId: job.id, attempt: job.attemptsMade + 1 }, 'end-session run failed; will retry');
        throw error;
      }
    },
    { concurrency: options.concurrency ?? 4 },
  );
}
