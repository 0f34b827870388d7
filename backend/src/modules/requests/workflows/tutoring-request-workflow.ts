import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DEFAULT_TUTOR_HOURLY_WAGE } from '../../../../domain/pairs/pair.rules';
import { preferencesOf } from '../../../../domain/requests/tutor-request-preferences';
import { TutoringRequestAccepted, TutoringRequestSent } from '../../../../domain/requests/tutoring-request.events';
import { DomainError, ForbiddenError } from '../../../../domain/shared/domain-error';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { ReadModels } from '../../../../projections/runner/read-models';
import { findTutorById } from '../../../../projections/tutor-search/tutor-search.projection';
import { AppConfig } from '../../../config/app-config';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { userStream } from '../../accounts/user-stream';
import { conversationIdFor, requestMessageIds } from '../../conversations/conversation-ids';
import { conversationStream } from '../../conversations/conversation-stream';
import { pairStream } from '../../pairs/pair-stream';
import { requestStream } from '../request-stream';

/** The reaction's name: its checkpoint, and what the request mutations wait for (pipeline.awaitWorkflows). */
export const TUTORING_REQUEST_WORKFLOW = 'tutoring-request-workflow';

/**
 * Fault injection for the crash test only: the process kills itself when the workflow is about to
 * write the conversation of a sent request, so the test can restart it and find the work done once.
 */
const KILL_BEFORE_WORKFLOW = 'TEST_KILL_BEFORE_WORKFLOW';

const HANDLED = new Set<string>(['TutoringRequestSent', 'TutoringRequestAccepted']);
/** A failing step waits this long (doubling up to a minute) and is tried again: the product relies on every step. */
const RETRY_DELAY_MS = 250;

/**
 * What a tutoring request sets going elsewhere, read from the stored log (the mutations append only
 * the request's own event):
 * - sent to a tutor: their conversation starts (or is reused) with the request's first message and
 *   files; sent with save-preferences: the form becomes the client's preferences;
 * - accepted: the pair opens (or is made active again) and is linked to the conversation.
 * Every write goes through the pipeline with ids from the causing event (contextOfEvent), so a
 * redelivered event, or one handled again after a crash, records nothing twice. Runs in the
 * processes with the `worker` role (all of them in the default single process), from its
 * checkpoint beside the read models; from the start of the log on its very first start.
 */
@Injectable()
export class TutoringRequestWorkflow implements OnApplicationBootstrap, OnModuleDestroy {
  private reaction: LogReaction | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly progress: ReactionProgress,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.reaction = new LogReaction(TUTORING_REQUEST_WORKFLOW, this.eventStore, HANDLED, (event) => this.handle(event), logger, this.checkpoints, 500, {
      fromBeginning: true,
      retryDelayMs: RETRY_DELAY_MS,
    });
    this.progress.register(this.reaction);
    await this.reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.reaction?.stop();
  }

  /** Exposed for tests: what one event sets going. */
  async handle(event: RecordedEvent): Promise<void> {
    if (event.type === 'TutoringRequestSent') await this.requestSent(event, event.data as TutoringRequestSent['data']);
    else if (event.type === 'TutoringRequestAccepted') await this.requestAccepted(event, event.data as TutoringRequestAccepted['data']);
  }

  /**
   * One step of the workflow. A step the deciders refuse (a DomainError or ForbiddenError: deciding
   * again can only refuse again) is logged and left, so one odd request never holds up the ones after
   * it; any other failure (a store unreachable) goes up to the reaction, which retries the event.
   */
  private async step(event: RecordedEvent, step: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof DomainError || error instanceof ForbiddenError)) throw error;
      logger.error({ err: error, workflow: TUTORING_REQUEST_WORKFLOW, step, eventId: event.id, type: event.type }, 'a tutoring request workflow step was refused; left undone');
    }
  }

  private async requestSent(event: RecordedEvent, request: TutoringRequestSent['data']): Promise<void> {
    if (process.env[KILL_BEFORE_WORKFLOW] === '1') process.kill(process.pid, 'SIGKILL');
    const { requestId, clientId, tutorId, firstMessage, files } = request;
    if (tutorId) {
      const conversationId = request.conversationId ?? conversationIdFor(clientId, tutorId);
      await this.step(event, 'conversation', () =>
        this.pipeline.run(
          conversationStream.decider,
          conversationStream.streamIdOf(conversationId),
          {
            type: 'LinkTutoringRequest',
            data: { conversationId, clientId, tutorId, requestId, firstMessage, files, messageIds: requestMessageIds(event.id, files.length) },
          },
          // The request's messages are dated when the request was sent, however late the workflow runs.
          { ...this.pipeline.contextOfEvent(event, 'conversation'), now: new Date(request.sentAt) },
        ),
      );
    }
    // Requests recorded before this workflow saved their preferences at once (and carry no flag).
    if (request.savePreferences === true && !(await this.preferencesSavedSince(clientId, event.position))) {
      await this.step(event, 'preferences', () =>
        this.pipeline.run(
          userStream.decider,
          userStream.streamIdOf(clientId),
          { type: 'SaveTutorRequestPreferences', data: { preferences: preferencesOf(request) } },
          this.pipeline.contextOfEvent(event, 'preferences'),
        ),
      );
    }
  }

  /**
   * Whether the client's preferences were saved after this request was sent (by a later request):
   * handling this one again (a redelivery, a replay after a restart) must not bring back its older form.
   */
  private async preferencesSavedSince(clientId: string, position: number): Promise<boolean> {
    const history = await this.eventStore.readStream(userStream.streamIdOf(clientId));
    return history.some((recorded) => recorded.type === 'TutorRequestPreferencesSaved' && recorded.position > position);
  }

  private async requestAccepted(event: RecordedEvent, accepted: TutoringRequestAccepted['data']): Promise<void> {
    const { state: request } = await this.pipeline.load(requestStream.decider, requestStream.streamIdOf(accepted.requestId));
    if (request.status === 'none') throw new Error(`accepted request ${accepted.requestId} has no stream`);
    const { requestId, tutorId, pairId, conversationId } = accepted;
    // Acceptances recorded before this workflow opened their pair in the same request (same
    // correlation): replaying them from the start of the log leaves those pairs as they are now.
    const pairHistory = await this.eventStore.readStream(pairStream.streamIdOf(pairId));
    if (!pairHistory.some((recorded) => recorded.metadata.correlationId === event.metadata.correlationId)) {
      const tutor = await findTutorById(this.readModels, tutorId);
      await this.step(event, 'pair', () =>
        this.pipeline.run(
          pairStream.decider,
          pairStream.streamIdOf(pairId),
          { type: 'CreatePair', data: { pairId, tutorId, clientId: request.clientId, requestId, tutorHourlyWage: tutor?.hourlyWage ?? DEFAULT_TUTOR_HOURLY_WAGE } },
          this.pipeline.contextOfEvent(event, 'pair'),
        ),
      );
    }
    await this.step(event, 'link-pair', () =>
      this.pipeline.run(conversationStream.decider, conversationStream.streamIdOf(conversationId), { type: 'LinkPair', data: { pairId } }, this.pipeline.contextOfEvent(event, 'conversation')),
    );
  }
}
