import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';

@Resolver()
export class OnBoardTutorResolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => TutorModel, { description: 'Admin: marks a tutor as onboarded, recording who did it; a second time changes nothing.' })
  async onBoardTutor(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    await this.tutors.run(tutorId, { type: 'OnboardTutor', data: {} }, this.tutors.contextOf(context, viewer.userId));
    return this.view.of(tutorId);
  }
}
