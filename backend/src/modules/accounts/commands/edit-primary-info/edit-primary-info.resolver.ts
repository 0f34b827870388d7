import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { EditPrimaryInfoHandler } from './edit-primary-info.handler';

@Resolver()
export class EditPrimaryInfoResolver {
  constructor(
    private readonly handler: EditPrimaryInfoHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: "Sets the viewer's first and last name." })
  async editPrimaryInfo(
    @Args('firstName', { type: () => String }) firstName: string,
    @Args('lastName', { type: () => String }) lastName: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, firstName, lastName }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
