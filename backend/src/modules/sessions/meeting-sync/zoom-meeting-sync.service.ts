import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { CREDENTIAL_STORE, CredentialStore } from '../../../infrastructure/credentials/credential-store.port';
import { EVENT_STORE, EventStore } from '../../../infrastructure/eventstore/event-store.port';
import { logger } from '../../../infrastructure/logging/logger';
import { MEETINGS, Meetings } from '../../../infrastructure/meetings/meetings.port';
import { APP_CONFIG } from '../../../platform.module';
import { durableCheckpoints } from '../../live/log-reaction';
import { ZoomMeetingSync } from './zoom-meeting-sync';

/** In the `worker` role: the reaction that moves and deletes Zoom meetings with their sessions (its checkpoint in the durable key-value store). */
@Injectable()
export class ZoomMeetingSyncService implements OnApplicationBootstrap, OnModuleDestroy {
  private sync: ZoomMeetingSync | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(MEETINGS) private readonly meetings: Meetings,
    @Inject(CREDENTIAL_STORE) private readonly durable: CredentialStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    const checkpoints = durableCheckpoints(this.durable);
    this.sync = new ZoomMeetingSync(this.eventStore, this.meetings, logger);
    await this.sync.start(checkpoints);
  }

  async onModuleDestroy(): Promise<void> {
    await this.sync?.stop();
  }
}
