import { Inject, Injectable } from '@nestjs/common';
import { ClientProfileType } from '../../../domain/accounts/account.rules';
import { CRM, Crm } from '../../../platform/crm/crm.port';
import { findLead } from '../../../projections/leads/leads.projection';
import { ReadModels } from '../../../projections/runner/read-models';

/** What a personalised sign-up link's lead prefills, and the lead of our own log it converts, if it is one. */
export interface SignupLead {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  clientProfileType: ClientProfileType | null;
  subject: string | null;
  localLeadId: string | null;
}

/** The longest text taken as a ticket; anything longer names no lead and is not sent to the CRM. */
const MAX_TICKET_LENGTH = 100;

/**
 * The lead a ticket names, through the CRM port: HubSpot's ticket and contact when configured, else a
 * lead of the event log (its embedded CRM id). A lead already converted (signed up) prefills nothing.
 */
@Injectable()
export class SignupLeads {
  constructor(
    @Inject(CRM) private readonly crm: Crm,
    private readonly readModels: ReadModels,
  ) {}

  async find(ticketId: string): Promise<SignupLead | null> {
    if (ticketId.length === 0 || ticketId.length > MAX_TICKET_LENGTH) return null;
    const ticket = await this.crm.findTicket(ticketId);
    if (!ticket) return null;
    if (ticket.kind === 'crm') return { ...ticket.lead, clientProfileType: null, subject: null, localLeadId: null };
    const lead = await findLead(this.readModels, ticket.leadId);
    if (!lead || lead.status === 'CONVERTED') return null;
    return {
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phoneNumber: lead.phoneNumber || null,
      clientProfileType: lead.clientProfileType,
      subject: lead.subject,
      localLeadId: lead._id,
    };
  }
}
