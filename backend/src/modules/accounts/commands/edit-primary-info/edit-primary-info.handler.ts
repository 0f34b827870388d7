import { Injectable } from '@nestjs/common';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { ProfileDetailsEdits } from '../../profile-details-edits';

/** editPrimaryInfo: the viewer's first and last name (spec: valid after trimming; 40 and 80 characters at most). */
@Injectable()
export class EditPrimaryInfoHandler {
  constructor(private readonly edits: ProfileDetailsEdits) {}

  execute(input: { userId: string; firstName: string; lastName: string }, context: CommandContext): Promise<UserDocument> {
    return this.edits.edit(input.userId, { firstName: input.firstName, lastName: input.lastName }, context);
  }
}
