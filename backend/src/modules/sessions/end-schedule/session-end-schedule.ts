import { sessionDecider, SessionState } from '../../../../domain/sessions/session.decider';
import { SessionEvent, sessionStreamId } from '../../../../domain/sessions/session.events';
import { Clock } from '../../../infrastructure/clock/clock.port';
import { EventStore, RecordedEvent } from '../../../infrastructure/eventstore/event-store.port';
import { Logger } from '../../../infrastructure/logging/logger';
import { JobQueue } from '../../../infrastructure/queue/job-queue.port';
import { END_SESSION_ATTEMPTS, END_SESSION_JOB, endSessionJobId, EndSessionJob, SESSIONS_QUEUE } from '../../../workers/sessions/end-session.processor';
import { LogReaction, ReactionCheckpoints } from '../../live/log-reaction';

/** The session events that set, move or drop the time a session ends. */
export const END_SCHEDULE_EVENTS: ReadonlySet<SessionEvent['type']> = new Set(['SessionScheduled', 'SessionEdited', 'SessionCancelled']);

/** Raised while the end job runs: the reaction retries the event once the run has settled. */
export class EndJobRunning extends Error {
  constructor(sessionId: string) {
    super(`The end job of session ${sessionId} is running; its schedule is set again once it settles.`);
    this.name = 'EndJobRunning';
  }
}

/**
 * Keeps the delayed job `end:<sessionId>` at the session's end time, from a subscription to the
 * stored log (never from code after the append). Each event syncs the job with the session as its
 * stream now stands, so replays and redeliveries converge: an upcoming session's job is added or
 * moved to its end; a cancelled one's removed; an ended one's left to finish.
 */
export class SessionEndSchedule {
  private reaction: LogReaction | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** From the checkpoint, or the start of the log on the very first start, so no session is missed. */
  async start(checkpoints: ReactionCheckpoints | null, retryDelayMs = 250): Promise<void> {
    this.reaction = new LogReaction('session-end-schedule', this.eventStore, END_SCHEDULE_EVENTS, (event) => this.react(event), this.logger, checkpoints, 500, {
      retryDelayMs,
      fromBeginning: true,
    });
    await this.reaction.start();
  }

  async stop(): Promise<void> {
    await this.reaction?.stop();
    this.reaction = null;
  }

  async react(event: RecordedEvent): Promise<void> {
    if (event.type === 'SessionEdited' && (event.data as { endTime?: string }).endTime === undefined) return;
    await this.sync((event.data as { sessionId: string }).sessionId);
  }

  async sync(sessionId: string): Promise<void> {
    const events = await this.eventStore.readStream(sessionStreamId(sessionId));
    const session: SessionState = events.map((event) => ({ type: event.type, data: event.data }) as SessionEvent).reduce(sessionDecider.evolve, sessionDecider.initialState());
    const jobId = endSessionJobId(sessionId);
    if (session.status === 'none') return;
    if (session.status === 'CANCELLED') {
      if ((await this.jobs.remove(SESSIONS_QUEUE, jobId)) === 'active') throw new EndJobRunning(sessionId);
      return;
    }
    if (session.status !== 'UPCOMING') return;
    const delayMs = Math.max(0, Date.parse(session.endTime) - this.clock.now().getTime());
    const outcome = await this.jobs.schedule<EndSessionJob>(SESSIONS_QUEUE, END_SESSION_JOB, { sessionId }, { jobId, delayMs, attempts: END_SESSION_ATTEMPTS });
    if (outcome === 'active') throw new EndJobRunning(sessionId);
  }
}
