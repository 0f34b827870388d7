import { Injectable } from '@nestjs/common';
import { corporateReferralDecider } from '../../../../../domain/corporate-referrals/corporate-referral.decider';
import { CorporateReferralMessages, corporateReferralStreamId } from '../../../../../domain/corporate-referrals/corporate-referral.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { CommandContext, CommandPipeline, stepContext } from '../../../../event-sourcing/command-pipeline';
import { SessionClaims } from '../../../accounts/auth/session-token.service';
import { EmailSignupHandler } from '../../../accounts/commands/email-signup/email-signup.handler';
import { CorporateOrganisations } from '../../corporate-organisations';
import { CorporateReferralSignupInput } from './corporate-referral-signup.input';

/**
 * corporateReferralSignup: a client signs up under an organisation's code. An unknown code is
 * refused before anything is stored; the account is made as any sign-up makes it, then recorded as
 * the organisation's member (once, whatever the retries).
 */
@Injectable()
export class CorporateReferralSignupHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly signup: EmailSignupHandler,
    private readonly organisations: CorporateOrganisations,
  ) {}

  async execute(input: CorporateReferralSignupInput, context: CommandContext): Promise<SessionClaims> {
    const organisation = this.organisations.find(input.corporateCode);
    if (!organisation) throw DomainError.fromFieldErrors({ corporateCode: CorporateReferralMessages.unknownCode });
    const claims = await this.signup.signUpClient(
      { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName, clientProfileType: input.clientProfileType, phoneNumber: input.phoneNumber ?? null },
      context,
    );
    const memberContext = stepContext({ ...context, actorId: claims.userId }, 'corporate-member');
    await this.pipeline.run(
      corporateReferralDecider,
      corporateReferralStreamId(organisation.code),
      { type: 'RecordCorporateMember', data: { code: organisation.code, organisationName: organisation.name, userId: claims.userId } },
      memberContext,
    );
    return claims;
  }
}
