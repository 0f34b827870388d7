import { Crm, CrmLead, CrmTicket } from '../../../platform/crm/crm.port';

const CONTACTS_URL = 'https://api.hubapi.com/crm/v3/objects/contacts';
const TICKETS_URL = 'https://api.hubapi.com/crm/v3/objects/tickets';
/** HubSpot's object ids are numbers. */
const HUBSPOT_ID = /^\d{1,20}$/;

/**
 * HubSpot (HUBSPOT_ACCESS_TOKEN, a private app's token with the contacts scope): a lead becomes a
 * contact with lead status NEW; a contact that exists already (same e-mail) is updated instead.
 */
export class HubSpotCrm implements Crm {
  readonly kind = 'hubspot' as const;

  constructor(
    private readonly accessToken: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async recordLead(lead: CrmLead): Promise<{ crmId: string }> {
    const properties: Record<string, string> = {
      email: lead.email,
      firstname: lead.firstName,
      lastname: lead.lastName,
      phone: lead.phoneNumber,
      hs_lead_status: lead.status,
      lead_source_detail: lead.leadSource,
      ...(lead.title ? { jobtitle: lead.title } : {}),
      ...(lead.company ? { company: lead.company } : {}),
      ...(lead.state ? { state: lead.state } : {}),
    };
    const created = await this.call('POST', CONTACTS_URL, { properties });
    if (created.status !== 409) return { crmId: await this.idOf(created) };
    // "Contact already exists. Existing ID: 123": update that contact.
    const existingId = /Existing ID: (\d+)/.exec(((await created.json()) as { message?: string }).message ?? '')?.[1];
    if (!existingId) throw new Error('HubSpot reported a conflict without the existing contact id');
    const updated = await this.call('PATCH', `${CONTACTS_URL}/${existingId}`, { properties });
    return { crmId: await this.idOf(updated) };
  }

  /**
   * A HubSpot ticket (the tickets scope too) and the contact associated with it: the lead a sales
   * rep's personalised sign-up link was made for. Unknown tickets, or tickets without a contact, are none.
   */
  async findTicket(ticketId: string): Promise<CrmTicket | null> {
    if (!HUBSPOT_ID.test(ticketId)) return null;
    const ticket = await this.call('GET', `${TICKETS_URL}/${ticketId}?associations=contacts`);
    if (ticket.status === 404) return null;
    const contactId = ((await this.json(ticket)) as { associations?: { contacts?: { results?: Array<{ id: string }> } } }).associations?.contacts?.results?.[0]?.id;
    if (!contactId) return null;
    const contact = await this.call('GET', `${CONTACTS_URL}/${contactId}?properties=email,firstname,lastname,phone`);
    if (contact.status === 404) return null;
    const properties = ((await this.json(contact)) as { properties?: Record<string, string | null | undefined> }).properties ?? {};
    if (!properties.email) return null;
    return { kind: 'crm', lead: { email: properties.email, firstName: properties.firstname ?? '', lastName: properties.lastname ?? '', phoneNumber: properties.phone || null } };
  }

  private call(method: string, url: string, body?: unknown): Promise<Response> {
    return this.fetchImpl(url, {
      method,
      headers: { authorization: `Bearer ${this.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
  }

  private async json(response: Response): Promise<unknown> {
    if (!response.ok) throw new Error(`HubSpot answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  private async idOf(response: Response): Promise<string> {
    if (!response.ok) throw new Error(`HubSpot answered ${response.status}: ${await response.text()}`);
    return String(((await response.json()) as { id: string }).id);
  }
}
