import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { SessionIssuer } from '../../../accounts/auth/session-issuer.service';
import { AuthPayloadModel } from '../../../accounts/user.model';
import { SignUpTutorHandler } from './sign-up-tutor.handler';
import { SignUpTutorInput } from './sign-up-tutor.input';

export const SIGN_UP_IDEMPOTENCY_KEY = 'One per step-1 form sent, kept across retries of it: a retry makes no second account and signs the first one in.';

@Resolver()
export class SignUpTutorResolver {
  constructor(
    private readonly handler: SignUpTutorHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, {
    description: 'Application step 1 (/apply): creates a tutor account (not onboarded), starts its application, signs it in and e-mails a verification link. Public.',
  })
  async signUpTutor(
    @Args('input') input: SignUpTutorInput,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: SIGN_UP_IDEMPOTENCY_KEY }) idempotencyKey?: string | null,
  ): Promise<AuthPayloadModel> {
    const claims = await this.handler.execute({ form: input, referralCode: null, signedInUserId: null }, this.pipeline.contextOf(context, null, idempotencyKey));
    return { token: this.sessions.start(context.res, claims) };
  }
}
