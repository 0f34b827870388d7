import { Args, Float, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditHourlyWageHandler } from './edit-hourly-wage.handler';

@Resolver()
export class EditHourlyWageResolver {
  constructor(
    private readonly handler: EditHourlyWageHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Sets the tutor's hourly rate, rounded to a whole number of dollars (at least 1)." })
  async editHourlyWage(
    @Args('hourlyWage', { type: () => Float }) hourlyWage: number,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, hourlyWage, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
