import { Args, Float, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';

@Resolver()
export class EditHourlyWageResolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Sets the tutor's hourly rate, rounded to a whole number of dollars (at least 1)." })
  async editHourlyWage(
    @Args('hourlyWage', { type: () => Float }) hourlyWage: number,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    await this.tutors.run(viewer.userId, { type: 'SetHourlyWage', data: { hourlyWage } }, this.tutors.contextOf(context, viewer.userId));
    return this.view.of(viewer.userId);
  }
}
