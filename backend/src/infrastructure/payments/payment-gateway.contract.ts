import { randomUUID } from 'node:crypto';
import { PaymentDeclinedError, PaymentGateway, PaymentGatewayError, WebhookSignatureError } from '../../../platform/payments/payment-gateway.port';

export interface PaymentGatewayUnderTest {
  gateway: PaymentGateway;
  /** A token whose card attaches but whose charges are declined (Stripe declines some test cards at attach time). */
  decliningToken: string;
  /** The header the provider would send with this payload. */
  signWebhook(payload: string): string;
  /** A connected account that can receive transfers, or null when this provider cannot give one in tests. */
  connectedAccount(): Promise<string | null>;
  cleanup(): Promise<void>;
}

/** The behaviour every PaymentGateway adapter must show; run by each adapter's int spec. */
export function describePaymentGatewayContract(name: string, make: () => Promise<PaymentGatewayUnderTest>): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let subject: PaymentGatewayUnderTest;
    let gateway: PaymentGateway;
    beforeEach(async () => {
      subject = await make();
      gateway = subject.gateway;
    });
    afterEach(async () => subject.cleanup());

    const newCustomer = () => {
      const userId = `user-${randomUUID()}`;
      return gateway.ensureCustomer(userId, `${userId}@example.com`);
    };

    it('gives a user one customer, the same on every call', async () => {
      const userId = `user-${randomUUID()}`;
      const first = await gateway.ensureCustomer(userId, `${userId}@example.com`);
      expect(first).toMatch(/^cus_/);
      expect(await gateway.ensureCustomer(userId, `${userId}@example.com`)).toBe(first);
      expect(await gateway.ensureCustomer(`user-${randomUUID()}`, `${userId}@example.com`)).not.toBe(first);
    });

    it('saves the card of a test token with its brand and last four digits; the first is the default', async () => {
      const customerId = await newCustomer();
      const visa = await gateway.attachCard(customerId, 'tok_visa');
      expect(visa).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(visa.paymentMethodId).toMatch(/^pm_/);
      expect(visa.expMonth).toBeGreaterThanOrEqual(1);
      expect(visa.expMonth).toBeLessThanOrEqual(12);
      expect(visa.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
      const mastercard = await gateway.attachCard(customerId, 'tok_mastercard');
      expect(mastercard).toMatchObject({ brand: 'mastercard', last4: '4444' });
      const cards = await gateway.listCards(customerId);
      expect(cards.map(({ paymentMethodId, isDefault }) => ({ paymentMethodId, isDefault })).sort((a, b) => Number(b.isDefault) - Number(a.isDefault))).toEqual([
        { paymentMethodId: visa.paymentMethodId, isDefault: true },
        { paymentMethodId: mastercard.paymentMethodId, isDefault: false },
      ]);
    });

    it('knows American Express cards', async () => {
      expect(await gateway.attachCard(await newCustomer(), 'tok_amex')).toMatchObject({ brand: 'amex', last4: '0005' });
    });

    it('changes the default card and removes cards; removing one twice is no error', async () => {
      const customerId = await newCustomer();
      const visa = await gateway.attachCard(customerId, 'tok_visa');
      const mastercard = await gateway.attachCard(customerId, 'tok_mastercard');
      await gateway.setDefaultCard(customerId, mastercard.paymentMethodId);
      expect((await gateway.listCards(customerId)).find((card) => card.isDefault)?.paymentMethodId).toBe(mastercard.paymentMethodId);
      await gateway.removeCard(customerId, visa.paymentMethodId);
      await gateway.removeCard(customerId, visa.paymentMethodId);
      expect((await gateway.listCards(customerId)).map((card) => card.paymentMethodId)).toEqual([mastercard.paymentMethodId]);
    });

    it('refuses a token it does not know', async () => {
      await expect(gateway.attachCard(await newCustomer(), 'tok_no_such_token')).rejects.toBeInstanceOf(PaymentGatewayError);
    });

    it('charges the default card and gives the same charge back for the same idempotency key', async () => {
      const customerId = await newCustomer();
      await gateway.attachCard(customerId, 'tok_visa');
      const request = { customerId, amountCents: 4500, currency: 'usd', idempotencyKey: `charge-${randomUUID()}`, description: 'Session s1', metadata: { sessionId: 's1' } };
      const first = await gateway.charge(request);
      expect(first).toEqual({ chargeId: expect.stringMatching(/^pi_/), status: 'succeeded' });
      expect(await gateway.charge(request)).toEqual(first);
      const other = await gateway.charge({ ...request, idempotencyKey: `charge-${randomUUID()}` });
      expect(other.chargeId).not.toBe(first.chargeId);
    });

    it('refuses to reuse an idempotency key with other parameters', async () => {
      const customerId = await newCustomer();
      await gateway.attachCard(customerId, 'tok_visa');
      const request = { customerId, amountCents: 4500, idempotencyKey: `charge-${randomUUID()}`, description: 'Session s1' };
      await gateway.charge(request);
      await expect(gateway.charge({ ...request, amountCents: 9000 })).rejects.toMatchObject({ code: 'idempotency_error' });
    });

    it('reports a declined card as a PaymentDeclinedError, again for the same key', async () => {
      const customerId = await newCustomer();
      await gateway.attachCard(customerId, subject.decliningToken);
      const request = { customerId, amountCents: 4500, idempotencyKey: `charge-${randomUUID()}`, description: 'Session s2' };
      await expect(gateway.charge(request)).rejects.toBeInstanceOf(PaymentDeclinedError);
      await expect(gateway.charge(request)).rejects.toBeInstanceOf(PaymentDeclinedError);
    });

    it('says why when the funds are insufficient', async () => {
      const customerId = await newCustomer();
      await gateway.attachCard(customerId, 'tok_visa');
      const insufficient = await attachOrNull(gateway, customerId, 'tok_chargeDeclinedInsufficientFunds');
      if (!insufficient) return; // Stripe declines this card at attach time already, with the same reason.
      await gateway.setDefaultCard(customerId, insufficient);
      await expect(gateway.charge({ customerId, amountCents: 4500, idempotencyKey: `charge-${randomUUID()}`, description: 'Session s3' })).rejects.toMatchObject({
        declineCode: 'insufficient_funds',
      });
    });

    it('refuses to charge a customer without a card', async () => {
      const customerId = await newCustomer();
      await expect(gateway.charge({ customerId, amountCents: 4500, idempotencyKey: `charge-${randomUUID()}`, description: 'Session s4' })).rejects.toBeInstanceOf(PaymentGatewayError);
    });

    it('transfers to a connected account once per idempotency key', async () => {
      const accountId = await subject.connectedAccount();
      if (!accountId) return;
      const request = { accountId, amountCents: 2500, idempotencyKey: `transfer-${randomUUID()}`, metadata: { sessionId: 's1' } };
      const first = await gateway.transfer(request);
      expect(first.transferId).toMatch(/^tr_/);
      expect(await gateway.transfer(request)).toEqual(first);
    });

    it('refunds part of a charge once per idempotency key, never more than was charged, and lists it with the charge', async () => {
      const since = new Date(Date.now() - 60_000);
      const customerId = await newCustomer();
      await gateway.attachCard(customerId, 'tok_visa');
      const sessionId = `s-${randomUUID()}`;
      const { chargeId } = await gateway.charge({ customerId, amountCents: 4500, idempotencyKey: `charge-${randomUUID()}`, description: 'Session s5', metadata: { sessionId } });
      const request = { chargeId, amountCents: 1500, idempotencyKey: `refund-${randomUUID()}`, metadata: { sessionId } };
      const first = await gateway.refund(request);
      expect(first.refundId).toMatch(/^re_/);
      expect(await gateway.refund(request)).toEqual(first);
      await expect(gateway.refund({ ...request, amountCents: 3001, idempotencyKey: `refund-${randomUUID()}` })).rejects.toBeInstanceOf(PaymentGatewayError);
      const records = (await gateway.moneyRecords(since)).filter((record) => record.sessionId === sessionId);
      expect(records.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { kind: 'charge', id: chargeId, amountCents: 4500, sessionId },
        { kind: 'refund', id: first.refundId, amountCents: 1500, sessionId },
      ]);
    });

    it('reverses part of a transfer once per idempotency key', async () => {
      const accountId = await subject.connectedAccount();
      if (!accountId) return;
      const { transferId } = await gateway.transfer({ accountId, amountCents: 2500, idempotencyKey: `transfer-${randomUUID()}`, metadata: { sessionId: 's6' } });
      const request = { transferId, amountCents: 1000, idempotencyKey: `reversal-${randomUUID()}`, metadata: { sessionId: 's6' } };
      const first = await gateway.reverseTransfer(request);
      expect(first.reversalId).toMatch(/^trr_/);
      expect(await gateway.reverseTransfer(request)).toEqual(first);
      await expect(gateway.reverseTransfer({ ...request, amountCents: 1501, idempotencyKey: `reversal-${randomUUID()}` })).rejects.toBeInstanceOf(PaymentGatewayError);
    });

    it('accepts a webhook signed with its secret and rejects a forged or altered one', async () => {
      const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object: { id: 'pi_1' } } });
      const header = subject.signWebhook(payload);
      expect(gateway.verifyWebhook(Buffer.from(payload), header)).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });
      expect(() => gateway.verifyWebhook(payload.replace('pi_1', 'pi_2'), header)).toThrow(WebhookSignatureError);
      expect(() => gateway.verifyWebhook(payload, 't=1,v1=00')).toThrow(WebhookSignatureError);
      expect(() => gateway.verifyWebhook(payload, '')).toThrow(WebhookSignatureError);
    });

    it('hands over the connected account a Connect webhook is about', async () => {
      const payload = JSON.stringify({ id: 'evt_2', type: 'account.application.deauthorized', created: Math.floor(Date.now() / 1000), account: 'acct_1', data: { object: { id: 'ca_1' } } });
      expect(gateway.verifyWebhook(payload, subject.signWebhook(payload))).toMatchObject({ id: 'evt_2', type: 'account.application.deauthorized', account: 'acct_1' });
    });
  });
}

async function attachOrNull(gateway: PaymentGateway, customerId: string, token: string): Promise<string | null> {
  try {
    return (await gateway.attachCard(customerId, token)).paymentMethodId;
  } catch (error) {
    if (error instanceof PaymentDeclinedError) return null;
    throw error;
  }
}
