import { assertNever, Decider } from '../shared/decider';
import { DomainError, ForbiddenError } from '../shared/domain-error';
import { TutorPayoutMethod } from '../payouts/payout.events';
import {
  AddPaymentMethod,
  AssociateStripeConnectAccount,
  ChoosePrimaryPayoutMethod,
  DisconnectStripeConnectAccount,
  PaymentAccountCommand,
  RecordPaymentCustomer,
  RecordStripeConnectVerification,
  RemovePaymentMethod,
  SetDefaultPaymentMethod,
} from './payment-account.commands';
import { CardOnFile, PaymentAccountEvent, PrimaryPayoutMethod } from './payment-account.events';
import { isPayoutHandle, MAX_PAYOUT_HANDLE_LENGTH, PaymentAccountMessages as Messages } from './payment-account.rules';

export interface PaymentAccount {
  userId: string | null;
  customerId: string | null;
  cards: CardOnFile[];
  defaultPaymentMethodId: string | null;
  connectAccountId: string | null;
  connectVerified: boolean;
  primaryPayoutMethod: PrimaryPayoutMethod | null;
  manualPayoutId: string | null;
}

export const initialPaymentAccount = (): PaymentAccount => ({
  userId: null,
  customerId: null,
  cards: [],
  defaultPaymentMethodId: null,
  connectAccountId: null,
  connectVerified: false,
  primaryPayoutMethod: null,
  manualPayoutId: null,
});

export function evolvePaymentAccount(state: PaymentAccount, event: PaymentAccountEvent): PaymentAccount {
  const account = { ...state, userId: event.data.userId };
  switch (event.type) {
    case 'PaymentCustomerCreated':
      return { ...account, customerId: event.data.customerId };
    case 'PaymentMethodAdded': {
      const { userId: _user, isDefault, addedAt: _at, ...card } = event.data;
      return { ...account, cards: [...account.cards, card], defaultPaymentMethodId: isDefault ? card.paymentMethodId : account.defaultPaymentMethodId };
    }
    case 'PaymentMethodRemoved':
      return { ...account, cards: account.cards.filter((card) => card.paymentMethodId !== event.data.paymentMethodId), defaultPaymentMethodId: event.data.defaultPaymentMethodId };
    case 'DefaultPaymentMethodSet':
      return { ...account, defaultPaymentMethodId: event.data.paymentMethodId };
    case 'StripeConnectAccountAssociated':
      return { ...account, connectAccountId: event.data.accountId, connectVerified: false };
    case 'StripeConnectAccountDisconnected':
      if (event.data.accountId !== account.connectAccountId) return account;
      return {
        ...account,
        connectAccountId: null,
        connectVerified: false,
        primaryPayoutMethod: account.primaryPayoutMethod === 'stripeConnect' ? null : account.primaryPayoutMethod,
      };
    case 'StripeConnectVerificationChanged':
      return event.data.accountId === account.connectAccountId ? { ...account, connectVerified: event.data.verified } : account;
    case 'PrimaryPayoutMethodChosen':
      return { ...account, primaryPayoutMethod: event.data.primaryPayoutMethod, manualPayoutId: event.data.manualPayoutId };
    default:
      return assertNever(event);
  }
}

/**
 * How a tutor is paid: the manual method chosen with its handle, else Connect (with no account the
 * payout fails as 'partial' once the client is charged, and the tutor is asked to set one up).
 */
export function tutorPayoutMethodOf(account: Pick<PaymentAccount, 'primaryPayoutMethod' | 'manualPayoutId' | 'connectAccountId'>): TutorPayoutMethod {
  if ((account.primaryPayoutMethod === 'venmo' || account.primaryPayoutMethod === 'paypal') && account.manualPayoutId) {
    return { method: account.primaryPayoutMethod, manualPayoutId: account.manualPayoutId };
  }
  return { method: 'stripeConnect', accountId: account.connectAccountId };
}

/** Whether a tutor's payout could be paid now: a manual handle, or a connected Stripe account (else it is held). */
export function hasTutorPayoutMethod(account: Pick<PaymentAccount, 'primaryPayoutMethod' | 'manualPayoutId' | 'connectAccountId'>): boolean {
  const method = tutorPayoutMethodOf(account);
  return method.method !== 'stripeConnect' || method.accountId !== null;
}

/** The card a request with this idempotency key added, while it is on file. */
export function cardOfRequest(account: Pick<PaymentAccount, 'cards'>, requestKey: string): CardOnFile | null {
  return account.cards.find((card) => card.requestKey === requestKey) ?? null;
}

function requireOwner(userId: string, actorId: string | null): void {
  if (actorId !== null && actorId !== userId) throw new ForbiddenError();
}

const at = (command: PaymentAccountCommand) => command.metadata.now.toISOString();

export function recordPaymentCustomer(command: RecordPaymentCustomer, state: PaymentAccount): PaymentAccountEvent[] {
  const { userId, customerId } = command.data;
  requireOwner(userId, command.metadata.actorId);
  if (state.customerId === customerId) return [];
  return [{ type: 'PaymentCustomerCreated', data: { userId, customerId, createdAt: at(command) } }];
}

export function addPaymentMethod(command: AddPaymentMethod, state: PaymentAccount): PaymentAccountEvent[] {
  const { userId, card, isDefault, requestKey } = command.data;
  requireOwner(userId, command.metadata.actorId);
  if (state.cards.some((known) => known.paymentMethodId === card.paymentMethodId)) return [];
  if (requestKey && cardOfRequest(state, requestKey)) return [];
  return [
    {
      type: 'PaymentMethodAdded',
      data: { userId, ...card, ...(requestKey ? { requestKey } : {}), isDefault: isDefault || state.defaultPaymentMethodId === null, addedAt: at(command) },
    },
  ];
}

/** Removing a card not on file records nothing; removing the default makes the next card the default. */
export function removePaymentMethod(command: RemovePaymentMethod, state: PaymentAccount): PaymentAccountEvent[] {
  const { userId, paymentMethodId } = command.data;
  requireOwner(userId, command.metadata.actorId);
  if (!state.cards.some((card) => card.paymentMethodId === paymentMethodId)) return [];
  const rest = state.cards.filter((card) => card.paymentMethodId !== paymentMethodId);
  const defaultPaymentMethodId = state.defaultPaymentMethodId === paymentMethodId ? (rest[0]?.paymentMethodId ?? null) : state.defaultPaymentMethodId;
  return [{ type: 'PaymentMethodRemoved', data: { userId, paymentMethodId, defaultPaymentMethodId, removedAt: at(command) } }];
}

export function setDefaultPaymentMethod(command: SetDefaultPaymentMethod, state: PaymentAccount): PaymentAccountEvent[] {
  const { userId, paymentMethodId } = command.data;
  requireOwner(userId, command.metadata.actorId);
  if (!state.cards.some((card) => card.paymentMethodId === paymentMethodId)) throw DomainError.fromFieldErrors({ paymentMethodId: Messages.unknownCard });
  if (state.defaultPaymentMethodId === paymentMethodId) return [];
  return [{ type: 'DefaultPaymentMethodSet', data: { userId, paymentMethodId, setAt: at(command) } }];
}

export function associateStripeConnectAccount(command: AssociateStripeConnectAccount, state: PaymentAccount): PaymentAccountEvent[] {
  const { userId, accountId } = command.data;
  requireOwner(userId, command.metadata.actorId);
  if (state.connectAccountId === accountId) return [];
  return [{ type: 'StripeConnectAccountAssociated', data: { userId, accountId, associatedAt: at(command) } }];
}

/** Only the account on file is disconnected; another (an old one) records nothing. */
export function disconnectStripeConnectAccount(command: DisconnectStripeConnectAccount, state: PaymentAccount): PaymentAccountEvent[] {
  const { userId, accountId } = command.data;
  requireOwner(userId, command.metadata.actorId);
  if (state.connectAccountId !== accountId) return [];
  return [{ type: 'StripeConnectAccountDisconnected', data: { userId, accountId, disconnectedAt: at(command) } }];
}

export function recordStripeConnectVerification(command: RecordStripeConnectVerification, state: PaymentAccount): PaymentAccountEvent[] {
  const { userId, accountId, verified } = command.data;
  requireOwner(userId, command.metadata.actorId);
  if (state.connectAccountId !== accountId) throw new DomainError(Messages.otherConnectAccount);
  if (state.connectVerified === verified) return [];
  return [{ type: 'StripeConnectVerificationChanged', data: { userId, accountId, verified, changedAt: at(command) } }];
}

export function choosePrimaryPayoutMethod(command: ChoosePrimaryPayoutMethod, state: PaymentAccount): PaymentAccountEvent[] {
  const { userId, primaryPayoutMethod } = command.data;
  requireOwner(userId, command.metadata.actorId);
  let manualPayoutId: string | null = null;
  if (primaryPayoutMethod === 'stripeConnect') {
    if (!state.connectAccountId) throw DomainError.fromFieldErrors({ primaryPayoutMethod: Messages.noConnectAccount });
  } else {
    manualPayoutId = command.data.manualPayoutId?.trim() ?? '';
    if (manualPayoutId === '') throw DomainError.fromFieldErrors({ manualPayoutId: primaryPayoutMethod === 'venmo' ? Messages.venmoHandle : Messages.paypalHandle });
    if (manualPayoutId.length > MAX_PAYOUT_HANDLE_LENGTH) throw DomainError.fromFieldErrors({ manualPayoutId: Messages.handleTooLong });
    if (!isPayoutHandle(manualPayoutId)) throw DomainError.fromFieldErrors({ manualPayoutId: Messages.handleCharacters });
  }
  if (state.primaryPayoutMethod === primaryPayoutMethod && state.manualPayoutId === manualPayoutId) return [];
  return [{ type: 'PrimaryPayoutMethodChosen', data: { userId, primaryPayoutMethod, manualPayoutId, chosenAt: at(command) } }];
}

export function decidePaymentAccount(command: PaymentAccountCommand, state: PaymentAccount): PaymentAccountEvent[] {
  switch (command.type) {
    case 'RecordPaymentCustomer':
      return recordPaymentCustomer(command, state);
    case 'AddPaymentMethod':
      return addPaymentMethod(command, state);
    case 'RemovePaymentMethod':
      return removePaymentMethod(command, state);
    case 'SetDefaultPaymentMethod':
      return setDefaultPaymentMethod(command, state);
    case 'AssociateStripeConnectAccount':
      return associateStripeConnectAccount(command, state);
    case 'DisconnectStripeConnectAccount':
      return disconnectStripeConnectAccount(command, state);
    case 'RecordStripeConnectVerification':
      return recordStripeConnectVerification(command, state);
    case 'ChoosePrimaryPayoutMethod':
      return choosePrimaryPayoutMethod(command, state);
    default:
      return assertNever(command);
  }
}

export const paymentAccountDecider: Decider<PaymentAccountCommand, PaymentAccountEvent, PaymentAccount> = {
  initialState: initialPaymentAccount,
  evolve: evolvePaymentAccount,
  decide: decidePaymentAccount,
};
