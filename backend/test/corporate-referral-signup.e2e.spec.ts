import { randomUUID } from 'node:crypto';
import { CURRENT_USER } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const ORGANISATION = `query ($code: String!) { getCorporateReferral(code: $code) { code organisationName } }`;
const CORPORATE_SIGNUP = `mutation ($input: CorporateReferralSignupInput!, $idempotencyKey: String) { corporateReferralSignup(input: $input, idempotencyKey: $idempotencyKey) { token } }`;

describe("a sign-up under an organisation's referral code over GraphQL", () => {
  let app: TestApp;
  let visitor: GraphqlClient;

  beforeAll(async () => {
    app = await startTestApp({ CORPORATE_REFERRAL_CODES: 'ACME=Acme Corporation;GLOBEX=Globex' });
    visitor = app.client();
  });

  afterAll(async () => app.close());

  const memberEvents = async (code: string) => (await app.running.platform.eventStore.readStream(`corporate-referral-${code}`)).map((event) => event.data as { userId: string });
  const input = (overrides: Record<string, unknown> = {}) => ({
    corporateCode: ' acme ',
    email: `member-${randomUUID().slice(0, 8)}@example.com`,
    password: 'member secret 1',
    firstName: 'Mia',
    lastName: 'Member',
    clientProfileType: 'PARENT',
    ...overrides,
  });

  it('names the organisation of a code, however it is typed, and none for an unknown code', async () => {
    expect((await visitor.data<{ getCorporateReferral: unknown }>(ORGANISATION, { code: 'acme' })).getCorporateReferral).toEqual({ code: 'ACME', organisationName: 'Acme Corporation' });
    for (const code of ['INITECH', '', '../acme', 'x'.repeat(300)]) expect((await visitor.data<{ getCorporateReferral: unknown }>(ORGANISATION, { code })).getCorporateReferral).toBeNull();
  });

  it('signs a client up and in under the code, recording the member once even when retried', async () => {
    const client = app.client();
    const form = input();
    const key = randomUUID();
    await client.data(CORPORATE_SIGNUP, { input: form, idempotencyKey: key });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: { id: string; email: { address: string; verified: boolean }; profile: Record<string, unknown> } }>(CURRENT_USER);
    expect(getCurrentUserV2.email).toEqual({ address: form.email, verified: false });
    expect(getCurrentUserV2.profile).toMatchObject({ firstName: 'Mia', profileTypes: ['STUDENT_OR_PARENT'], clientProfileType: 'PARENT' });
    await app.client().data(CORPORATE_SIGNUP, { input: form, idempotencyKey: key });
    expect((await memberEvents('ACME')).filter((member) => member.userId === getCurrentUserV2.id)).toHaveLength(1);
  });

  it('refuses an unknown code and bad input with their messages, storing nothing', async () => {
    const before = (await memberEvents('ACME')).length;
    const unknown = await app.client().request(CORPORATE_SIGNUP, { input: input({ corporateCode: 'INITECH' }), idempotencyKey: randomUUID() });
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', messageId: 'corporateReferral.unknownCode', fieldErrors: { corporateCode: 'This organisation code is not valid. Please check it with your organisation.' } } });
    const bad = await app.client().request(CORPORATE_SIGNUP, { input: input({ email: 'nope', firstName: ' ' }), idempotencyKey: randomUUID() });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Please enter a valid email.', firstName: 'Please enter a valid first name.' } } });
    expect(await memberEvents('ACME')).toHaveLength(before);
    expect(await memberEvents('INITECH')).toEqual([]);
  });
});
