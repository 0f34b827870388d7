import { assertNever, Decider, DomainCommand } from '../shared/decider';
import { PaymentWebhookHandled } from './payment-webhook.events';

/** The provider's event handled (the product acted on it, or it needed nothing). */
export type RecordPaymentWebhookHandled = DomainCommand<'RecordPaymentWebhookHandled', { eventId: string; type: string; created: number }>;
export type PaymentWebhookCommand = RecordPaymentWebhookHandled;

export interface PaymentWebhookState {
  handled: boolean;
}

/** A provider event is recorded handled once: a redelivery finds it and records nothing. */
export const paymentWebhookDecider: Decider<PaymentWebhookCommand, PaymentWebhookHandled, PaymentWebhookState> = {
  initialState: () => ({ handled: false }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'PaymentWebhookHandled':
        return { handled: true };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordPaymentWebhookHandled':
        if (state.handled) return [];
        return [{ type: 'PaymentWebhookHandled', data: { ...command.data, handledAt: command.metadata.now.toISOString() } }];
      default:
        return assertNever(command.type);
    }
  },
};
