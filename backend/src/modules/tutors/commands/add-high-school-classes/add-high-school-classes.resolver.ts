import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorClassInput } from '../add-classes-to-tutor-profile/add-classes-to-tutor-profile.input';
import { AddClassesHandler } from '../add-classes/add-classes.handler';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';

@Resolver()
export class AddHighSchoolClassesResolver {
  constructor(
    private readonly handler: AddClassesHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Adds classes the tutor took in high school (listed as high-school classes) to their profile." })
  async addHighSchoolClasses(
    @Args('classes', { type: () => [TutorClassInput] }) classes: TutorClassInput[],
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, classes: classes, level: { isHighSchoolClass: true }, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
