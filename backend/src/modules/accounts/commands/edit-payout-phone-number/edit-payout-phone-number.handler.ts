import { Injectable } from '@nestjs/common';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { ProfileDetailsEdits } from '../../profile-details-edits';

/** editPayoutPhoneNumber: the tutor's phone number Venmo pays to (parsed as US); empty clears it; kept on the account with edit-profile's other fields. */
@Injectable()
export class EditPayoutPhoneNumberHandler {
  constructor(private readonly edits: ProfileDetailsEdits) {}

  execute(input: { userId: string; value: string }, context: CommandContext): Promise<UserDocument> {
    const { value } = input;
    return this.edits.edit(input.userId, { payoutPhoneNumber: value }, context);
  }
}
