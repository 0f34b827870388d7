import { DomainCommand } from '../shared/decider';
import { CardOnFile, PrimaryPayoutMethod } from './payment-account.events';

/** Every command names the account's user: only that user (or the system, actorId null) may change it. */
export type RecordPaymentCustomer = DomainCommand<'RecordPaymentCustomer', { userId: string; customerId: string }>;
/**
 * The card as the gateway saved it; `isDefault` as the gateway decided (the first card is).
 * `requestKey`: the client's idempotency key for this card; a card already added with it records nothing.
 */
export type AddPaymentMethod = DomainCommand<'AddPaymentMethod', { userId: string; card: CardOnFile; isDefault: boolean; requestKey?: string | null }>;
export type RemovePaymentMethod = DomainCommand<'RemovePaymentMethod', { userId: string; paymentMethodId: string }>;
export type SetDefaultPaymentMethod = DomainCommand<'SetDefaultPaymentMethod', { userId: string; paymentMethodId: string }>;
export type AssociateStripeConnectAccount = DomainCommand<'AssociateStripeConnectAccount', { userId: string; accountId: string }>;
export type DisconnectStripeConnectAccount = DomainCommand<'DisconnectStripeConnectAccount', { userId: string; accountId: string }>;
export type RecordStripeConnectVerification = DomainCommand<'RecordStripeConnectVerification', { userId: string; accountId: string; verified: boolean }>;
export type ChoosePrimaryPayoutMethod = DomainCommand<
  'ChoosePrimaryPayoutMethod',
  { userId: string; primaryPayoutMethod: PrimaryPayoutMethod; manualPayoutId?: string | null }
>;

export type PaymentAccountCommand =
  | RecordPaymentCustomer
  | AddPaymentMethod
  | RemovePaymentMethod
  | SetDefaultPaymentMethod
  | AssociateStripeConnectAccount
  | DisconnectStripeConnectAccount
  | RecordStripeConnectVerification
  | ChoosePrimaryPayoutMethod;
