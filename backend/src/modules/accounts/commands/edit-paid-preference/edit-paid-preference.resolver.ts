import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { EditPaidPreferenceHandler } from './edit-paid-preference.handler';

@Resolver()
export class EditPaidPreferenceResolver {
  constructor(
    private readonly handler: EditPaidPreferenceHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => UserModel, { description: "Tutors: sets the paid (true) or volunteering (false)." })
  async editPaidPreference(
    @Args('paidPreference', { type: () => Boolean }) value: boolean,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, value }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
