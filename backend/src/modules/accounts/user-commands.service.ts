import { Injectable } from '@nestjs/common';
import { UserCommand } from '../../../domain/accounts/user.commands';
import { UserEvent } from '../../../domain/accounts/user.events';
import { ReadModels } from '../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../projections/users/users.projection';
import { CommandContext, CommandOutcome, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { GraphqlContext } from './auth/graphql-context';
import { userStream } from './user-stream';

/**
 * @deprecated Transitional: write with `pipeline.run(userStream.decider, userStream.streamIdOf(id), ...)`
 * (see user-stream.ts) and read the users read model. A thin wrapper over the CommandPipeline, kept
 * only until no caller is left.
 */
@Injectable()
export class UserCommands {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  contextOf(request: Pick<GraphqlContext, 'correlationId' | 'requestId'>, actorId: string | null): CommandContext {
    return this.pipeline.contextOf(request, actorId);
  }

  run(userId: string, command: Omit<UserCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<UserEvent>> {
    return this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), command, context, { awaitReadModels: userStream.readModels });
  }

  awaitReadModel(position: number): Promise<void> {
    return this.pipeline.awaitReadModels(position, userStream.readModels);
  }

  /** The account as the users read model holds it (run waits for it, so it shows the caller's own writes). */
  load(userId: string): Promise<UserDocument | null> {
    return findUserById(this.readModels, userId);
  }
}
