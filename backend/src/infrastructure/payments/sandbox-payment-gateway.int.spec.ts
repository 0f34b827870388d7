import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describePaymentGatewayContract } from './payment-gateway.contract';
import { PaymentDeclinedError, PaymentGatewayError, PaymentGatewayTimeoutError, WebhookSignatureError } from '../../../platform/payments/payment-gateway.port';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

function sandbox(file: string | null = null, now?: () => Date) {
  return new SandboxPaymentGateway({ file, webhookSecret: 'whsec_test', publicUrl: 'http://localhost:4000', now });
}

describePaymentGatewayContract('sandbox', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'payments-'));
  const gateway = sandbox(join(dir, 'payments.jsonl'));
  return {
    gateway,
    decliningToken: 'tok_chargeDeclined',
    signWebhook: (payload) => gateway.signWebhook(payload),
    connectedAccount: () => gateway.connectAccountFromOAuth(`ac_${Date.now()}_${Math.random()}`),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('Sandbox payment gateway', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payments-'));
    file = join(dir, 'nested', 'payments.jsonl');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function customerWithCard(gateway: SandboxPaymentGateway, token = 'tok_visa') {
    const customerId = await gateway.ensureCustomer('u1', 'Ana@Example.com');
    const card = await gateway.attachCard(customerId, token);
    return { customerId, card };
  }

  it('records each charge once, however often the same key is retried', async () => {
    const gateway = sandbox(file);
    const { customerId, card } = await customerWithCard(gateway);
    const request = { customerId, amountCents: 4850, idempotencyKey: 'payout-s1-1-charge', description: 'Session s1', metadata: { sessionId: 's1' } };
    const results = await Promise.all([gateway.charge(request), gateway.charge(request), gateway.charge(request)]);
    expect(new Set(results.map((result) => result.chargeId)).size).toBe(1);
    expect(gateway.charges()).toEqual([
      expect.objectContaining({ chargeId: results[0].chargeId, customerId, paymentMethodId: card.paymentMethodId, amountCents: 4850, currency: 'usd', metadata: { sessionId: 's1' }, idempotencyKey: 'payout-s1-1-charge' }),
    ]);
  });

  it("timeout-after-success: the charge happens, the caller sees a timeout, the retry with the same key gets it without a second charge", async () => {
    const gateway = sandbox(file);
    const { customerId } = await customerWithCard(gateway);
    const request = { customerId, amountCents: 4850, idempotencyKey: 'payout-s1-1-charge', description: 'Session s1' };
    gateway.failNext('charge', 'timeout-after-success');
    await expect(gateway.charge(request)).rejects.toBeInstanceOf(PaymentGatewayTimeoutError);
    expect(gateway.charges()).toHaveLength(1);
    const retried = await gateway.charge(request);
    expect(retried.chargeId).toBe(gateway.charges()[0].chargeId);
    expect(gateway.charges()).toHaveLength(1);
  });

  it('timeout-before-success: nothing is charged until the retry', async () => {
    const gateway = sandbox(file);
    const { customerId } = await customerWithCard(gateway);
    gateway.failNext('charge', 'timeout-before-success');
    const request = { customerId, amountCents: 4850, idempotencyKey: 'k', description: 'Session s1' };
    await expect(gateway.charge(request)).rejects.toBeInstanceOf(PaymentGatewayTimeoutError);
    expect(gateway.charges()).toHaveLength(0);
    await gateway.charge(request);
    expect(gateway.charges()).toHaveLength(1);
  });

  it('injects faults per operation: a transfer fault leaves charges alone', async () => {
    const gateway = sandbox(file);
    const { customerId } = await customerWithCard(gateway);
    const accountId = await gateway.connectAccountFromOAuth('ac_1');
    gateway.failNext('transfer', 'timeout-after-success');
    await gateway.charge({ customerId, amountCents: 4850, idempotencyKey: 'c', description: 'Session s1' });
    const request = { accountId, amountCents: 3900, idempotencyKey: 'payout-s1-1-transfer' };
    await expect(gateway.transfer(request)).rejects.toBeInstanceOf(PaymentGatewayTimeoutError);
    expect(await gateway.transfer(request)).toEqual({ transferId: gateway.transfers()[0].transferId });
    expect(gateway.transfers()).toEqual([expect.objectContaining({ accountId, amountCents: 3900, currency: 'usd', idempotencyKey: 'payout-s1-1-transfer' })]);
  });

  it('declines the documented declining tokens at charge time, with their reasons, and records no charge', async () => {
    const gateway = sandbox(file);
    const customerId = await gateway.ensureCustomer('u1', 'a@example.com');
    expect(await gateway.attachCard(customerId, 'tok_chargeDeclined')).toMatchObject({ brand: 'visa', last4: '0002' });
    const declined = gateway.charge({ customerId, amountCents: 4850, idempotencyKey: 'k1', description: 'x' });
    await expect(declined).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(declined).rejects.toMatchObject({ code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' });
    const funds = await gateway.attachCard(customerId, 'tok_chargeDeclinedInsufficientFunds');
    await gateway.setDefaultCard(customerId, funds.paymentMethodId);
    await expect(gateway.charge({ customerId, amountCents: 4850, idempotencyKey: 'k2', description: 'x' })).rejects.toMatchObject({
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(gateway.charges()).toEqual([]);
  });

  it('refuses amounts Stripe refuses: under 50 cents or not whole cents', async () => {
    const gateway = sandbox();
    const { customerId } = await customerWithCard(gateway);
    await expect(gateway.charge({ customerId, amountCents: 49, idempotencyKey: 'a', description: 'x' })).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(gateway.charge({ customerId, amountCents: 100.5, idempotencyKey: 'b', description: 'x' })).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('keeps customers, cards, charges, transfers and accounts across a restart', async () => {
    const first = sandbox(file);
    const { customerId, card } = await customerWithCard(first);
    const second = await first.attachCard(customerId, 'tok_amex');
    await first.setDefaultCard(customerId, second.paymentMethodId);
    const charge = await first.charge({ customerId, amountCents: 4850, idempotencyKey: 'k', description: 'x' });
    const accountId = await first.connectAccountFromOAuth('ac_1');
    first.setAccountVerified(accountId, false);
    await first.transfer({ accountId, amountCents: 3900, idempotencyKey: 't' });
    await first.close();

    const restarted = sandbox(file);
    expect(await restarted.ensureCustomer('u1', 'a@example.com')).toBe(customerId);
    expect(await restarted.listCards(customerId)).toEqual([
      { ...card, isDefault: false },
      { ...second, isDefault: true },
    ]);
    expect(await restarted.charge({ customerId, amountCents: 4850, idempotencyKey: 'k', description: 'x' })).toEqual(charge);
    expect(restarted.charges()).toHaveLength(1);
    expect(restarted.transfers()).toHaveLength(1);
    expect(await restarted.isAccountVerified(accountId)).toBe(false);
    await expect(restarted.connectAccountFromOAuth('ac_1')).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('makes the next card the default when the default card is removed', async () => {
    const gateway = sandbox();
    const { customerId, card } = await customerWithCard(gateway);
    const other = await gateway.attachCard(customerId, 'tok_mastercard');
    await gateway.removeCard(customerId, card.paymentMethodId);
    expect(await gateway.listCards(customerId)).toEqual([{ ...other, isDefault: true }]);
  });

  it('links a tutor by an OAuth code once, verified, with a dashboard link on the public url', async () => {
    const gateway = sandbox();
    expect(gateway.connectOAuthUrl('s1', 'http://localhost:4000/back')).toBe('http://localhost:4000/sandbox/connect/authorize?state=s1&redirect_uri=http%3A%2F%2Flocalhost%3A4000%2Fback');
    const accountId = await gateway.connectAccountFromOAuth('ac_123');
    expect(accountId).toMatch(/^acct_/);
    expect(await gateway.isAccountVerified(accountId)).toBe(true);
    expect(await gateway.loginLink(accountId)).toMatch(new RegExp(`^http://localhost:4000/sandbox/connect/${accountId}/login/[0-9a-f]+$`));
    await expect(gateway.connectAccountFromOAuth('ac_123')).rejects.toMatchObject({ code: 'invalid_grant' });
    await expect(gateway.connectAccountFromOAuth('')).rejects.toMatchObject({ code: 'invalid_grant' });
    await expect(gateway.isAccountVerified('acct_unknown')).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(gateway.transfer({ accountId: 'acct_unknown', amountCents: 100, idempotencyKey: 'x' })).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('rejects a webhook signed more than five minutes ago', () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const gateway = sandbox(null, () => now);
    const payload = JSON.stringify({ id: 'evt_1', type: 'transfer.created', created: 0, data: { object: {} } });
    const header = gateway.signWebhook(payload);
    expect(gateway.verifyWebhook(payload, header).id).toBe('evt_1');
    now = new Date('2026-11-22T10:05:01Z');
    expect(() => gateway.verifyWebhook(payload, header)).toThrow(WebhookSignatureError);
  });
});
