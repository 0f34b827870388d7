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

/**
 * The CRM port: where the sales team follows leads up. The embedded adapter keeps leads in the event
 * log only (the admin panel's Leads tab is their CRM); HubSpot receives them as contacts.
 */
export interface Crm {
  readonly kind: 'embedded' | 'hubspot';
  /** Creates or updates the lead's record; answers the CRM's id for it. */
  recordLead(lead: CrmLead): Promise<{ crmId: string }>;
}

export const CRM = Symbol('Crm');
