import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';
import { AvailabilityInput } from './edit-availability.input';

@Resolver()
export class EditAvailabilityResolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Replaces the tutor's usual week and availability description." })
  async editAvailability(
    @Args('input', { type: () => AvailabilityInput }) input: AvailabilityInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    await this.tutors.run(
      viewer.userId,
      { type: 'EditAvailability', data: { dailyAvailability: input.dailyAvaliability, availabilityDescription: input.avaliabilityDesc ?? null } },
      this.tutors.contextOf(context, viewer.userId),
    );
    return this.view.of(viewer.userId);
  }
}
