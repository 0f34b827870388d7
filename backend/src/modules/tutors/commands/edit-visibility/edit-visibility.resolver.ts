import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { EditVisibilityV2Handler } from '../edit-visibility-v2/edit-visibility-v2.handler';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';

/** editVisibility: the first version of editVisibilityV2, answering only whether the tutor is now visible. */
@Resolver()
export class EditVisibilityResolver {
  constructor(
    private readonly handler: EditVisibilityV2Handler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => Boolean, { description: 'Shows or hides the tutor in search, as editVisibilityV2, answering whether the tutor is now visible.' })
  async editVisibility(
    @Args('isVisible', { type: () => Boolean }) isVisible: boolean,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    const tutor = await this.handler.execute({ tutorId: viewer.userId, isVisible, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
    return tutor.isVisible;
  }
}
