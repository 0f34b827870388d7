import { Injectable } from '@nestjs/common';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { UpdateUserInput } from '../../profile-details.input';
import { ProfileDetailsEdits } from '../../profile-details-edits';

/** updateUser: any of edit-profile's fields at once (the page's one Save), newsletters among them; all or nothing. */
@Injectable()
export class UpdateUserHandler {
  constructor(private readonly edits: ProfileDetailsEdits) {}

  execute(input: { userId: string; update: UpdateUserInput }, context: CommandContext): Promise<UserDocument> {
    const { firstName, lastName, birthday, clientProfileType, gradeLevel, currentSchool, isReceivingNewsletters } = input.update;
    return this.edits.edit(input.userId, { firstName, lastName, birthday, clientProfileType, gradeLevel, currentSchool, isReceivingNewsletters }, context);
  }
}
