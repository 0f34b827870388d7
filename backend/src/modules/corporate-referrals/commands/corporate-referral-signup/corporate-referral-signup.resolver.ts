import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { SessionIssuer } from '../../../accounts/auth/session-issuer.service';
import { AuthPayloadModel } from '../../../accounts/user.model';
import { CorporateReferralSignupHandler } from './corporate-referral-signup.handler';
import { CorporateReferralSignupInput } from './corporate-referral-signup.input';

@Resolver()
export class CorporateReferralSignupResolver {
  constructor(
    private readonly handler: CorporateReferralSignupHandler,
    private readonly pipeline: CommandPipeline,
    private readonly sessions: SessionIssuer,
  ) {}

  @Mutation(() => AuthPayloadModel, {
    description: "A client's sign-up under an organisation's referral code (CORPORATE_REFERRAL_CODES): signs in and e-mails a verification link, as emailSignup does, and records the organisation's new member.",
  })
  async corporateReferralSignup(
    @Args('input') input: CorporateReferralSignupInput,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per sign-up form sent, kept across retries: a retry makes no second account and signs the first one in.' }) idempotencyKey?: string | null,
  ): Promise<AuthPayloadModel> {
    const claims = await this.handler.execute(input, this.pipeline.contextOf(context, null, idempotencyKey));
    return { token: this.sessions.start(context.res, claims) };
  }
}
