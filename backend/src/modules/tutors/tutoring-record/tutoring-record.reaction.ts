import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { pairDecider } from '../../../../domain/pairs/pair.decider';
import { pairStreamId } from '../../../../domain/pairs/pair.rules';
import { sessionDecider, sessionMinutes } from '../../../../domain/sessions/session.decider';
import { sessionStreamId } from '../../../../domain/sessions/session.events';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { AppConfig } from '../../../config/app-config';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { TutorProfileEdits } from '../tutor-profile-stream';

/**
 * A processed session adds its length to the tutor's hours tutored (tutor stream) and one to its
 * pair's sessions tutored (pair stream): a reaction to the stored log in the `worker` role, each
 * write with ids derived from the SessionProcessed event and the step, so a redelivered event
 * records nothing twice. It reads the log from the beginning once, so sessions processed before it
 * existed count too.
 */
@Injectable()
export class TutoringRecordReaction implements OnApplicationBootstrap, OnModuleDestroy {
  private reaction: LogReaction | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly pipeline: CommandPipeline,
    private readonly edits: TutorProfileEdits,
    private readonly progress: ReactionProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.reaction = new LogReaction('tutoring-record', this.eventStore, new Set(['SessionProcessed']), (event) => this.react(event), logger, this.checkpoints, undefined, {
      fromBeginning: true,
    });
    this.progress.register(this.reaction);
    await this.reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.reaction?.stop();
  }

  async react(event: RecordedEvent): Promise<void> {
    const { sessionId } = event.data as { sessionId: string };
    const { state: session } = await this.pipeline.load(sessionDecider, sessionStreamId(sessionId));
    if (session.status === 'none') return;
    const tutor = session.participants.find((participant) => participant.userType === 'TUTOR');
    if (!tutor) return;
    // The system records these facts, whoever's action processed the session.
    const context = (step: string) => ({ ...this.pipeline.contextOfEvent(event, step), actorId: null });
    await this.edits.run(tutor.userId, [{ type: 'RecordTutoredSession', data: { sessionId, minutes: sessionMinutes(session) } }], context('tutor-hours'), { awaitReadModels: false });
    if (session.pairId) {
      await this.pipeline.run(pairDecider, pairStreamId(session.pairId), { type: 'RecordSessionTutored', data: { sessionId } }, context('pair-sessions'));
    }
  }
}
