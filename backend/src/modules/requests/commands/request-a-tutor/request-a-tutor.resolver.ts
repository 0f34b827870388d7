import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { RequestTutoringSessionHandler } from '../request-tutoring-session/request-tutoring-session.handler';
import { formOf, RequestATutorInput } from '../request-tutoring-session/request-tutoring-session.input';

/** requestTutoringSession without a tutor: the same handler, for the team to match. */
@Resolver()
export class RequestATutorResolver {
  constructor(
    private readonly handler: RequestTutoringSessionHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => Boolean, {
    description:
      'A tutoring request without a chosen tutor, for the team to match. Same rules and answers as requestTutoringSession; ' +
      'give the same `idempotencyKey` when retrying: the request is then sent once.',
  })
  requestATutor(
    @Args('input', { type: () => RequestATutorInput }) input: RequestATutorInput,
    @Args('savePreferences', { type: () => Boolean, nullable: true, defaultValue: true }) savePreferences: boolean,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string | null,
  ): Promise<boolean> {
    return this.handler.execute(
      { client: viewer.user, tutorId: null, form: formOf(input), savePreferences: savePreferences ?? true, idempotencyKey: idempotencyKey ?? null },
      this.pipeline.contextOf(context, viewer.userId, idempotencyKey),
    );
  }
}
