import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditTutoringPreferencesHandler } from './edit-tutoring-preferences.handler';
import { TutoringPreferencesInput } from './edit-tutoring-preferences.input';

@Resolver()
export class EditTutoringPreferencesResolver {
  constructor(
    private readonly handler: EditTutoringPreferencesHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, {
    description: 'Sets the grades the tutor teaches, their subjects and their online / in-person preference, all or none, every invalid field reported at once.',
  })
  async editTutoringPreferences(
    @Args('input', { type: () => TutoringPreferencesInput }) input: TutoringPreferencesInput,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId, preferences: input, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
