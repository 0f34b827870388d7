import { PaymentAccountEvent } from '../../domain/payments/payment-account.events';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import { findPaymentAccount, findPaymentAccountByConnectAccount, paymentAccountsProjection } from './payment-accounts.projection';

const at = '2026-11-24T10:00:00.000Z';
const card = { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const events: PaymentAccountEvent[] = [
  { type: 'PaymentCustomerCreated', data: { userId: 'u1', customerId: 'cus_1', createdAt: at } },
  { type: 'PaymentMethodAdded', data: { userId: 'u1', ...card, isDefault: true, addedAt: at } },
  { type: 'PaymentMethodAdded', data: { userId: 'u1', ...card, paymentMethodId: 'pm_2', last4: '4444', brand: 'mastercard', requestKey: 'add-card-2', isDefault: false, addedAt: at } },
  { type: 'PaymentMethodRemoved', data: { userId: 'u1', paymentMethodId: 'pm_1', defaultPaymentMethodId: 'pm_2', removedAt: at } },
  { type: 'StripeConnectAccountAssociated', data: { userId: 't1', accountId: 'acct_1', associatedAt: at } },
  { type: 'StripeConnectVerificationChanged', data: { userId: 't1', accountId: 'acct_1', verified: true, changedAt: at } },
  { type: 'PrimaryPayoutMethodChosen', data: { userId: 't1', primaryPayoutMethod: 'stripeConnect', manualPayoutId: null, chosenAt: at } },
];

const recorded = (list: PaymentAccountEvent[]) => recordedInOrder(list.map((event) => ({ streamId: `payment-account-${event.data.userId}`, ...event })), at);

describe('the payment-accounts projection over the in-memory read store', () => {
  let readStore: InMemoryReadStore;
  let readModels: ReadModels;

  beforeEach(() => {
    readStore = new InMemoryReadStore();
    readModels = new ReadModels(readStore, [paymentAccountsProjection], new Map());
  });

  async function applyAll(times: number): Promise<void> {
    await projectInMemory(paymentAccountsProjection, readStore, recorded(events), times);
  }

  it('keeps each user\'s cards with the default, and a tutor\'s Connect account and payout method', async () => {
    await applyAll(1);
    expect(await findPaymentAccount(readModels, 'u1')).toEqual({
      _id: 'u1',
      customerId: 'cus_1',
      cards: [{ ...card, paymentMethodId: 'pm_2', last4: '4444', brand: 'mastercard', requestKey: 'add-card-2' }],
      defaultPaymentMethodId: 'pm_2',
      connectAccountId: null,
      connectVerified: false,
      primaryPayoutMethod: null,
      manualPayoutId: null,
      _position: 4,
    });
    expect(await findPaymentAccountByConnectAccount(readModels, 'acct_1')).toMatchObject({ _id: 't1', connectVerified: true, primaryPayoutMethod: 'stripeConnect' });
  });

  it('gives the same documents when the same events are applied twice', async () => {
    await applyAll(1);
    const once = [await findPaymentAccount(readModels, 'u1'), await findPaymentAccount(readModels, 't1')];
    await applyAll(2);
    expect([await findPaymentAccount(readModels, 'u1'), await findPaymentAccount(readModels, 't1')]).toEqual(once);
  });
});
