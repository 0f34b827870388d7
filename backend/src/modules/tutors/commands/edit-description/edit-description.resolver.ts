import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';

@Resolver()
export class EditDescriptionResolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Replaces the tutor's bio: at most 2000 characters, within the user guidelines; empty shows the fallback text." })
  async editDescription(
    @Args('description', { type: () => String }) description: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    await this.tutors.run(viewer.userId, { type: 'EditBio', data: { bio: description } }, this.tutors.contextOf(context, viewer.userId));
    return this.view.of(viewer.userId);
  }
}
