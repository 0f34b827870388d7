import { Inject, Injectable } from '@nestjs/common';
import { emailStreamId, normaliseEmail, userStreamId } from '../../../domain/accounts/account.rules';
import { emailAddressDecider } from '../../../domain/accounts/email-address.decider';
import { userDecider } from '../../../domain/accounts/user.decider';
import { AppConfig } from '../../config/app-config';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { handleCommand } from '../../event-sourcing/handle-command';
import { CLOCK, Clock } from '../../../platform/clock/clock.port';
import { CREDENTIAL_STORE, CredentialStore } from '../../../platform/credentials/credential-store.port';
import { EVENT_STORE, EventStore } from '../../../platform/eventstore/event-store.port';
import { logger } from '../../../platform/logging/logger';
import { APP_CONFIG } from '../../platform.module';
import { userIdReservingEmail } from './account-lookup';
import { passwordKey } from './auth/credential-keys';
import { hashPassword } from './auth/password-hasher';
import { UserCommands } from './user-commands.service';

/**
 * Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD at start. Idempotent: the user id and
 * event ids derive from the address, so a second start (or two processes at once) appends nothing.
 */
@Injectable()
export class AdminBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UserCommands,
  ) {}

  async ensureAdmin(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return;
    const email = normaliseEmail(adminEmail);
    const existingId = await userIdReservingEmail(this.eventStore, email);
    if (existingId) {
      const existing = await this.users.load(existingId);
      if (!existing?.profile.profileTypes.includes('ADMIN')) logger.warn({ email }, 'ADMIN_EMAIL belongs to an account that is not an admin; left unchanged');
      return;
    }
    const userId = deterministicUuid(`admin:${email}`);
    const context = { correlationId: 'admin-bootstrap', causationId: 'admin-bootstrap', actorId: null, now: this.clock.now(), idempotencyKey: 'admin-bootstrap' };
    const signUp = {
      type: 'SignUpUser' as const,
      data: { userId, email, password: adminPassword, firstName: 'Admin', lastName: 'Team', profileTypes: ['ADMIN' as const] },
    };
    userDecider.decide({ ...signUp, metadata: { now: context.now, actorId: null } }, userDecider.initialState());
    await handleCommand(this.eventStore, emailStreamId(email), emailAddressDecider, { type: 'ReserveEmailAddress', data: { email, userId } }, context);
    await this.credentials.put(passwordKey(userId), { hash: await hashPassword(adminPassword) });
    await handleCommand(this.eventStore, userStreamId(userId), userDecider, signUp, context);
    await this.users.run(userId, { type: 'VerifyEmail', data: {} }, { ...context, idempotencyKey: 'admin-bootstrap-verify' });
    logger.info({ email }, 'first admin created');
  }
}
