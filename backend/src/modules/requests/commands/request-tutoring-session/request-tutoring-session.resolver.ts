import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { RequestTutoringSessionHandler } from './request-tutoring-session.handler';
import { formOf, TutoringRequestInput } from './request-tutoring-session.input';

@Resolver()
export class RequestTutoringSessionResolver {
  constructor(
    private readonly handler: RequestTutoringSessionHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => Boolean, {
    description:
      'Sends a tutoring request to a tutor and opens (or reuses) their conversation with the first message and files. ' +
      'false, sending nothing, while the phone number is not verified; FORBIDDEN with an unverified e-mail. ' +
      'savePreferences (default true) keeps the form to prefill the next one (Profile.tutorRequestPreferences). ' +
      'Give the same `idempotencyKey` when retrying: the request is then sent once.',
  })
  requestTutoringSession(
    @Args('input', { type: () => TutoringRequestInput }) input: TutoringRequestInput,
    @Args('savePreferences', { type: () => Boolean, nullable: true, defaultValue: true }) savePreferences: boolean,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string | null,
  ): Promise<boolean> {
    return this.handler.execute(
      { client: viewer.user, tutorId: input.tutorId, form: formOf(input), savePreferences: savePreferences ?? true, idempotencyKey: idempotencyKey ?? null },
      this.pipeline.contextOf(context, viewer.userId, idempotencyKey),
    );
  }
}
