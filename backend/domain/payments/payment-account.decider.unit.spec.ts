import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { PaymentAccountCommand } from './payment-account.commands';
import { hasTutorPayoutMethod, paymentAccountDecider, tutorPayoutMethodOf } from './payment-account.decider';
import { PaymentAccountEvent } from './payment-account.events';
import { PaymentAccountMessages as Messages } from './payment-account.rules';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpecification(paymentAccountDecider);
const command = <C extends PaymentAccountCommand>(type: C['type'], data: C['data'], actorId: string | null = 'u1'): C => ({ type, data, metadata: { now, actorId } }) as C;
const visa = { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const master = { paymentMethodId: 'pm_2', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031 };
const added = (card: typeof visa, isDefault: boolean): PaymentAccountEvent => ({ type: 'PaymentMethodAdded', data: { userId: 'u1', ...card, isDefault, addedAt: at } });
const associated: PaymentAccountEvent = { type: 'StripeConnectAccountAssociated', data: { userId: 'u1', accountId: 'acct_1', associatedAt: at } };

describe('payment account decider', () => {
  it('makes the first card the default and records a card once', () => {
    spec.given([]).when(command('AddPaymentMethod', { userId: 'u1', card: visa, isDefault: false })).then([added(visa, true)]);
    spec.given([added(visa, true)]).when(command('AddPaymentMethod', { userId: 'u1', card: master, isDefault: false })).then([added(master, false)]);
    spec.given([added(visa, true)]).when(command('AddPaymentMethod', { userId: 'u1', card: visa, isDefault: true })).thenNothingHappened();
  });

  it("records the card of a request's idempotency key once: the same key again adds no second card", () => {
    const keyed: PaymentAccountEvent = { type: 'PaymentMethodAdded', data: { userId: 'u1', ...visa, requestKey: 'key-1', isDefault: true, addedAt: at } };
    spec.given([]).when(command('AddPaymentMethod', { userId: 'u1', card: visa, isDefault: true, requestKey: 'key-1' })).then([keyed]);
    spec.given([keyed]).when(command('AddPaymentMethod', { userId: 'u1', card: master, isDefault: false, requestKey: 'key-1' })).thenNothingHappened();
    spec
      .given([keyed])
      .when(command('AddPaymentMethod', { userId: 'u1', card: master, isDefault: false, requestKey: 'key-2' }))
      .then([{ type: 'PaymentMethodAdded', data: { userId: 'u1', ...master, requestKey: 'key-2', isDefault: false, addedAt: at } }]);
  });

  it('moves the default to the next card when the default is removed; an unknown card removes nothing', () => {
    spec
      .given([added(visa, true), added(master, false)])
      .when(command('RemovePaymentMethod', { userId: 'u1', paymentMethodId: 'pm_1' }))
      .then([{ type: 'PaymentMethodRemoved', data: { userId: 'u1', paymentMethodId: 'pm_1', defaultPaymentMethodId: 'pm_2', removedAt: at } }]);
    spec.given([added(visa, true)]).when(command('RemovePaymentMethod', { userId: 'u1', paymentMethodId: 'pm_9' })).thenNothingHappened();
  });

  it('sets a card on file as the default, refusing others', () => {
    spec
      .given([added(visa, true), added(master, false)])
      .when(command('SetDefaultPaymentMethod', { userId: 'u1', paymentMethodId: 'pm_2' }))
      .then([{ type: 'DefaultPaymentMethodSet', data: { userId: 'u1', paymentMethodId: 'pm_2', setAt: at } }]);
    spec.given([added(visa, true)]).when(command('SetDefaultPaymentMethod', { userId: 'u1', paymentMethodId: 'pm_9' })).thenThrows(Messages.unknownCard, { paymentMethodId: Messages.unknownCard });
  });

  it('lets only the account holder (or the system) change it', () => {
    spec.given([]).when(command('AddPaymentMethod', { userId: 'u1', card: visa, isDefault: true }, 'someone-else')).thenThrows(ForbiddenError);
    spec.given([associated]).when(command('RecordStripeConnectVerification', { userId: 'u1', accountId: 'acct_1', verified: true }, null)).then([
      { type: 'StripeConnectVerificationChanged', data: { userId: 'u1', accountId: 'acct_1', verified: true, changedAt: at } },
    ]);
  });

  it('chooses Venmo or PayPal only with a handle, Stripe Connect only with an account', () => {
    spec.given([]).when(command('ChoosePrimaryPayoutMethod', { userId: 'u1', primaryPayoutMethod: 'venmo', manualPayoutId: '  ' })).thenThrows(Messages.venmoHandle, { manualPayoutId: Messages.venmoHandle });
    spec.given([]).when(command('ChoosePrimaryPayoutMethod', { userId: 'u1', primaryPayoutMethod: 'paypal' })).thenThrows(Messages.paypalHandle);
    spec.given([]).when(command('ChoosePrimaryPayoutMethod', { userId: 'u1', primaryPayoutMethod: 'stripeConnect' })).thenThrows(Messages.noConnectAccount);
    for (const handle of ['<script>alert(1)</script>', '../../etc/passwd', 'ana lopez', 'a\u0000b', '\u202Eana']) {
      spec.given([]).when(command('ChoosePrimaryPayoutMethod', { userId: 'u1', primaryPayoutMethod: 'paypal', manualPayoutId: handle })).thenThrows(Messages.handleCharacters, { manualPayoutId: Messages.handleCharacters });
    }
    spec
      .given([])
      .when(command('ChoosePrimaryPayoutMethod', { userId: 'u1', primaryPayoutMethod: 'paypal', manualPayoutId: 'josé.núñez+pay@example.com' }))
      .then([{ type: 'PrimaryPayoutMethodChosen', data: { userId: 'u1', primaryPayoutMethod: 'paypal', manualPayoutId: 'josé.núñez+pay@example.com', chosenAt: at } }]);
    spec
      .given([])
      .when(command('ChoosePrimaryPayoutMethod', { userId: 'u1', primaryPayoutMethod: 'venmo', manualPayoutId: ' @ana ' }))
      .then([{ type: 'PrimaryPayoutMethodChosen', data: { userId: 'u1', primaryPayoutMethod: 'venmo', manualPayoutId: '@ana', chosenAt: at } }]);
  });

  it('forgets a disconnected Connect account, and Connect as the payout method with it', () => {
    const chosen: PaymentAccountEvent = { type: 'PrimaryPayoutMethodChosen', data: { userId: 'u1', primaryPayoutMethod: 'stripeConnect', manualPayoutId: null, chosenAt: at } };
    const disconnected: PaymentAccountEvent = { type: 'StripeConnectAccountDisconnected', data: { userId: 'u1', accountId: 'acct_1', disconnectedAt: at } };
    spec.given([associated, chosen]).when(command('DisconnectStripeConnectAccount', { userId: 'u1', accountId: 'acct_1' }, null)).then([disconnected]);
    spec.given([associated, chosen, disconnected]).when(command('DisconnectStripeConnectAccount', { userId: 'u1', accountId: 'acct_1' }, null)).thenNothingHappened();
    expect([associated, chosen, disconnected].reduce(paymentAccountDecider.evolve, paymentAccountDecider.initialState())).toMatchObject({ connectAccountId: null, primaryPayoutMethod: null });
  });

  it('pays a tutor by the manual method chosen, else by Connect (null account without one)', () => {
    const fold = (events: PaymentAccountEvent[]) => events.reduce(paymentAccountDecider.evolve, paymentAccountDecider.initialState());
    expect(tutorPayoutMethodOf(fold([]))).toEqual({ method: 'stripeConnect', accountId: null });
    expect(tutorPayoutMethodOf(fold([associated]))).toEqual({ method: 'stripeConnect', accountId: 'acct_1' });
    const venmo: PaymentAccountEvent = { type: 'PrimaryPayoutMethodChosen', data: { userId: 'u1', primaryPayoutMethod: 'venmo', manualPayoutId: '@ana', chosenAt: at } };
    expect(tutorPayoutMethodOf(fold([associated, venmo]))).toEqual({ method: 'venmo', manualPayoutId: '@ana' });
  });

  it('knows a tutor without a connected account or manual handle has no payout method (their payouts would be held)', () => {
    const fold = (events: PaymentAccountEvent[]) => events.reduce(paymentAccountDecider.evolve, paymentAccountDecider.initialState());
    expect(hasTutorPayoutMethod(fold([]))).toBe(false);
    expect(hasTutorPayoutMethod(fold([associated]))).toBe(true);
    const venmo: PaymentAccountEvent = { type: 'PrimaryPayoutMethodChosen', data: { userId: 'u1', primaryPayoutMethod: 'venmo', manualPayoutId: '@ana', chosenAt: at } };
    expect(hasTutorPayoutMethod(fold([venmo]))).toBe(true);
  });
});
