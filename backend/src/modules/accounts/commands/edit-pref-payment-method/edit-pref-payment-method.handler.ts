import { Injectable } from '@nestjs/common';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { ProfileDetailsEdits } from '../../profile-details-edits';

/** editPrefPaymentMethod: the tutor's manual payout method: venmo or paypal; kept on the account with edit-profile's other fields. */
@Injectable()
export class EditPrefPaymentMethodHandler {
  constructor(private readonly edits: ProfileDetailsEdits) {}

  execute(input: { userId: string; value: string }, context: CommandContext): Promise<UserDocument> {
    const { value } = input;
    return this.edits.edit(input.userId, { prefPaymentMethod: value }, context);
  }
}
