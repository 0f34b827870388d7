import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { userStream } from '../../user-stream';

/** saveUserLanguagePreference: records the interface language on the viewer's own account. */
@Injectable()
export class SaveUserLanguagePreferenceHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; language: string }, context: CommandContext): Promise<UserDocument> {
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(input.userId), { type: 'SaveLanguagePreference', data: { language: input.language } }, context, {
      awaitReadModels: userStream.readModels,
    });
    const user = await findUserById(this.readModels, input.userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}
