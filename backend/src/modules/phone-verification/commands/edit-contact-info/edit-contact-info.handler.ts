import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { userStream } from '../../../accounts/user-stream';

/** editContactInfo: records the viewer's new phone number (PhoneNumberChanged); a new number must be verified again. */
@Injectable()
export class EditContactInfoHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; phoneNumber: string }, context: CommandContext): Promise<UserDocument | null> {
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(input.userId), { type: 'ChangePhoneNumber', data: { phoneNumber: input.phoneNumber } }, context, {
      awaitReadModels: userStream.readModels,
    });
    return findUserById(this.readModels, input.userId);
  }
}
