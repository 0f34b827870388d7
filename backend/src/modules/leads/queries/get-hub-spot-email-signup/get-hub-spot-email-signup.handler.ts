import { Injectable } from '@nestjs/common';
import { SignupLeads } from '../../signup-leads';
import { HubSpotEmailSignupModel } from '../../hub-spot-email-signup.model';

/** getHubSpotEmailSignup: the lead's names, address and phone, for the personalised sign-up to prefill. */
@Injectable()
export class GetHubSpotEmailSignupHandler {
  constructor(private readonly leads: SignupLeads) {}

  async execute(ticketId: string): Promise<HubSpotEmailSignupModel | null> {
    const lead = await this.leads.find(ticketId);
    if (!lead) return null;
    return { ticketId, email: lead.email, firstName: lead.firstName, lastName: lead.lastName, phoneNumber: lead.phoneNumber, clientProfileType: lead.clientProfileType, subject: lead.subject };
  }
}
