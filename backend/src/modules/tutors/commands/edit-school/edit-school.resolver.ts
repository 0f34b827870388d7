import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditSchoolHandler } from './edit-school.handler';
import { EditSchoolInput } from './edit-school.input';

@Resolver()
export class EditSchoolResolver {
  constructor(
    private readonly handler: EditSchoolHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Sets the tutor's school (a catalog school, or one typed in), keeping whether they are a high-school tutor." })
  async editSchool(
    @Args('input', { type: () => EditSchoolInput }) input: EditSchoolInput,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, school: input, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
