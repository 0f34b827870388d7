import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditSchoolInfoHandler } from './edit-school-info.handler';
import { SchoolInfoInput } from './edit-school-info.input';

@Resolver()
export class EditSchoolInfoResolver {
  constructor(
    private readonly handler: EditSchoolInfoHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Sets the tutor's school (a catalog school, or one typed in) and whether they are a high-school tutor." })
  async editSchoolInfo(
    @Args('input', { type: () => SchoolInfoInput }) input: SchoolInfoInput,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, school: input, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
