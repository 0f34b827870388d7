import { Crm, CrmLead } from '../../../platform/crm/crm.port';

const CONTACTS_URL = 'https://api.hubapi.com/crm/v3/objects/contacts';

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

  private call(method: string, url: string, body: unknown): Promise<Response> {
    return this.fetchImpl(url, {
      method,
      headers: { authorization: `Bearer ${this.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  }

  private async idOf(response: Response): Promise<string> {
    if (!response.ok) throw new Error(`HubSpot answered ${response.status}: ${await response.text()}`);
    return String(((await response.json()) as { id: string }).id);
  }
}
