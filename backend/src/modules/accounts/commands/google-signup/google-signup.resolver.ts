import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { SessionIssuer } from '../../auth/session-issuer.service';
import { AuthPayloadModel, ClientProfileTypeEnum } from '../../user.model';
import { SignupProfileTypeEnum } from '../email-signup/email-signup.input';
import { GoogleSignupHandler } from './google-signup.handler';

@Resolver()
export class GoogleSignupResolver {
  constructor(
    private readonly handler: GoogleSignupHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, {
    description:
      'Signs up with a Google token (getProviderSignInUrl): the names and address come from Google, the address verified when Google says so. An account already linked to the Google account, or holding the address Google verified, is signed in instead. Open to visitors.',
  })
  async googleSignup(
    @Args('accessToken', { type: () => String, description: "The ID token Google returned (the stand-in's token without a provider configured)." }) accessToken: string,
    @Args('profileType', { type: () => SignupProfileTypeEnum }) profileType: SignupProfileTypeEnum,
    @Context() context: GraphqlContext,
    @Args('clientProfileType', { type: () => ClientProfileTypeEnum, defaultValue: ClientProfileTypeEnum.PARENT }) clientProfileType: ClientProfileTypeEnum,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per sign-up, kept across its retries.' }) idempotencyKey?: string | null,
  ): Promise<AuthPayloadModel> {
    const { claims } = await this.handler.execute(
      { accessToken, signup: { profileType, clientProfileType, referralCode: null } },
      this.pipeline.contextOf(context, null, idempotencyKey),
    );
    return { token: this.sessions.start(context.res, claims) };
  }
}
