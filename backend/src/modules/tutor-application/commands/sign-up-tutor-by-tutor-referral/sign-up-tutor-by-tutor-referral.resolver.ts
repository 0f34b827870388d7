import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { SessionIssuer } from '../../../accounts/auth/session-issuer.service';
import { AuthPayloadModel } from '../../../accounts/user.model';
import { SignUpTutorHandler } from '../sign-up-tutor/sign-up-tutor.handler';
import { SignUpTutorInput } from '../sign-up-tutor/sign-up-tutor.input';
import { SIGN_UP_IDEMPOTENCY_KEY } from '../sign-up-tutor/sign-up-tutor.resolver';

@Resolver()
export class SignUpTutorByTutorReferralResolver {
  constructor(
    private readonly handler: SignUpTutorHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, {
    description:
      "signUpTutor from a tutor's /trt/{code} link: the referrer is credited as for any referral, and the application names the referring tutor's profile. A code of nobody is ignored. Public.",
  })
  async signUpTutorByTutorReferral(
    @Args('input') input: SignUpTutorInput,
    @Args('referralCode', { type: () => String }) referralCode: string,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: SIGN_UP_IDEMPOTENCY_KEY }) idempotencyKey?: string | null,
  ): Promise<AuthPayloadModel> {
    const signedIn = await context.viewer();
    const claims = await this.handler.execute({ form: input, referralCode, signedInUserId: signedIn?.userId ?? null }, this.pipeline.contextOf(context, null, idempotencyKey));
    return { token: this.sessions.start(context.res, claims) };
  }
}
