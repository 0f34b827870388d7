import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { AuthPayloadModel, ClientProfileTypeEnum } from '../../user.model';
import { SignupProfileTypeEnum } from '../email-signup/email-signup.input';
import { FacebookSignupReferralHandler } from './facebook-signup-referral.handler';

@Resolver()
export class FacebookSignupReferralResolver {
  constructor(
    private readonly handler: FacebookSignupReferralHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, {
    description:
      'Signs up with a Facebook token (getProviderSignInUrl) under a referral code: the names and address come from Facebook, the address verified when Facebook says so. An account already linked to the Facebook account, or holding the address Facebook verified, is signed in instead. Open to visitors.',
  })
  async facebookSignupReferral(
    @Args('accessToken', { type: () => String, description: "The user access token Facebook returned (the stand-in's token without a provider configured)." }) accessToken: string,
    @Args('referralCode', { type: () => String, description: 'The referrer\'s code (/c/{code}, /trc/{code}, /trt/{code}).' }) referralCode: string,
    @Args('profileType', { type: () => SignupProfileTypeEnum }) profileType: SignupProfileTypeEnum,
    @Context() context: GraphqlContext,
    @Args('clientProfileType', { type: () => ClientProfileTypeEnum, defaultValue: ClientProfileTypeEnum.PARENT }) clientProfileType: ClientProfileTypeEnum,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per sign-up, kept across its retries.' }) idempotencyKey?: string | null,
  ): Promise<AuthPayloadModel> {
    const { claims } = await this.handler.execute(
      { accessToken, signup: { profileType, clientProfileType, referralCode: referralCode } },
      this.pipeline.contextOf(context, null, idempotencyKey),
    );
    return { token: this.sessions.start(context.res, claims) };
  }
}
