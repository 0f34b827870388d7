import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { describePaymentGatewayContract } from './payment-gateway.contract';
import { PaymentDeclinedError, PaymentGatewayTimeoutError, WebhookSignatureError } from '../../../platform/payments/payment-gateway.port';
import { loadConfig } from '../../config/app-config';
import { StripePaymentGateway } from './stripe-payment-gateway';

const { STRIPE_SECRET_KEY, STRIPE_TEST_CONNECTED_ACCOUNT } = process.env;

if (STRIPE_SECRET_KEY?.startsWith('sk_test_')) {
  // Test mode only: nothing is really charged. Transfers need a connected test account (STRIPE_TEST_CONNECTED_ACCOUNT).
  describePaymentGatewayContract('Stripe (test mode)', async () => {
    const gateway = new StripePaymentGateway({ ...loadConfig(process.env).stripe!, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_contract' });
    return {
      gateway,
      decliningToken: 'tok_chargeCustomerFail',
      signWebhook: (payload) => gateway.signWebhook(payload),
      connectedAccount: async () => STRIPE_TEST_CONNECTED_ACCOUNT ?? null,
      cleanup: async () => gateway.close(),
    };
  });
} else {
  process.stdout.write('skipped: no Stripe test key (STRIPE_SECRET_KEY=sk_test_…)\n');
  describe('PaymentGateway contract: Stripe (test mode)', () => {
    it.skip('needs STRIPE_SECRET_KEY set to a test key (sk_test_…)', () => undefined);
  });
}

interface Received {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string;
  body: Record<string, string>;
}

/** The requests as Stripe's documented API expects them, checked against a local stand-in. */
describe('Stripe adapter, against a local stand-in for the API', () => {
  let server: Server;
  let received: Received[] = [];
  let routes: Record<string, { status: number; body: unknown } | 'hang'> = {};

  const bodyOf = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const url = new URL(request.url!, 'http://stand-in');
      const text = await bodyOf(request);
      const body = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : text));
      received.push({ method: request.method!, path: url.pathname, idempotencyKey: request.headers['idempotency-key'] as string | undefined, authorization: request.headers.authorization ?? '', body });
      const route = routes[`${request.method} ${url.pathname}`];
      if (route === 'hang') return;
      const answer = route ?? { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No stand-in for ${request.method} ${url.pathname}` } } };
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_1' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received = [];
    routes = {
      'GET /v1/customers/cus_1': { status: 200, body: { id: 'cus_1', object: 'customer', invoice_settings: { default_payment_method: 'pm_1' } } },
    };
  });

  const gateway = (timeoutMs?: number) =>
    new StripePaymentGateway({
      secretKey: 'sk_test_standin',
      webhookSecret: 'whsec_standin',
      connectClientId: 'ca_standin',
      api: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' },
      timeoutMs,
    });

  it('charges with a PaymentIntent confirmed off-session on the default card, with the idempotency key', async () => {
    routes['POST /v1/payment_intents'] = { status: 200, body: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' } };
    const result = await gateway().charge({ customerId: 'cus_1', amountCents: 4500, idempotencyKey: 'payout-s1-1-charge', description: 'Session s1', metadata: { sessionId: 's1' } });
    expect(result).toEqual({ chargeId: 'pi_1', status: 'succeeded' });
    const intent = received.find((request) => request.path === '/v1/payment_intents')!;
    expect(intent).toMatchObject({ method: 'POST', idempotencyKey: 'payout-s1-1-charge', authorization: 'Bearer sk_test_standin' });
    expect(intent.body).toEqual({
      amount: '4500',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_1',
      off_session: 'true',
      confirm: 'true',
      description: 'Session s1',
      'metadata[sessionId]': 's1',
    });
  });

  it('turns a card error into a PaymentDeclinedError with the decline code', async () => {
    routes['POST /v1/payment_intents'] = {
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
    };
    const charging = gateway().charge({ customerId: 'cus_1', amountCents: 4500, idempotencyKey: 'k', description: 'x' });
    await expect(charging).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(charging).rejects.toMatchObject({ declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('turns no answer into a PaymentGatewayTimeoutError after retrying with the same idempotency key', async () => {
    routes['POST /v1/payment_intents'] = 'hang';
    await expect(gateway(200).charge({ customerId: 'cus_1', amountCents: 4500, idempotencyKey: 'payout-s1-1-charge', description: 'x' })).rejects.toBeInstanceOf(PaymentGatewayTimeoutError);
    const attempts = received.filter((request) => request.path === '/v1/payment_intents');
    expect(attempts.length).toBeGreaterThan(1);
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey))).toEqual(new Set(['payout-s1-1-charge']));
  });

  it('transfers to the connected account with the idempotency key', async () => {
    routes['POST /v1/transfers'] = { status: 200, body: { id: 'tr_1', object: 'transfer' } };
    expect(await gateway().transfer({ accountId: 'acct_1', amountCents: 3900, idempotencyKey: 'payout-s1-1-transfer', metadata: { sessionId: 's1' } })).toEqual({ transferId: 'tr_1' });
    expect(received[0]).toMatchObject({ method: 'POST', path: '/v1/transfers', idempotencyKey: 'payout-s1-1-transfer' });
    expect(received[0].body).toEqual({ amount: '3900', currency: 'usd', destination: 'acct_1', 'metadata[sessionId]': 's1' });
  });

  it('finds the customer of a user by e-mail and user id before creating one', async () => {
    routes['GET /v1/customers'] = { status: 200, body: { object: 'list', data: [{ id: 'cus_other', object: 'customer', metadata: { userId: 'u2' } }], has_more: false } };
    routes['POST /v1/customers'] = { status: 200, body: { id: 'cus_new', object: 'customer', metadata: { userId: 'u1' } } };
    expect(await gateway().ensureCustomer('u1', 'Ana@Example.com')).toBe('cus_new');
    expect(received[0]).toMatchObject({ method: 'GET', path: '/v1/customers', body: { email: 'ana@example.com', limit: '100' } });
    expect(received[1]).toMatchObject({ method: 'POST', path: '/v1/customers', idempotencyKey: 'customer-u1', body: { email: 'ana@example.com', 'metadata[userId]': 'u1' } });

    received = [];
    routes['GET /v1/customers'] = { status: 200, body: { object: 'list', data: [{ id: 'cus_new', object: 'customer', metadata: { userId: 'u1' } }], has_more: false } };
    expect(await gateway().ensureCustomer('u1', 'ana@example.com')).toBe('cus_new');
    expect(received).toHaveLength(1);
  });

  it('saves a card from a token and makes the first card the default', async () => {
    routes['GET /v1/customers/cus_2'] = { status: 200, body: { id: 'cus_2', object: 'customer', invoice_settings: { default_payment_method: null } } };
    routes['POST /v1/payment_methods'] = { status: 200, body: { id: 'pm_9', object: 'payment_method' } };
    routes['POST /v1/payment_methods/pm_9/attach'] = {
      status: 200,
      body: { id: 'pm_9', object: 'payment_method', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
    };
    routes['POST /v1/customers/cus_2'] = { status: 200, body: { id: 'cus_2', object: 'customer' } };
    expect(await gateway().attachCard('cus_2', 'tok_visa')).toEqual({ paymentMethodId: 'pm_9', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_methods',
      'POST /v1/payment_methods/pm_9/attach',
      'GET /v1/customers/cus_2',
      'POST /v1/customers/cus_2',
    ]);
    expect(received[0].body).toEqual({ type: 'card', 'card[token]': 'tok_visa' });
    expect(received[1].body).toEqual({ customer: 'cus_2' });
    expect(received[3].body).toEqual({ 'invoice_settings[default_payment_method]': 'pm_9' });
  });

  it('sends tutors to the Express OAuth page with the client id, state and redirect', () => {
    const live = new StripePaymentGateway({ secretKey: 'sk_test_standin', webhookSecret: 'whsec_standin', connectClientId: 'ca_standin' });
    const url = new URL(live.connectOAuthUrl('state-1', 'http://localhost:3000/account-settings/tutor-payouts/stripe-connect'));
    expect(`${url.origin}${url.pathname}`).toBe('https://connect.stripe.com/express/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'ca_standin',
      state: 'state-1',
      redirect_uri: 'http://localhost:3000/account-settings/tutor-payouts/stripe-connect',
      scope: 'read_write',
      response_type: 'code',
    });
  });

  it('exchanges the OAuth code for the account id, and names a used code invalid_grant', async () => {
    routes['POST /oauth/token'] = { status: 200, body: { stripe_user_id: 'acct_9', token_type: 'bearer', scope: 'read_write', livemode: false } };
    expect(await gateway().connectAccountFromOAuth('ac_1')).toBe('acct_9');
    expect(received[0]).toMatchObject({ method: 'POST', path: '/oauth/token', body: { grant_type: 'authorization_code', code: 'ac_1' } });
    routes['POST /oauth/token'] = { status: 400, body: { error: 'invalid_grant', error_description: 'This authorization code has already been used.' } };
    await expect(gateway().connectAccountFromOAuth('ac_1')).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('gives a login link and tells a verified account from one still missing details', async () => {
    routes['POST /v1/accounts/acct_1/login_links'] = { status: 200, body: { object: 'login_link', url: 'https://connect.stripe.com/express/abc' } };
    routes['GET /v1/accounts/acct_1'] = { status: 200, body: { id: 'acct_1', object: 'account', details_submitted: true, payouts_enabled: true } };
    routes['GET /v1/accounts/acct_2'] = { status: 200, body: { id: 'acct_2', object: 'account', details_submitted: true, payouts_enabled: false } };
    expect(await gateway().loginLink('acct_1')).toBe('https://connect.stripe.com/express/abc');
    expect(await gateway().isAccountVerified('acct_1')).toBe(true);
    expect(await gateway().isAccountVerified('acct_2')).toBe(false);
  });

  it('verifies webhooks with stripe.webhooks.constructEvent and the webhook secret', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: { id: 'pi_1' } } });
    const subject = gateway();
    expect(subject.verifyWebhook(payload, subject.signWebhook(payload))).toEqual({ id: 'evt_1', type: 'payment_intent.succeeded', created: 1, data: { object: { id: 'pi_1' } } });
    expect(() => subject.verifyWebhook(payload, 't=1,v1=abc')).toThrow(WebhookSignatureError);
  });

  it('reads its settings from STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_CONNECT_CLIENT_ID', () => {
    expect(loadConfig({ AUTH_SECRET: 'test' }).stripe).toBeNull();
    expect(loadConfig({ AUTH_SECRET: 'test', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_CONNECT_CLIENT_ID: 'ca_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      connectClientId: 'ca_1',
    });
  });
});
