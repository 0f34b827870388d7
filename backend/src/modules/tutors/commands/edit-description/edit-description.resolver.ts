import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditDescriptionHandler } from './edit-description.handler';

@Resolver()
export class EditDescriptionResolver {
  constructor(
    private readonly handler: EditDescriptionHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Replaces the tutor's bio: at most 2000 characters, within the user guidelines; empty shows the fallback text." })
  async editDescription(
    @Args('description', { type: () => String }) description: string,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, description, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
