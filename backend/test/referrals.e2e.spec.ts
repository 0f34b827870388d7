import { UserSignedUp } from '../domain/accounts/user.events';
import { RecordedEvent } from '../platform/eventstore/event-store.port';
import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const INVITE = `query ($code: String!) { getReferralInvite(code: $code) { code referrerFirstName } }`;
const INVITE_FIELDS = `query { __type(name: "ReferralInvite") { fields { name } } }`;
const REFERRALS = `query { getClientReferralSummary { code referrals { id status referee { id firstName lastName } } } }`;

interface Summary {
  code: string;
  referrals: Array<{ id: string; status: string; referee: { id: string; firstName: string; lastName: string } }>;
}

describe('referral links over GraphQL: the invite a visitor sees and the sign-up it leads to', () => {
  let app: TestApp;

  async function signedUp(overrides: Record<string, unknown> = {}): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput(overrides) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  const referralsOf = async (client: GraphqlClient) => (await client.data<{ getClientReferralSummary: Summary }>(REFERRALS)).getClientReferralSummary;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it("shows a visitor the referrer's first name only, for the code as linked or retyped", async () => {
    const referrer = await signedUp({ firstName: 'Rita', lastName: 'Moreno', phoneNumber: '(415) 555-2671' });
    const { code } = await referralsOf(referrer.client);

    const visitor = app.client();
    for (const asTyped of [code, ` ${code.toLowerCase()} `]) {
      const response = await visitor.request(INVITE, { code: asTyped });
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({ getReferralInvite: { code, referrerFirstName: 'Rita' } });
    }
    const { __type } = await visitor.data<{ __type: { fields: Array<{ name: string }> } }>(INVITE_FIELDS);
    expect(__type.fields.map((field) => field.name).sort()).toEqual(['code', 'referrerFirstName']);
  });

  it.each([
    ['an unknown code', '0000000000'],
    ['a code of the wrong length', 'ABC'],
    ['characters no code has', 'ILOU<>ILOU'],
    ['an empty code', ''],
  ])('answers null, without an error, for %s', async (_case, code) => {
    const response = await app.client().request(INVITE, { code });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ getReferralInvite: null });
  });

  it('records a sign-up with the link as a referral, and one with an unknown or malformed code as a plain sign-up', async () => {
    const referrer = await signedUp({ firstName: 'Rita' });
    const { code } = await referralsOf(referrer.client);

    const referred = await signedUp({ firstName: 'Bea', lastName: 'Ruiz', referralCode: code.toLowerCase() });
    const unknown = await signedUp({ firstName: 'Uma', referralCode: '0000000000' });
    const malformed = await signedUp({ firstName: 'Max', referralCode: `${code}-and-more` });

    await eventually(async () => {
      const { referrals } = await referralsOf(referrer.client);
      expect(referrals).toEqual([{ id: referred.id, status: 'SIGNED_UP', referee: { id: referred.id, firstName: 'Bea', lastName: 'Ruiz' } }]);
      return true;
    });
    for (const user of [referred, unknown, malformed]) expect((await referralsOf(user.client)).referrals).toEqual([]);
  });

  it('never lets an account refer itself: signed in, its own link signs up a second account that refers nobody', async () => {
    const user = await signedUp({ firstName: 'Sol' });
    const { code } = await referralsOf(user.client);
    expect((await app.client().data(INVITE, { code })).getReferralInvite).toEqual({ code, referrerFirstName: 'Sol' });

    const ownSession = user.client.cookie;
    const second = await user.client.request<{ emailSignup: { token: string } }>(SIGN_UP, { input: signUpInput({ firstName: 'Sol', referralCode: code }) });
    expect(second.errors).toBeUndefined();
    const { getCurrentUserV2: secondAccount } = await user.client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    expect(secondAccount.id).not.toBe(user.id);

    // The referral is left out of the log, so no rebuild of the read models can bring it back.
    const signups = (await app.running.platform.eventStore.readAll())
      .filter((event) => event.type === 'UserSignedUp')
      .map((event) => (event as RecordedEvent<'UserSignedUp', UserSignedUp['data']>).data)
      .filter((data) => data.userId === secondAccount.id);
    expect(signups.map((data) => data.referralCode)).toEqual([null]);
    user.client.cookie = ownSession;
    expect((await referralsOf(user.client)).referrals).toEqual([]);
  });
});
