import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserCommands } from '../../user-commands.service';
import { UserModel } from '../../user.model';

/** A one-event command with no orchestration, so the resolver runs it through the decider handler directly. */
@Resolver()
export class SaveUserLanguagePreferenceResolver {
  constructor(
    private readonly users: UserCommands,
    private readonly readModels: ReadModels,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: 'Saves the interface language (en or sp), applied on every later load.' })
  async saveUserLanguagePreference(
    @Args('language', { type: () => String }) language: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    await this.users.run(viewer.userId, { type: 'SaveLanguagePreference', data: { language } }, this.users.contextOf(context, viewer.userId));
    const user = await findUserById(this.readModels, viewer.userId);
    if (!user) throw new UnauthenticatedError();
    return UserModel.fromDocument(user);
  }
}
