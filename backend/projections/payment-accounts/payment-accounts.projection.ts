import { evolvePaymentAccount, initialPaymentAccount, PaymentAccount } from '../../domain/payments/payment-account.decider';
import { PAYMENT_ACCOUNT_EVENT_TYPES, PaymentAccountEvent } from '../../domain/payments/payment-account.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** A user's payment settings (`_id` = the user id): the account as its decider folds it. */
export type PaymentAccountDocument = ProjectedDocument & Omit<PaymentAccount, 'userId'>;

export const PAYMENT_ACCOUNTS_COLLECTION = 'payment-accounts';

export function evolvePaymentAccountDocument(current: PaymentAccountDocument | null, event: PaymentAccountEvent, position: number): PaymentAccountDocument {
  const { _id: _ignored, _position: _before, ...account } = current ?? { _id: event.data.userId, _position: 0, ...initialPaymentAccount() };
  const { userId: _user, ...next } = evolvePaymentAccount({ ...account, userId: event.data.userId }, event);
  return { _id: event.data.userId, ...next, _position: position };
}

export const paymentAccountsProjection: ProjectionDefinition = {
  name: 'payment-accounts',
  version: 1,
  handles: PAYMENT_ACCOUNT_EVENT_TYPES,
  collections: [PAYMENT_ACCOUNTS_COLLECTION],
  async setup(store) {
    await store.collection(PAYMENT_ACCOUNTS_COLLECTION).createIndex({ keys: { connectAccountId: 1 }, name: 'by_connect_account' });
  },
  async apply(event: RecordedEvent, store) {
    const accountEvent = { type: event.type, data: event.data } as PaymentAccountEvent;
    await evolveDocument(store.collection<PaymentAccountDocument>(PAYMENT_ACCOUNTS_COLLECTION), accountEvent.data.userId, event, (current) =>
      evolvePaymentAccountDocument(current, accountEvent, event.position),
    );
  },
};

// Readers

export function findPaymentAccount(readModels: ReadModels, userId: string): Promise<PaymentAccountDocument | null> {
  return readModels.collection<PaymentAccountDocument>(PAYMENT_ACCOUNTS_COLLECTION).findOne({ _id: userId });
}

export function findPaymentAccountByConnectAccount(readModels: ReadModels, connectAccountId: string): Promise<PaymentAccountDocument | null> {
  return readModels.collection<PaymentAccountDocument>(PAYMENT_ACCOUNTS_COLLECTION).findOne({ connectAccountId });
}
