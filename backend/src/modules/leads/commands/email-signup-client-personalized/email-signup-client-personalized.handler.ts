import { Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline, stepContext } from '../../../../event-sourcing/command-pipeline';
import { SessionClaims } from '../../../accounts/auth/session-token.service';
import { EmailSignupHandler } from '../../../accounts/commands/email-signup/email-signup.handler';
import { leadsStream } from '../../leads-stream';
import { SignupLeads } from '../../signup-leads';
import { EmailSignupClientPersonalizedInput } from './email-signup-client-personalized.input';

/**
 * emailSignupClientPersonalized: a client signs up from the personalised link a lead was sent; the
 * account is made as any sign-up makes it, and a lead of our own log is marked CONVERTED. A ticket
 * that names no lead (any more) still signs up: the form was filled, the link only prefilled it.
 */
@Injectable()
export class EmailSignupClientPersonalizedHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly signup: EmailSignupHandler,
    private readonly leads: SignupLeads,
  ) {}

  async execute(input: EmailSignupClientPersonalizedInput, context: CommandContext): Promise<SessionClaims> {
    const lead = await this.leads.find(input.ticketId);
    const claims = await this.signup.signUpClient(
      { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName, clientProfileType: input.clientProfileType, phoneNumber: input.phoneNumber ?? null },
      context,
    );
    if (lead?.localLeadId) {
      const convertedContext = stepContext({ ...context, actorId: claims.userId }, 'lead-converted');
      await this.pipeline.run(leadsStream.decider, leadsStream.streamIdOf(lead.localLeadId), { type: 'ChangeLeadStatus', data: { leadId: lead.localLeadId, status: 'CONVERTED' } }, convertedContext, {
        awaitReadModels: leadsStream.readModels,
      });
    }
    return claims;
  }
}
