import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditLocationV2Handler } from './edit-location-v2.handler';

@Resolver()
export class EditLocationV2Resolver {
  constructor(
    private readonly handler: EditLocationV2Handler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Sets the tutor's location from a US ZIP code (cut to 5 digits): city, state and coordinates come from the catalog." })
  async editLocationV2(
    @Args('zipCode', { type: () => String }) zipCode: string,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, zipCode, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
