import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { RequestCommands } from '../../request-commands.service';
import { formOf, TutoringRequestInput } from './request-tutoring-session.input';

@Resolver()
export class RequestTutoringSessionResolver {
  constructor(
    private readonly requests: RequestCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => Boolean, {
    description:
      'Sends a tutoring request to a tutor and opens (or reuses) their conversation with the first message and files. ' +
      'false, sending nothing, while the phone number is not verified; FORBIDDEN with an unverified e-mail. ' +
      'savePreferences (default true) keeps the form to prefill the next one (Profile.tutorRequestPreferences).',
  })
  async requestTutoringSession(
    @Args('input', { type: () => TutoringRequestInput }) input: TutoringRequestInput,
    @Args('savePreferences', { type: () => Boolean, nullable: true, defaultValue: true }) savePreferences: boolean,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    return this.requests.send(viewer.user, { tutorId: input.tutorId, form: formOf(input), savePreferences: savePreferences ?? true }, this.runtime.contextOf(context, viewer.userId));
  }
}
