import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { catalogFromService } from '../../../../ops/seed/seed-catalog-adapter';
import { demoSetOptions, runSeed } from '../../../../ops/seed/seed-run';
import { AppConfig } from '../../config/app-config';
import { CLOCK, Clock } from '../../../platform/clock/clock.port';
import { CREDENTIAL_STORE, CredentialStore } from '../../../platform/credentials/credential-store.port';
import { EVENT_STORE, EventStore } from '../../../platform/eventstore/event-store.port';
import { logger } from '../../../platform/logging/logger';
import { APP_CONFIG } from '../../platform.module';
import { CatalogService } from '../catalog/catalog.service';

/**
 * On an empty event log, loads the demo set (ops/seed: a few hundred tutors in six cities, clients,
 * reviews and the README's demo accounts) through the command side, before the server listens, so
 * the first /readyz already covers it. Never on a log that holds anything, so a second start adds
 * nothing; DEMO_DATA=off (the default in production) turns it off. Only the process that projects
 * loads it; the writes are idempotent anyway (ids derive from the seed), so two racing starts agree.
 */
@Injectable()
export class DemoDataLoader implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly catalog: CatalogService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoData || !this.config.roles.has('projector')) return;
    if ((await this.eventStore.headPosition()) > 0) return;
    const report = await runSeed(catalogFromService(this.catalog), { eventStore: this.eventStore, credentials: this.credentials, emailStreamKey: this.config.emailStreamKey }, demoSetOptions(this.clock.now()));
    logger.info(
      { tutors: report.tutorProfiles, accounts: report.accountsWritten, reviews: report.reviews, events: report.events, ms: Math.round(report.elapsedMs) },
      'demo data loaded into the empty event log (DEMO_DATA=off to start empty)',
    );
  }
}
