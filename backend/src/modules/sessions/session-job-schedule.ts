import { Session, sessionDecider } from '../../../domain/sessions/session.decider';
import { SessionEvent, sessionStreamId } from '../../../domain/sessions/session.events';
import { Clock } from '../../../platform/clock/clock.port';
import { EventStore, RecordedEvent } from '../../../platform/eventstore/event-store.port';
import { Logger } from '../../../platform/logging/logger';
import { JobQueue } from '../../../platform/queue/job-queue.port';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../event-sourcing/log-reaction';

/** Which delayed job a schedule keeps for each session, and when it runs. */
export interface SessionJobSpec {
  /** The reaction's name, also its checkpoint's. */
  name: string;
  /** The session events that set, move or drop the job's time. */
  events: ReadonlySet<SessionEvent['type']>;
  /** A SessionEdited without this field leaves the job's time as it is. */
  editedField: 'endTime' | 'processingTime';
  queue: string;
  jobName: string;
  jobIdOf(sessionId: string): string;
  attempts: number;
  /** When the job runs for this (not cancelled) session; null when the job has done or is doing its part. */
  dueAt(session: Session): string | null;
  /** Raised while the job runs: the reaction retries the event once the run has settled. */
  running(sessionId: string): Error;
}

/**
 * Keeps one delayed job per session at a time taken from the session, from a subscription to the
 * stored log (never from code after the append). Each event syncs the job with the session as its
 * stream now stands (not with the event alone), so replays and redeliveries converge: due, the job
 * is added or moved; cancelled, removed. A job that is running is never touched: the event is
 * retried until the run settles, and the run itself reads the session.
 */
export class SessionJobSchedule {
  private reaction: LogReaction | null = null;

  constructor(
    private readonly spec: SessionJobSpec,
    private readonly eventStore: EventStore,
    private readonly pipeline: CommandPipeline,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * From the checkpoint, or the start of the log on the very first start, so no session is ever
   * missed; registered with `progress` so a mutation can wait for the schedule to follow it.
   */
  async start(checkpoints: ReactionCheckpoints | null, retryDelayMs = 250, progress: ReactionProgress | null = null): Promise<void> {
    this.reaction = new LogReaction(this.spec.name, this.eventStore, this.spec.events, (event) => this.react(event), this.logger, checkpoints, 500, {
      retryDelayMs,
      fromBeginning: true,
    });
    progress?.register(this.reaction);
    await this.reaction.start();
  }

  async stop(): Promise<void> {
    await this.reaction?.stop();
    this.reaction = null;
  }

  async react(event: RecordedEvent): Promise<void> {
    if (event.type === 'SessionEdited' && (event.data as Partial<Record<SessionJobSpec['editedField'], string>>)[this.spec.editedField] === undefined) return;
    await this.sync((event.data as { sessionId: string }).sessionId);
  }

  async sync(sessionId: string): Promise<void> {
    const { queue, jobName, attempts } = this.spec;
    const { state: session } = await this.pipeline.load(sessionDecider, sessionStreamId(sessionId));
    const jobId = this.spec.jobIdOf(sessionId);
    if (session.status === 'none') return;
    if (session.status === 'CANCELLED') {
      if ((await this.jobs.remove(queue, jobId)) === 'active') throw this.spec.running(sessionId);
      return;
    }
    const dueAt = this.spec.dueAt(session);
    if (dueAt === null) return;
    const dueTime = Date.parse(dueAt);
    if (Number.isNaN(dueTime)) {
      // Only a session recorded past the deciders has a time that is none: no job can be due then.
      this.logger.error({ sessionId, job: jobName, dueAt }, 'a session job has no time to run at; none is scheduled');
      return;
    }
    const delayMs = Math.max(0, dueTime - this.clock.now().getTime());
    const outcome = await this.jobs.schedule<{ sessionId: string }>(queue, jobName, { sessionId }, { jobId, delayMs, attempts });
    if (outcome === 'active') throw this.spec.running(sessionId);
  }
}
