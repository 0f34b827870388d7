import { sessionDecider, SessionState } from '../../../../domain/sessions/session.decider';
import { SessionEvent, sessionStreamId } from '../../../../domain/sessions/session.events';
import { Clock } from '../../../infrastructure/clock/clock.port';
import { EventStore, RecordedEvent } from '../../../infrastructure/eventstore/event-store.port';
import { Logger } from '../../../infrastructure/logging/logger';
import { JobQueue } from '../../../infrastructure/queue/job-queue.port';
import { PAYOUTS_QUEUE, PROCESS_PAYOUT_ATTEMPTS, PROCESS_PAYOUT_JOB, payoutJobId, ProcessPayoutJob } from '../../../workers/payouts/process-payout.processor';
import { LogReaction, ReactionCheckpoints } from '../../live/log-reaction';

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
 * Keeps the delayed job `payout:<sessionId>` at the session's processingTime, from a subscription
 * to the stored log. Each event syncs the job with the session as its stream now stands (not with
 * the event alone), so replays and redeliveries converge: scheduled or edited, the job is added or
 * moved; cancelled, removed; fixed after an error, added again for now. A job that is running is
 * never touched: the event is retried until the run settles, and the run itself reads the session
 * (a moved processing time makes it a no-op, the retry then schedules the new time).
 */
export class PayoutSchedule {
  private reaction: LogReaction | null = null;

  constructor(
    private readonly eventStore: EventStore,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** From the checkpoint, or the start of the log on the very first start, so no session is ever missed. */
  async start(checkpoints: ReactionCheckpoints | null, retryDelayMs = 250): Promise<void> {
    this.reaction = new LogReaction('payout-schedule', this.eventStore, PAYOUT_SCHEDULE_EVENTS, (event) => this.react(event), this.logger, checkpoints, 500, {
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
    if (event.type === 'SessionEdited' && (event.data as { processingTime?: string }).processingTime === undefined) return;
    await this.sync((event.data as { sessionId: string }).sessionId);
  }

  async sync(sessionId: string): Promise<void> {
    const events = await this.eventStore.readStream(sessionStreamId(sessionId));
    const session: SessionState = events.map((event) => ({ type: event.type, data: event.data }) as SessionEvent).reduce(sessionDecider.evolve, sessionDecider.initialState());
    const jobId = payoutJobId(sessionId);
    if (session.status === 'none') return;
    if (session.status === 'CANCELLED') {
      if ((await this.jobs.remove(PAYOUTS_QUEUE, jobId)) === 'active') throw new PayoutJobRunning(sessionId);
      return;
    }
    // Processed, in error (waiting for its fix), or its payout under way: the job has done or is doing its part.
    if (session.status === 'COMPLETED' || session.status === 'ERROR' || session.processingStartedAt !== null) return;
    const delayMs = Math.max(0, Date.parse(session.processingTime) - this.clock.now().getTime());
    const outcome = await this.jobs.schedule<ProcessPayoutJob>(PAYOUTS_QUEUE, PROCESS_PAYOUT_JOB, { sessionId }, { jobId, delayMs, attempts: PROCESS_PAYOUT_ATTEMPTS });
    if (outcome === 'active') throw new PayoutJobRunning(sessionId);
  }
}
