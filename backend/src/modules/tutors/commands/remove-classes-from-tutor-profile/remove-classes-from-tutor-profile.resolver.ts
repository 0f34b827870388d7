import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';

@Resolver()
export class RemoveClassesFromTutorProfileResolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Removes classes from the tutor's profile by course key; keys not listed are ignored." })
  async removeClassesFromTutorProfile(
    @Args('courseKeys', { type: () => [String] }) courseKeys: string[],
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    await this.tutors.run(viewer.userId, { type: 'RemoveClasses', data: { courseKeys } }, this.tutors.contextOf(context, viewer.userId));
    return this.view.of(viewer.userId);
  }
}
