import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { RequestCommands } from '../../request-commands.service';
import { formOf, RequestATutorInput } from '../request-tutoring-session/request-tutoring-session.input';

@Resolver()
export class RequestATutorResolver {
  constructor(
    private readonly requests: RequestCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => Boolean, {
    description: 'A tutoring request without a chosen tutor, for the team to match. Same rules and answers as requestTutoringSession.',
  })
  async requestATutor(
    @Args('input', { type: () => RequestATutorInput }) input: RequestATutorInput,
    @Args('savePreferences', { type: () => Boolean, nullable: true, defaultValue: true }) savePreferences: boolean,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    return this.requests.send(viewer.user, { tutorId: null, form: formOf(input), savePreferences: savePreferences ?? true }, this.runtime.contextOf(context, viewer.userId));
  }
}
