import { Inject, Injectable } from '@nestjs/common';
import { userStreamId } from '../../../domain/accounts/account.rules';
import { UserCommand } from '../../../domain/accounts/user.commands';
import { userDecider } from '../../../domain/accounts/user.decider';
import { UserEvent } from '../../../domain/accounts/user.events';
import { evolveUserDocument, UserDocument, usersProjection } from '../../../projections/users/users.projection';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { AppConfig } from '../../config/app-config';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { CLOCK, Clock } from '../../infrastructure/clock/clock.port';
import { EVENT_STORE, EventStore } from '../../infrastructure/eventstore/event-store.port';
import { logger } from '../../infrastructure/logging/logger';
import { APP_CONFIG } from '../../platform.module';
import { GraphqlContext } from './auth/graphql-context';

/**
 * Runs user commands through the generic decider handler and returns once the users read model
 * shows their events (read-your-writes), so the caller's next query sees its own change.
 */
@Injectable()
export class UserCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionRunner,
  ) {}

  contextOf(request: Pick<GraphqlContext, 'correlationId' | 'requestId'>, actorId: string | null): CommandContext {
    return { correlationId: request.correlationId, causationId: request.requestId, actorId, now: this.clock.now() };
  }

  async run(userId: string, command: Omit<UserCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<UserEvent>> {
    const outcome = await handleCommand(this.eventStore, userStreamId(userId), userDecider, command, context);
    await this.awaitReadModel(outcome.position);
    return outcome;
  }

  async awaitReadModel(position: number): Promise<void> {
    if (position === 0) return;
    const reached = await this.projections.waitForPosition(position, [usersProjection.name], this.config.readYourWritesTimeoutMs);
    if (!reached) logger.warn({ position }, 'users read model did not catch up within the read-your-writes timeout');
  }

  /** The account folded straight from its stream: authoritative even when read models lag. */
  async load(userId: string): Promise<UserDocument | null> {
    const events = await this.eventStore.readStream(userStreamId(userId));
    let document: UserDocument | null = null;
    for (const event of events) document = evolveUserDocument(document, { type: event.type, data: event.data } as UserEvent, event.position);
    return document;
  }
}
