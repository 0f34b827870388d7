import { Injectable } from '@nestjs/common';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { PersonalInfoInput } from '../../profile-details.input';
import { ProfileDetailsEdits } from '../../profile-details-edits';

/** editPersonalInfo: birthday, client profile type, grade level and current school; the fields left out are kept. */
@Injectable()
export class EditPersonalInfoHandler {
  constructor(private readonly edits: ProfileDetailsEdits) {}

  execute(input: { userId: string; info: PersonalInfoInput }, context: CommandContext): Promise<UserDocument> {
    const { birthday, clientProfileType, gradeLevel, currentSchool } = input.info;
    return this.edits.edit(input.userId, { birthday, clientProfileType, gradeLevel, currentSchool }, context);
  }
}
