import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';

@Resolver()
export class EditVisibilityV2Resolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: 'Shows or hides the tutor in search; only visible tutors who signed the agreement are found.' })
  async editVisibilityV2(
    @Args('isVisible', { type: () => Boolean }) isVisible: boolean,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    await this.tutors.run(viewer.userId, { type: 'SetVisibility', data: { isVisible } }, this.tutors.contextOf(context, viewer.userId));
    return this.view.of(viewer.userId);
  }
}
