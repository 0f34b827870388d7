/** A lead as the CRM receives it: the spec's Lead signup record with the schools form's fields. */
export interface CrmLead {
  leadId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  title: string | null;
  company: string | null;
  state: string | null;
  status: string;
  leadSource: string;
}

/** A lead the CRM holds, as a personalised sign-up link (its ticket) prefills the sign-up with it. */
export interface CrmSignupLead {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
}

/**
 * What a ticket points at: a lead kept in our own event log (the embedded CRM's tickets are the
 * `crmId`s it gave, `lead-<leadId>`), or a contact the CRM holds (HubSpot: a ticket's contact).
 */
export type CrmTicket = { kind: 'local'; leadId: string } | { kind: 'crm'; lead: CrmSignupLead };

/**
 * The CRM port: where the sales team follows leads up. The embedded adapter keeps leads in the event
 * log only (the admin panel's Leads tab is their CRM); HubSpot receives them as contacts.
 */
export interface Crm {
  readonly kind: 'embedded' | 'hubspot';
  /** Creates or updates the lead's record; answers the CRM's id for it. */
  recordLead(lead: CrmLead): Promise<{ crmId: string }>;
  /** The lead a personalised sign-up link's ticket names; null for a ticket the CRM does not know. */
  findTicket(ticketId: string): Promise<CrmTicket | null>;
}

export const CRM = Symbol('Crm');
