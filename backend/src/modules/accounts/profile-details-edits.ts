import { Injectable } from '@nestjs/common';
import { ProfileDetailsInput } from '../../../domain/accounts/profile-details';
import { ReadModels } from '../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../event-sourcing/command-pipeline';
import { UnauthenticatedError } from '../../graphql/graphql-errors';
import { CurrentSchoolInput } from './profile-details.input';
import { userStream } from './user-stream';

/**
 * Edit-profile's one write, shared by editPrimaryInfo, editPersonalInfo and updateUser: the fields
 * given, decided together on the user's stream (all or nothing), answered once the read model has them.
 */
@Injectable()
export class ProfileDetailsEdits {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async edit(userId: string, details: ProfileDetailsFields, context: CommandContext): Promise<UserDocument> {
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(userId), { type: 'EditProfileDetails', data: { details: plainDetails(details) } }, context, {
      awaitReadModels: userStream.readModels,
    });
    const user = await findUserById(this.readModels, userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}

/** Edit-profile's fields as the GraphQL inputs carry them. */
export type ProfileDetailsFields = Omit<ProfileDetailsInput, 'currentSchool'> & { currentSchool?: CurrentSchoolInput | null };

/** The GraphQL input as plain data holding only the fields given (an input class instance may carry undefined keys). */
function plainDetails(details: ProfileDetailsFields): ProfileDetailsInput {
  const { currentSchool: school, ...rest } = details;
  const plain: ProfileDetailsInput = {
    ...rest,
    ...(school !== undefined ? { currentSchool: school ? { name: school.name, city: school.city ?? null, state: school.state ?? null } : null } : {}),
  };
  return Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined)) as ProfileDetailsInput;
}
