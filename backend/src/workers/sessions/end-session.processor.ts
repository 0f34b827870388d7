import { DomainError } from '../../../domain/shared/domain-error';
import { sessionDecider } from '../../../domain/sessions/session.decider';
import { sessionStreamId } from '../../../domain/sessions/session.events';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
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

export type EndSessionOutcome = 'ended' | 'nothing-to-do' | 'not-yet';

/**
 * CompleteSession for one session (UPCOMING -> RECENTLY_COMPLETED), through the pipeline (which
 * decides again on a concurrent append). Idempotent: a session already ended, cancelled or
 * processed records nothing; one whose end moved later is left for the job at its new time (the
 * schedule moved it). Its event ids derive from the session, so a redelivered job records nothing.
 */
export async function endSession(pipeline: CommandPipeline, sessionId: string, causationId: string = endSessionJobId(sessionId)): Promise<EndSessionOutcome> {
  const context = { ...pipeline.systemContext(causationId, `${endSessionJobId(sessionId)}:CompleteSession`, 'job'), correlationId: endSessionJobId(sessionId) };
  try {
    const outcome = await pipeline.run(sessionDecider, sessionStreamId(sessionId), { type: 'CompleteSession', data: {} }, context);
    return outcome.events.length > 0 ? 'ended' : 'nothing-to-do';
  } catch (error) {
    if (error instanceof DomainError && error.message === SessionMessages.notEnded) return 'not-yet';
    if (error instanceof DomainError && error.message === SessionMessages.notFound) return 'nothing-to-do';
    throw error;
  }
}

/** Runs `endSession` for each due job; a thrown error (a lost connection) makes the queue retry it. */
export function startEndSessionProcessor(jobs: JobQueue, pipeline: CommandPipeline, logger: Logger, options: { concurrency?: number } = {}): JobWorker {
  return jobs.process<EndSessionJob>(
    SESSIONS_QUEUE,
    async (job) => {
      try {
        const outcome = await endSession(pipeline, job.data.sessionId, job.id);
        logger.debug({ sessionId: job.data.sessionId, outcome }, 'end-session run');
      } catch (error) {
        logger.warn({ err: error, jobId: job.id, attempt: job.attemptsMade + 1 }, 'end-session run failed; will retry');
        throw error;
      }
    },
    { concurrency: options.concurrency ?? 4 },
  );
}
