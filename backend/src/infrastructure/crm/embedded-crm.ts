import { Crm, CrmLead } from '../../../platform/crm/crm.port';

/** No CRM configured: leads live in the event log and the admin panel's Leads tab; the lead's own id stands for the CRM's. */
export class EmbeddedCrm implements Crm {
  readonly kind = 'embedded' as const;

  async recordLead(lead: CrmLead): Promise<{ crmId: string }> {
    return { crmId: `lead-${lead.leadId}` };
  }
}
