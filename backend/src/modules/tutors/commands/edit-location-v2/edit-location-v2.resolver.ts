import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';

/** The ZIP lookup is the service's (the seed needs it too), so the resolver runs the command directly. */
@Resolver()
export class EditLocationV2Resolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Sets the tutor's location from a US ZIP code (cut to 5 digits): city, state and coordinates come from the catalog." })
  async editLocationV2(
    @Args('zipCode', { type: () => String }) zipCode: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    await this.tutors.run(viewer.userId, this.tutors.locationOf(zipCode), this.tutors.contextOf(context, viewer.userId));
    return this.view.of(viewer.userId);
  }
}
