import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UpdateUserInput } from '../../profile-details.input';
import { UserModel } from '../../user.model';
import { UpdateUserHandler } from './update-user.handler';

@Resolver()
export class UpdateUserResolver {
  constructor(
    private readonly handler: UpdateUserHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: "Sets any of the viewer's edit-profile fields (names, birthday, client profile type, grade level, current school, newsletters) at once; fields left out are kept." })
  async updateUser(
    @Args('input', { type: () => UpdateUserInput }) input: UpdateUserInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, update: input }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
