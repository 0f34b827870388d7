import { CrmLead } from '../../../platform/crm/crm.port';
import { HubSpotCrm } from './hubspot-crm';

const lead: CrmLead = { leadId: 'l1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@school.org', phoneNumber: '+12125550199', title: 'Principal', company: 'Homestead HS', state: 'NY', status: 'NEW', leadSource: 'SCHOOLS:School Partnership' };

describe('the HubSpot CRM', () => {
  it('creates a contact with the lead’s properties, or updates the contact that has the address already', async () => {
    const calls: Array<{ method: string; url: string; body: { properties: Record<string, string> } }> = [];
    const replies = [new Response(JSON.stringify({ message: 'Contact already exists. Existing ID: 4711' }), { status: 409 }), new Response(JSON.stringify({ id: '4711' }), { status: 200 })];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ method: init!.method!, url: String(url), body: JSON.parse(String(init!.body)) });
      return replies.shift()!;
    }) as typeof fetch;
    expect(await new HubSpotCrm('token', fetchImpl).recordLead(lead)).toEqual({ crmId: '4711' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST https://api.hubapi.com/crm/v3/objects/contacts', 'PATCH https://api.hubapi.com/crm/v3/objects/contacts/4711']);
    expect(calls[0].body.properties).toMatchObject({ email: 'ada@school.org', firstname: 'Ada', company: 'Homestead HS', jobtitle: 'Principal', hs_lead_status: 'NEW' });
  });

  it('fails loudly on any other refusal, so the handoff is retried', async () => {
    const fetchImpl = (async () => new Response('nope', { status: 401 })) as typeof fetch;
    await expect(new HubSpotCrm('token', fetchImpl).recordLead(lead)).rejects.toThrow('401');
  });

  describe('the lead of a personalised sign-up ticket', () => {
    const answering = (replies: Response[], calls: string[] = []) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push(`${init!.method} ${String(url)}`);
        return replies.shift()!;
      }) as typeof fetch;

    it("reads the ticket's contact: its address, names and phone", async () => {
      const calls: string[] = [];
      const fetchImpl = answering(
        [
          new Response(JSON.stringify({ id: '99', associations: { contacts: { results: [{ id: '4711', type: 'ticket_to_contact' }] } } })),
          new Response(JSON.stringify({ id: '4711', properties: { email: 'ada@family.org', firstname: 'Ada', lastname: 'Lovelace', phone: '' } })),
        ],
        calls,
      );
      expect(await new HubSpotCrm('token', fetchImpl).findTicket('99')).toEqual({ kind: 'crm', lead: { email: 'ada@family.org', firstName: 'Ada', lastName: 'Lovelace', phoneNumber: null } });
      expect(calls).toEqual(['GET https://api.hubapi.com/crm/v3/objects/tickets/99?associations=contacts', 'GET https://api.hubapi.com/crm/v3/objects/contacts/4711?properties=email,firstname,lastname,phone']);
    });

    it('knows no lead for an unknown ticket, a ticket without a contact, or text that is no HubSpot id (never asking HubSpot)', async () => {
      expect(await new HubSpotCrm('token', answering([new Response('{}', { status: 404 })])).findTicket('98')).toBeNull();
      expect(await new HubSpotCrm('token', answering([new Response(JSON.stringify({ id: '97' }))])).findTicket('97')).toBeNull();
      const calls: string[] = [];
      expect(await new HubSpotCrm('token', answering([], calls)).findTicket('../contacts/1')).toBeNull();
      expect(calls).toEqual([]);
    });

    it('fails loudly when HubSpot refuses the token', async () => {
      await expect(new HubSpotCrm('token', answering([new Response('nope', { status: 401 })])).findTicket('99')).rejects.toThrow('401');
    });
  });
});
