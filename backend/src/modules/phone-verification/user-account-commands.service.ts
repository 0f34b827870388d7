import { Inject, Injectable } from '@nestjs/common';
import { userStreamId } from '../../../domain/accounts/account.rules';
import { UserCommand } from '../../../domain/accounts/user.commands';
import { userDecider } from '../../../domain/accounts/user.decider';
import { UserEvent } from '../../../domain/accounts/user.events';
import { findUserById, UserDocument, usersProjection } from '../../../projections/users/users.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';

const MAX_ATTEMPTS = 5;

/**
 * The user commands of phone verification and request preferences on the user's stream; returns
 * once the users read model shows them, so getCurrentUserV2 answers with the change.
 */
@Injectable()
export class UserAccountCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
    private readonly readModels: ReadModels,
  ) {}

  async run(userId: string, command: Omit<UserCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<UserEvent>> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await handleCommand(this.eventStore, userStreamId(userId), userDecider, command, context);
        await this.runtime.awaitReadModels(outcome.position, [usersProjection.name]);
        return outcome;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async current(userId: string): Promise<UserDocument | null> {
    return findUserById(this.readModels, userId);
  }
}
