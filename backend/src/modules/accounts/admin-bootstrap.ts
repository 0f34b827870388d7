import { Inject, Injectable } from '@nestjs/common';
import { normaliseEmail } from '../../../domain/accounts/account.rules';
import { CREDENTIAL_STORE, CredentialStore } from '../../../platform/credentials/credential-store.port';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { logger } from '../../../platform/logging/logger';
import { AppConfig } from '../../config/app-config';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { APP_CONFIG } from '../../platform.module';
import { EmailAddressStreams } from './account-lookup';
import { passwordKey } from './auth/credential-keys';
import { hashPassword } from './auth/password-hasher';
import { userStream } from './user-stream';

/**
 * Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD at start. Idempotent: the user id and
 * event ids derive from the address, so a second start (or two processes at once) appends nothing.
 */
@Injectable()
export class AdminBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly pipeline: CommandPipeline,
    private readonly emailAddresses: EmailAddressStreams,
  ) {}

  async ensureAdmin(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return;
    const email = normaliseEmail(adminEmail);
    const existingId = await this.emailAddresses.userIdReserving(email);
    if (existingId) {
      const { state } = await this.pipeline.load(userStream.decider, userStream.streamIdOf(existingId));
      if (state.status !== 'registered' || !state.profileTypes.includes('ADMIN')) logger.warn({ email }, 'ADMIN_EMAIL belongs to an account that is not an admin; left unchanged');
      return;
    }
    const userId = deterministicUuid(`admin:${email}`);
    const context = this.pipeline.systemContext('admin-bootstrap', 'admin-bootstrap');
    const signUp = {
      type: 'SignUpUser' as const,
      data: { userId, email, password: adminPassword, firstName: 'Admin', lastName: 'Team', profileTypes: ['ADMIN' as const] },
    };
    // Validate before reserving, so a rejected configuration never holds the address.
    userStream.decider.decide({ ...signUp, metadata: { now: context.now, actorId: null } }, userStream.decider.initialState());
    await this.pipeline.run(this.emailAddresses.decider, this.emailAddresses.streamIdOf(email), { type: 'ReserveEmailAddress', data: { email, userId } }, context);
    await this.credentials.put(passwordKey(userId), { hash: await hashPassword(adminPassword) });
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), signUp, context);
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), { type: 'VerifyEmail', data: {} }, { ...context, idempotencyKey: 'admin-bootstrap-verify' }, {
      awaitReadModels: userStream.readModels,
    });
    logger.info({ email }, 'first admin created');
  }
}
