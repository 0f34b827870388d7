import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditAvailabilityHandler } from './edit-availability.handler';
import { AvailabilityInput } from './edit-availability.input';

@Resolver()
export class EditAvailabilityResolver {
  constructor(
    private readonly handler: EditAvailabilityHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Replaces the tutor's usual week and availability description." })
  async editAvailability(
    @Args('input', { type: () => AvailabilityInput }) input: AvailabilityInput,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, input, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
