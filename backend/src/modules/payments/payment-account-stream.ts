import { paymentAccountDecider } from '../../../domain/payments/payment-account.decider';
import { paymentAccountStreamId } from '../../../domain/payments/payment-account.events';
import { DomainError } from '../../../domain/shared/domain-error';
import { PaymentGatewayError, PaymentGatewayTimeoutError } from '../../../platform/payments/payment-gateway.port';
import { findPaymentAccount, PaymentAccountDocument, paymentAccountsProjection } from '../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../projections/runner/read-models';

/**
 * A user's payment settings (stream `payment-account-<userId>`) kept in step with the gateway: the
 * gateway acts first (a card is saved, an account linked), then the fact is recorded, so a failed
 * call records nothing and a retried one records the same fact once. Commands decide on the
 * stream (pipeline.load), never on the read model; answers come from the read model they wait for.
 */
export const paymentAccountStream = {
  decider: paymentAccountDecider,
  streamIdOf: paymentAccountStreamId,
  readModels: [paymentAccountsProjection.name],
} as const;

/** The empty settings of a user who has none yet. */
export function emptyPaymentAccount(userId: string): PaymentAccountDocument {
  return {
    _id: userId,
    _position: 0,
    customerId: null,
    cards: [],
    defaultPaymentMethodId: null,
    connectAccountId: null,
    connectVerified: false,
    primaryPayoutMethod: null,
    manualPayoutId: null,
  };
}

/** The settings as the read model holds them (after a command, once it has waited for them). */
export async function paymentSettingsOf(readModels: ReadModels, userId: string): Promise<PaymentAccountDocument> {
  return (await findPaymentAccount(readModels, userId)) ?? emptyPaymentAccount(userId);
}

/** A refusal of what the user gave (an unknown token, a used code) is a field error with our message; a timeout or outage is not. */
export async function userCaused<T>(call: () => Promise<T>, field: string, message: string | ((error: PaymentGatewayError) => string)): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError && !(error instanceof PaymentGatewayTimeoutError)) {
      throw DomainError.fromFieldErrors({ [field]: typeof message === 'string' ? message : message(error) });
    }
    throw error;
  }
}
