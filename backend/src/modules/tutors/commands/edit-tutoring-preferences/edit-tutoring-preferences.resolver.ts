import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { TutorProfileCommandInput } from '../../../../../domain/tutors/tutor-profile.commands';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';
import { TutoringPreferencesInput } from './edit-tutoring-preferences.input';

@Resolver()
export class EditTutoringPreferencesResolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, {
    description: 'Sets the grades the tutor teaches, their subjects and their online / in-person preference, all or none, every invalid field reported at once.',
  })
  async editTutoringPreferences(
    @Args('input', { type: () => TutoringPreferencesInput }) input: TutoringPreferencesInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    const commands: TutorProfileCommandInput[] = [];
    if (input.gradesForTutoring) commands.push({ type: 'SetGradesForTutoring', data: { gradesForTutoring: input.gradesForTutoring } });
    if (input.subjects) commands.push({ type: 'SetSubjects', data: { subjects: input.subjects } });
    if (input.sessionPreference != null) commands.push({ type: 'SetSessionPreference', data: { sessionPreference: input.sessionPreference } });
    await this.tutors.runAll(viewer.userId, commands, this.tutors.contextOf(context, viewer.userId));
    return this.view.of(viewer.userId);
  }
}
