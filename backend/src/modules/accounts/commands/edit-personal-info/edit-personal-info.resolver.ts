import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { PersonalInfoInput } from '../../profile-details.input';
import { UserModel } from '../../user.model';
import { EditPersonalInfoHandler } from './edit-personal-info.handler';

@Resolver()
export class EditPersonalInfoResolver {
  constructor(
    private readonly handler: EditPersonalInfoHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: "Sets the viewer's birthday, client profile type (clients), grade level and current school; fields left out are kept." })
  async editPersonalInfo(
    @Args('input', { type: () => PersonalInfoInput }) input: PersonalInfoInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, info: input }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
