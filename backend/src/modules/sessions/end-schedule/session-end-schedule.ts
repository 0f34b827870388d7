import { SessionEvent } from '../../../../domain/sessions/session.events';
import { Clock } from '../../../../platform/clock/clock.port';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { EventStore } from '../../../../platform/eventstore/event-store.port';
import { Logger } from '../../../../platform/logging/logger';
import { JobQueue } from '../../../../platform/queue/job-queue.port';
import { END_SESSION_ATTEMPTS, END_SESSION_JOB, endSessionJobId, SESSIONS_QUEUE } from '../../../workers/sessions/end-session.processor';
import { SessionJobSchedule } from '../session-job-schedule';

/** The session events that set, move or drop the time a session ends. */
export const END_SCHEDULE_EVENTS: ReadonlySet<SessionEvent['type']> = new Set(['SessionScheduled', 'SessionEdited', 'SessionCancelled']);

/** Raised while the end job runs: the reaction retries the event once the run has settled. */
export class EndJobRunning extends Error {
  constructor(sessionId: string) {
    super(`The end job of session ${sessionId} is running; its schedule is set again once it settles.`);
    this.name = 'EndJobRunning';
  }
}

/** Keeps the delayed job `end:<sessionId>` at an upcoming session's end; a cancelled one's is removed, an ended one's left to finish. */
export class SessionEndSchedule extends SessionJobSchedule {
  constructor(eventStore: EventStore, pipeline: CommandPipeline, jobs: JobQueue, clock: Clock, logger: Logger) {
    super(
      {
        name: 'session-end-schedule',
        events: END_SCHEDULE_EVENTS,
        editedField: 'endTime',
        queue: SESSIONS_QUEUE,
        jobName: END_SESSION_JOB,
        jobIdOf: endSessionJobId,
        attempts: END_SESSION_ATTEMPTS,
        dueAt: (session) => (session.status === 'UPCOMING' ? session.endTime : null),
        running: (sessionId) => new EndJobRunning(sessionId),
      },
      eventStore,
      pipeline,
      jobs,
      clock,
      logger,
    );
  }
}
