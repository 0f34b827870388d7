import { Injectable } from '@nestjs/common';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { ProfileDetailsEdits } from '../../profile-details-edits';

/** editPaidPreference: the tutor's paid (true) or volunteering (false); kept on the account with edit-profile's other fields. */
@Injectable()
export class EditPaidPreferenceHandler {
  constructor(private readonly edits: ProfileDetailsEdits) {}

  execute(input: { userId: string; value: boolean }, context: CommandContext): Promise<UserDocument> {
    const { value } = input;
    return this.edits.edit(input.userId, { paidPreference: value }, context);
  }
}
