import { Crm, CrmLead, CrmTicket } from '../../../platform/crm/crm.port';

const LOCAL_TICKET = /^lead-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** No CRM configured: leads live in the event log and the admin panel's Leads tab; the lead's own id stands for the CRM's. */
export class EmbeddedCrm implements Crm {
  readonly kind = 'embedded' as const;

  async recordLead(lead: CrmLead): Promise<{ crmId: string }> {
    return { crmId: `lead-${lead.leadId}` };
  }

  /** A ticket is a `crmId` this CRM gave: the lead is read from the event log's read model by the caller. */
  async findTicket(ticketId: string): Promise<CrmTicket | null> {
    const leadId = LOCAL_TICKET.exec(ticketId)?.[1];
    return leadId ? { kind: 'local', leadId } : null;
  }
}
