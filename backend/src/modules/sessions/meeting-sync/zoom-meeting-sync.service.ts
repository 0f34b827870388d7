import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { EVENT_STORE, EventStore } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { MEETINGS, Meetings } from '../../../../platform/meetings/meetings.port';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { ZoomMeetingSync } from './zoom-meeting-sync';

/** In the `worker` role: the reaction that moves and deletes Zoom meetings with their sessions (its checkpoint beside the read models, registered with the reactions' progress). */
@Injectable()
export class ZoomMeetingSyncService implements OnApplicationBootstrap, OnModuleDestroy {
  private sync: ZoomMeetingSync | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly pipeline: CommandPipeline,
    private readonly progress: ReactionProgress,
    @Inject(MEETINGS) private readonly meetings: Meetings,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.sync = new ZoomMeetingSync(this.eventStore, this.pipeline, this.meetings, logger);
    await this.sync.start(this.checkpoints, undefined, this.progress);
  }

  async onModuleDestroy(): Promise<void> {
    await this.sync?.stop();
  }
}
