import { SandboxPaymentGateway } from '../src/infrastructure/payments/sandbox-payment-gateway';
import { CURRENT_USER, CurrentUser, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const CARD_FIELDS = `id brand last4 expMonth expYear isDefault`;
const PAYOUT_FIELDS = `hasStripeConnectAccount stripeConnectVerified primaryPayoutMethod manualPayoutId`;
const ADD_CARD = `mutation ($cardToken: String!) { addPaymentMethod(cardToken: $cardToken, brand: "visa", last4: "4242", expMonth: 12, expYear: 2030) { ${CARD_FIELDS} } }`;
const REMOVE_CARD = `mutation ($id: ID!) { removePaymentMethod(paymentMethodId: $id) { ${CARD_FIELDS} } }`;
const SET_DEFAULT = `mutation ($id: ID!) { setDefaultPaymentMethod(paymentMethodId: $id) { ${CARD_FIELDS} } }`;
const CARDS = `query { getCreditCardData { ${CARD_FIELDS} } }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { ${PAYOUT_FIELDS} } }`;
const LOGIN_LINK = `query { getStripeConnectLoginLink }`;
const CHECK_VERIFIED = `mutation { checkStripeConnectAccountVerified }`;
const EDIT_PAYOUT = `mutation ($method: PayoutMethod!, $handle: String) { editPrimaryPayoutOption(primaryPayoutMethod: $method, manualPayoutId: $handle) { ${PAYOUT_FIELDS} } }`;
const PAYOUT_SETTINGS = `query { getPayoutSettings { ${PAYOUT_FIELDS} } }`;
const AUTHORIZE_URL = `query ($redirectUri: String!) { getStripeConnectAuthorizeUrl(redirectUri: $redirectUri) }`;

interface Card {
  id: string;
  brand: string;
  last4: string;
  isDefault: boolean;
}

describe('payments over GraphQL: cards of clients, payouts of tutors, the Stripe webhook', () => {
  let app: TestApp;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  const codeOf = (response: { errors?: Array<{ extensions?: { code?: string } }> }) => response.errors?.[0]?.extensions?.code;
  const sandbox = () => app.running.platform.payments as SandboxPaymentGateway;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('a client adds cards (a customer on the first), chooses the default and removes one', async () => {
    const { client, id } = await signedUp('STUDENT_OR_PARENT');
    expect((await client.data<{ getCreditCardData: Card[] }>(CARDS)).getCreditCardData).toEqual([]);

    const first = (await client.data<{ addPaymentMethod: Card[] }>(ADD_CARD, { cardToken: 'tok_visa' })).addPaymentMethod;
    expect(first).toEqual([{ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number), isDefault: true }]);
    const both = (await client.data<{ addPaymentMethod: Card[] }>(ADD_CARD, { cardToken: 'tok_mastercard' })).addPaymentMethod;
    expect(both.map((card) => [card.last4, card.isDefault])).toEqual([['4242', true], ['4444', false]]);

    const chosen = (await client.data<{ setDefaultPaymentMethod: Card[] }>(SET_DEFAULT, { id: both[1].id })).setDefaultPaymentMethod;
    expect(chosen.map((card) => [card.last4, card.isDefault])).toEqual([['4242', false], ['4444', true]]);
    const left = (await client.data<{ removePaymentMethod: Card[] }>(REMOVE_CARD, { id: both[1].id })).removePaymentMethod;
    expect(left.map((card) => [card.last4, card.isDefault])).toEqual([['4242', true]]);
    expect((await client.data<{ getCreditCardData: Card[] }>(CARDS)).getCreditCardData).toEqual(left);

    // The gateway agrees: one customer, the remaining card its default.
    const customerId = await sandbox().ensureCustomer(id, 'ignored@example.com');
    expect((await sandbox().listCards(customerId)).map((card) => [card.paymentMethodId, card.isDefault])).toEqual([[left[0].id, true]]);
    const events = (await app.running.platform.eventStore.readStream(`payment-account-${id}`)).map((event) => event.type);
    expect(events).toEqual(['PaymentCustomerCreated', 'PaymentMethodAdded', 'PaymentMethodAdded', 'DefaultPaymentMethodSet', 'PaymentMethodRemoved']);
  });

  it('saves one card for a request sent twice with one idempotency key, answering the same cards both times', async () => {
    const ADD_KEYED = `mutation ($cardToken: String!, $key: String) { addPaymentMethod(cardToken: $cardToken, idempotencyKey: $key) { ${CARD_FIELDS} } }`;
    const { client, id } = await signedUp('STUDENT_OR_PARENT');
    const first = (await client.data<{ addPaymentMethod: Card[] }>(ADD_KEYED, { cardToken: 'tok_visa', key: 'add-card-1' })).addPaymentMethod;
    const again = (await client.data<{ addPaymentMethod: Card[] }>(ADD_KEYED, { cardToken: 'tok_visa', key: 'add-card-1' })).addPaymentMethod;
    expect(first).toHaveLength(1);
    expect(again).toEqual(first);
    const customerId = await sandbox().ensureCustomer(id, 'ignored@example.com');
    expect(await sandbox().listCards(customerId)).toHaveLength(1);
    const events = (await app.running.platform.eventStore.readStream(`payment-account-${id}`)).map((event) => event.type);
    expect(events).toEqual(['PaymentCustomerCreated', 'PaymentMethodAdded']);

    // Another key is another card; another client with the same key gets their own card.
    const second = (await client.data<{ addPaymentMethod: Card[] }>(ADD_KEYED, { cardToken: 'tok_mastercard', key: 'add-card-2' })).addPaymentMethod;
    expect(second.map((card) => card.last4)).toEqual(['4242', '4444']);
    const other = await signedUp('STUDENT_OR_PARENT');
    const theirs = (await other.client.data<{ addPaymentMethod: Card[] }>(ADD_KEYED, { cardToken: 'tok_visa', key: 'add-card-1' })).addPaymentMethod;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].id).not.toBe(first[0].id);

    // A stranger and a tutor may not add cards at all.
    expect(codeOf(await app.client().request(ADD_KEYED, { cardToken: 'tok_visa', key: 'add-card-1' }))).toBe('UNAUTHENTICATED');
    const tutor = await signedUp('TUTOR');
    expect(codeOf(await tutor.client.request(ADD_KEYED, { cardToken: 'tok_visa', key: 'add-card-1' }))).toBe('FORBIDDEN');
  });

  it('refuses an unknown card token at the field, and an unknown card as default', async () => {
    const { client } = await signedUp('STUDENT_OR_PARENT');
    const bad = await client.request(ADD_CARD, { cardToken: 'tok_nonsense' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    // Our message, not the provider's echo of the token.
    expect(bad.errors?.[0]).toMatchObject({ message: 'This card could not be saved. Please check its details and try again.', extensions: { messageId: 'paymentAccount.cardNotSaved' } });
    const unknown = await client.request(SET_DEFAULT, { id: 'pm_unknown' });
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0].message).toBe('This card is not on file.');
  });

  it('a tutor links Stripe Connect, opens its dashboard, checks verification, or chooses Venmo or PayPal with a handle', async () => {
    const { client } = await signedUp('TUTOR');
    expect((await client.data<{ getPayoutSettings: unknown }>(PAYOUT_SETTINGS)).getPayoutSettings).toEqual({
      hasStripeConnectAccount: false,
      stripeConnectVerified: false,
      primaryPayoutMethod: null,
      manualPayoutId: null,
    });
    const noHandle = await client.request(EDIT_PAYOUT, { method: 'venmo', handle: ' ' });
    expect(codeOf(noHandle)).toBe('BAD_USER_INPUT');
    expect(noHandle.errors?.[0].message).toBe('Please enter the Venmo username to be paid to.');
    const noAccount = await client.request(EDIT_PAYOUT, { method: 'stripeConnect' });
    expect(noAccount.errors?.[0].message).toBe('Please connect a Stripe account first.');
    expect((await client.data<{ editPrimaryPayoutOption: unknown }>(EDIT_PAYOUT, { method: 'paypal', handle: 'ana@example.com' })).editPrimaryPayoutOption).toMatchObject({
      primaryPayoutMethod: 'paypal',
      manualPayoutId: 'ana@example.com',
    });

    const { getStripeConnectAuthorizeUrl: url } = await client.data<{ getStripeConnectAuthorizeUrl: string }>(AUTHORIZE_URL, { redirectUri: 'http://localhost/account-settings/tutor-payouts/stripe-connect' });
    expect(new URL(url).searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    const linked = (await client.data<{ associateStripeConnect: unknown }>(ASSOCIATE, { authCode: `ac_${Date.now()}` })).associateStripeConnect;
    expect(linked).toEqual({ hasStripeConnectAccount: true, stripeConnectVerified: true, primaryPayoutMethod: 'stripeConnect', manualPayoutId: null });
    expect((await client.data<{ getStripeConnectLoginLink: string }>(LOGIN_LINK)).getStripeConnectLoginLink).toMatch(/\/sandbox\/connect\/acct_/);
    expect((await client.data<{ checkStripeConnectAccountVerified: boolean }>(CHECK_VERIFIED)).checkStripeConnectAccountVerified).toBe(true);
    const reused = await client.request(ASSOCIATE, { authCode: '' });
    expect(reused.errors?.[0].message).toBe('We could not connect your Stripe account. Please try again.');
  });

  it('lets only clients manage cards and only tutors manage payouts; nobody signed out', async () => {
    const { client: tutor } = await signedUp('TUTOR');
    const { client } = await signedUp('STUDENT_OR_PARENT');
    for (const [query, variables] of [
      [ADD_CARD, { cardToken: 'tok_visa' }],
      [REMOVE_CARD, { id: 'pm_x' }],
      [SET_DEFAULT, { id: 'pm_x' }],
    ] as const) {
      expect(codeOf(await tutor.request(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await app.client().request(query, variables))).toBe('UNAUTHENTICATED');
    }
    for (const [query, variables] of [
      [ASSOCIATE, { authCode: 'ac_x' }],
      [LOGIN_LINK, {}],
      [CHECK_VERIFIED, {}],
      [EDIT_PAYOUT, { method: 'venmo', handle: '@me' }],
      [PAYOUT_SETTINGS, {}],
      [AUTHORIZE_URL, { redirectUri: 'http://localhost/account-settings/tutor-payouts/stripe-connect' }],
    ] as const) {
      expect(codeOf(await client.request(query, variables))).toBe('FORBIDDEN');
      expect(codeOf(await app.client().request(query, variables))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await app.client().request(CARDS))).toBe('UNAUTHENTICATED');
  });

  it('takes signed Stripe webhooks once, and refuses unsigned ones', async () => {
    const { client } = await signedUp('TUTOR');
    await client.data(ASSOCIATE, { authCode: `ac_hook_${Date.now()}` });
    const accountId = (await app.running.platform.eventStore.readAll()).filter((event) => event.type === 'StripeConnectAccountAssociated').map((event) => (event.data as { accountId: string }).accountId).pop() as string;
    const payload = JSON.stringify({ id: `evt_${Date.now()}`, type: 'account.updated', created: Math.floor(Date.now() / 1000), data: { object: { id: accountId, details_submitted: true, payouts_enabled: false } } });
    const post = (body: string, signature: string | null) =>
      fetch(`${app.url}/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body });

    const first = await post(payload, sandbox().signWebhook(payload));
    expect([first.status, await first.json()]).toEqual([200, { received: true, duplicate: false }]);
    expect((await client.data<{ getPayoutSettings: { stripeConnectVerified: boolean } }>(PAYOUT_SETTINGS)).getPayoutSettings.stripeConnectVerified).toBe(false);
    const again = await post(payload, sandbox().signWebhook(payload));
    expect([again.status, await again.json()]).toEqual([200, { received: true, duplicate: true }]);

    expect((await post(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await post(payload.replace('false', 'true'), sandbox().signWebhook(payload))).status).toBe(400);
    expect((await post(payload, null)).status).toBe(400);
    const handled = (await app.running.platform.eventStore.readAll()).filter((event) => event.type === 'PaymentWebhookHandled');
    expect(handled).toHaveLength(1);

    // The tutor revokes the platform in Stripe: the account is forgotten and Connect is no longer their payout method.
    const revoked = JSON.stringify({ id: `evt_revoked_${Date.now()}`, type: 'account.application.deauthorized', created: Math.floor(Date.now() / 1000), account: accountId, data: { object: { id: 'ca_platform' } } });
    expect((await post(revoked, sandbox().signWebhook(revoked))).status).toBe(200);
    expect((await client.data<{ getPayoutSettings: unknown }>(PAYOUT_SETTINGS)).getPayoutSettings).toEqual({
      hasStripeConnectAccount: false,
      stripeConnectVerified: false,
      primaryPayoutMethod: null,
      manualPayoutId: null,
    });
  });
});
