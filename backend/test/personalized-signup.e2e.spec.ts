import { randomUUID } from 'node:crypto';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, LOGIN } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const FLEX_INTAKE = `mutation ($input: FlexIntakeInput!, $key: String!) { submitFlexIntake(input: $input, idempotencyKey: $key) }`;
const LEADS = `query { getAdminLeads { leads { id email status crmId } } }`;
const HUBSPOT_SIGNUP = `query ($ticketId: String!) { getHubSpotEmailSignup(ticketId: $ticketId) { ticketId email firstName lastName phoneNumber clientProfileType subject } }`;
const PERSONALIZED = `mutation ($input: EmailSignupClientPersonalizedInput!, $idempotencyKey: String) { emailSignupClientPersonalized(input: $input, idempotencyKey: $idempotencyKey) { token } }`;

interface Lead {
  id: string;
  email: string;
  status: string;
  crmId: string | null;
}

describe('a personalised sign-up over GraphQL: a lead captured elsewhere, opened from its ticket', () => {
  let app: TestApp;
  let admin: GraphqlClient;
  let visitor: GraphqlClient;

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' });
    admin = app.client();
    await admin.data(LOGIN, { email: 'admin@example.com', password: 'admin password' });
    visitor = app.client();
  });

  afterAll(async () => app.close());

  /** A family's intake, handed to the (embedded) CRM: its ticket is the CRM id the handoff recorded. */
  async function leadWithTicket(): Promise<{ email: string; lead: Lead; ticketId: string }> {
    const email = `family-${randomUUID().slice(0, 8)}@example.com`;
    const input = { firstName: 'Pat', lastName: 'Doe', email, phoneNumber: '(212) 555-0100', clientProfileType: 'STUDENT', subject: 'Algebra 1', tutorProfileId: null };
    await visitor.data(FLEX_INTAKE, { input, key: randomUUID() });
    let lead: Lead | undefined;
    await eventually(async () => {
      lead = (await admin.data<{ getAdminLeads: { leads: Lead[] } }>(LEADS)).getAdminLeads.leads.find((candidate) => candidate.email === email && candidate.crmId !== null);
      return lead !== undefined;
    });
    return { email, lead: lead!, ticketId: lead!.crmId! };
  }

  it('prefills the sign-up from the ticket for anyone holding it, and knows no other ticket', async () => {
    const { email, ticketId } = await leadWithTicket();
    expect(ticketId).toMatch(/^lead-/);
    expect((await visitor.data<{ getHubSpotEmailSignup: unknown }>(HUBSPOT_SIGNUP, { ticketId })).getHubSpotEmailSignup).toEqual({
      ticketId,
      email,
      firstName: 'Pat',
      lastName: 'Doe',
      phoneNumber: '+12125550100',
      clientProfileType: 'STUDENT',
      subject: 'Algebra 1',
    });
    for (const unknown of [`lead-${randomUUID()}`, 'not-a-ticket', 'x'.repeat(500)]) {
      expect((await visitor.data<{ getHubSpotEmailSignup: unknown }>(HUBSPOT_SIGNUP, { ticketId: unknown })).getHubSpotEmailSignup).toBeNull();
    }
  });

  it('signs the client up as typed, signed in, and marks the lead converted; the ticket then prefills nothing', async () => {
    const { email, lead, ticketId } = await leadWithTicket();
    const client = app.client();
    const key = randomUUID();
    const input = { ticketId, email, password: 'personal secret 1', firstName: 'Patricia', lastName: 'Doe', clientProfileType: 'STUDENT', phoneNumber: '(212) 555-0100' };
    const { emailSignupClientPersonalized } = await client.data<{ emailSignupClientPersonalized: { token: string } }>(PERSONALIZED, { input, idempotencyKey: key });
    expect(emailSignupClientPersonalized.token).toBeTruthy();
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: { email: { address: string }; profile: Record<string, unknown> } }>(CURRENT_USER);
    expect(getCurrentUserV2.email.address).toBe(email);
    expect(getCurrentUserV2.profile).toMatchObject({ firstName: 'Patricia', profileTypes: ['STUDENT_OR_PARENT'], clientProfileType: 'STUDENT', phoneNumber: '+12125550100' });
    expect((await admin.data<{ getAdminLeads: { leads: Lead[] } }>(LEADS)).getAdminLeads.leads.find((candidate) => candidate.id === lead.id)?.status).toBe('CONVERTED');
    expect((await visitor.data<{ getHubSpotEmailSignup: unknown }>(HUBSPOT_SIGNUP, { ticketId })).getHubSpotEmailSignup).toBeNull();

    // Retried with its key: the same account, signed in again, nothing recorded twice.
    const retried = await app.client().data<{ emailSignupClientPersonalized: { token: string } }>(PERSONALIZED, { input, idempotencyKey: key });
    expect(retried.emailSignupClientPersonalized.token).toBeTruthy();
    const leadEvents = (await app.running.platform.eventStore.readStream(`lead-${lead.id}`)).map((event) => event.type);
    expect(leadEvents.filter((type) => type === 'LeadStatusChanged')).toHaveLength(1);
  });

  it('refuses bad input with the sign-up messages, storing nothing and leaving the lead as it was', async () => {
    const { lead, ticketId } = await leadWithTicket();
    const refused = await app.client().request(PERSONALIZED, { input: { ticketId, email: 'nope', password: 'short', firstName: 'P', lastName: 'D' }, idempotencyKey: randomUUID() });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Please enter a valid email.', password: 'Please enter a valid password.' } } });
    expect((await admin.data<{ getAdminLeads: { leads: Lead[] } }>(LEADS)).getAdminLeads.leads.find((candidate) => candidate.id === lead.id)?.status).toBe('NEW');
  });
});
