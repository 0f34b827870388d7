import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { UserModel } from '../../../accounts/user.model';
import { EditCurrentLocationHandler } from './edit-current-location.handler';

@Resolver()
export class EditCurrentLocationResolver {
  constructor(
    private readonly handler: EditCurrentLocationHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => UserModel, { description: "Sets the client's own place from a US ZIP code (cut to 5 digits): city and state come from the catalog (the welcome steps' location)." })
  async editCurrentLocation(
    @Args('zipCode', { type: () => String }) zipCode: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, zipCode }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
