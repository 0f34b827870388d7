import { Inject, Injectable } from '@nestjs/common';
import { userStreamId } from '../../../domain/accounts/account.rules';
import { UserCommand } from '../../../domain/accounts/user.commands';
import { userDecider } from '../../../domain/accounts/user.decider';
import { UserEvent } from '../../../domain/accounts/user.events';
import { evolveUserDocument, UserDocument, usersProjection } from '../../../projections/users/users.projection';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { EVENT_STORE, EventStore } from '../../../platform/eventstore/event-store.port';
import { GraphqlContext } from './auth/graphql-context';

/**
 * Runs user commands through the generic decider handler and returns once the users read model
 * shows their events (read-your-writes), so the caller's next query sees its own change.
 */
@Injectable()
export class UserCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
  ) {}

  contextOf(request: Pick<GraphqlContext, 'correlationId' | 'requestId'>, actorId: string | null): CommandContext {
    return this.runtime.contextOf(request, actorId);
  }

  async run(userId: string, command: Omit<UserCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<UserEvent>> {
    const outcome = await handleCommand(this.eventStore, userStreamId(userId), userDecider, command, context);
    await this.awaitReadModel(outcome.position);
    return outcome;
  }

  awaitReadModel(position: number): Promise<void> {
    return this.runtime.awaitReadModels(position, [usersProjection.name]);
  }

  /** The account folded straight from its stream: authoritative even when read models lag. */
  async load(userId: string): Promise<UserDocument | null> {
    const events = await this.eventStore.readStream(userStreamId(userId));
    let document: UserDocument | null = null;
    for (const event of events) document = evolveUserDocument(document, { type: event.type, data: event.data } as UserEvent, event.position);
    return document;
  }
}
