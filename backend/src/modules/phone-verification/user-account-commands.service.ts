import { Injectable } from '@nestjs/common';
import { UserCommand } from '../../../domain/accounts/user.commands';
import { UserEvent } from '../../../domain/accounts/user.events';
import { ReadModels } from '../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../projections/users/users.projection';
import { CommandContext, CommandOutcome, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { userStream } from '../accounts/user-stream';

/**
 * @deprecated Transitional: write with `pipeline.run(userStream.decider, userStream.streamIdOf(id), command,
 * context, { awaitReadModels: userStream.readModels })` (accounts/user-stream.ts) and read the users
 * read model with findUserById. A thin wrapper over the CommandPipeline, kept only until no caller is left.
 */
@Injectable()
export class UserAccountCommands {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  run(userId: string, command: Omit<UserCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<UserEvent>> {
    return this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), command, context, { awaitReadModels: userStream.readModels });
  }

  current(userId: string): Promise<UserDocument | null> {
    return findUserById(this.readModels, userId);
  }
}
