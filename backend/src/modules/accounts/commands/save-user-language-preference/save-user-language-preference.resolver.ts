import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { SaveUserLanguagePreferenceHandler } from './save-user-language-preference.handler';

@Resolver()
export class SaveUserLanguagePreferenceResolver {
  constructor(
    private readonly handler: SaveUserLanguagePreferenceHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: 'Saves the interface language (en or sp), applied on every later load.' })
  async saveUserLanguagePreference(
    @Args('language', { type: () => String }) language: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, language }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
