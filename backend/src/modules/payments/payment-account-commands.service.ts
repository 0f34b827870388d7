import { Inject, Injectable } from '@nestjs/common';
import { PaymentAccountCommand } from '../../../domain/payments/payment-account.commands';
import { PaymentAccount, paymentAccountDecider } from '../../../domain/payments/payment-account.decider';
import { PaymentAccountEvent, paymentAccountStreamId, PrimaryPayoutMethod } from '../../../domain/payments/payment-account.events';
import { PaymentAccountMessages as Messages } from '../../../domain/payments/payment-account.rules';
import { DomainError } from '../../../domain/shared/domain-error';
import { findPaymentAccount, PaymentAccountDocument, paymentAccountsProjection } from '../../../projections/payment-accounts/payment-accounts.projection';
import { UserDocument } from '../../../projections/users/users.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { PAYMENT_GATEWAY, PaymentGateway, PaymentGatewayError, PaymentGatewayTimeoutError } from '../../../platform/payments/payment-gateway.port';

const MAX_ATTEMPTS = 5;

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

/**
 * A user's payment settings (stream `payment-account-<userId>`) kept in step with the gateway:
 * the gateway acts first (a card is saved, an account linked), then the fact is recorded, so a
 * failed call records nothing and a retried one records the same fact once.
 */
@Injectable()
export class PaymentAccountCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly runtime: CommandRuntime,
    private readonly readModels: ReadModels,
  ) {}

  /** A customer per client, created with the first card; the first card is the default. */
  async addPaymentMethod(client: UserDocument, cardToken: string, context: CommandContext): Promise<PaymentAccountDocument> {
    const userId = client._id;
    let account = await this.load(userId);
    let customerId = account.customerId;
    if (!customerId) {
      customerId = await this.gateway.ensureCustomer(userId, client.email.address);
      await this.run(userId, { type: 'RecordPaymentCustomer', data: { userId, customerId } }, context);
    }
    const card = await this.userCaused(() => this.gateway.attachCard(customerId, cardToken.trim()), 'cardToken');
    const isDefault = (await this.gateway.listCards(customerId)).some((listed) => listed.paymentMethodId === card.paymentMethodId && listed.isDefault);
    const outcome = await this.run(userId, { type: 'AddPaymentMethod', data: { userId, card, isDefault } }, context);
    account = await this.load(userId);
    // The gateway and the account agree on the default (the account makes the first card it).
    if (account.defaultPaymentMethodId === card.paymentMethodId && !isDefault) await this.gateway.setDefaultCard(customerId, card.paymentMethodId);
    return this.readBack(userId, outcome.position);
  }

  async removePaymentMethod(userId: string, paymentMethodId: string, context: CommandContext): Promise<PaymentAccountDocument> {
    const account = await this.load(userId);
    if (!account.customerId || !account.cards.some((card) => card.paymentMethodId === paymentMethodId)) return this.readBack(userId, 0);
    await this.gateway.removeCard(account.customerId, paymentMethodId);
    const outcome = await this.run(userId, { type: 'RemovePaymentMethod', data: { userId, paymentMethodId } }, context);
    const after = await this.load(userId);
    if (after.defaultPaymentMethodId && after.defaultPaymentMethodId !== account.defaultPaymentMethodId) await this.gateway.setDefaultCard(account.customerId, after.defaultPaymentMethodId);
    return this.readBack(userId, outcome.position);
  }

  async setDefaultPaymentMethod(userId: string, paymentMethodId: string, context: CommandContext): Promise<PaymentAccountDocument> {
    const account = await this.load(userId);
    if (!account.customerId || !account.cards.some((card) => card.paymentMethodId === paymentMethodId)) throw DomainError.fromFieldErrors({ paymentMethodId: Messages.unknownCard });
    await this.gateway.setDefaultCard(account.customerId, paymentMethodId);
    const outcome = await this.run(userId, { type: 'SetDefaultPaymentMethod', data: { userId, paymentMethodId } }, context);
    return this.readBack(userId, outcome.position);
  }

  /** Links the tutor's Express account from the Connect OAuth code and makes it the way they are paid. */
  async associateStripeConnect(userId: string, authCode: string, context: CommandContext): Promise<PaymentAccountDocument> {
    const accountId = await this.userCaused(() => this.gateway.connectAccountFromOAuth(authCode.trim()), 'authCode', Messages.connectAuthorization);
    await this.run(userId, { type: 'AssociateStripeConnectAccount', data: { userId, accountId } }, context);
    const verified = await this.gateway.isAccountVerified(accountId);
    await this.run(userId, { type: 'RecordStripeConnectVerification', data: { userId, accountId, verified } }, context);
    const outcome = await this.run(userId, { type: 'ChoosePrimaryPayoutMethod', data: { userId, primaryPayoutMethod: 'stripeConnect' } }, context);
    return this.readBack(userId, outcome.position);
  }

  async stripeConnectLoginLink(userId: string): Promise<string> {
    const account = await this.load(userId);
    if (!account.connectAccountId) throw new DomainError(Messages.noConnectAccount);
    return this.gateway.loginLink(account.connectAccountId);
  }

  /** Asks the provider, records a change, answers whether the account can be paid out. */
  async checkStripeConnectAccountVerified(userId: string, context: CommandContext): Promise<boolean> {
    const account = await this.load(userId);
    if (!account.connectAccountId) return false;
    const verified = await this.gateway.isAccountVerified(account.connectAccountId);
    const outcome = await this.run(userId, { type: 'RecordStripeConnectVerification', data: { userId, accountId: account.connectAccountId, verified } }, context);
    await this.runtime.awaitReadModels(outcome.position, [paymentAccountsProjection.name]);
    return verified;
  }

  /** Records what the provider's webhook says of a connected account (the system acts: actorId null). */
  async recordConnectVerification(userId: string, accountId: string, verified: boolean, context: CommandContext): Promise<void> {
    await this.run(userId, { type: 'RecordStripeConnectVerification', data: { userId, accountId, verified } }, context);
  }

  /** The tutor revoked the platform in Stripe (its webhook says so): the account is forgotten. */
  async recordConnectDisconnected(userId: string, accountId: string, context: CommandContext): Promise<void> {
    await this.run(userId, { type: 'DisconnectStripeConnectAccount', data: { userId, accountId } }, context);
  }

  async editPrimaryPayoutOption(userId: string, primaryPayoutMethod: PrimaryPayoutMethod, manualPayoutId: string | null, context: CommandContext): Promise<PaymentAccountDocument> {
    const outcome = await this.run(userId, { type: 'ChoosePrimaryPayoutMethod', data: { userId, primaryPayoutMethod, manualPayoutId } }, context);
    return this.readBack(userId, outcome.position);
  }

  async settingsOf(userId: string): Promise<PaymentAccountDocument> {
    return (await findPaymentAccount(this.readModels, userId)) ?? emptyPaymentAccount(userId);
  }

  /** The account folded from its stream: commands decide on the log, never on a read model. */
  private async load(userId: string): Promise<PaymentAccount> {
    const events = await this.eventStore.readStream(paymentAccountStreamId(userId));
    return events.map((event) => ({ type: event.type, data: event.data }) as PaymentAccountEvent).reduce(paymentAccountDecider.evolve, paymentAccountDecider.initialState());
  }

  /** A refusal of what the user gave (an unknown token, a used code) is a field error; a timeout or outage is not. */
  private async userCaused<T>(call: () => Promise<T>, field: string, message?: string): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentGatewayError && !(error instanceof PaymentGatewayTimeoutError)) throw DomainError.fromFieldErrors({ [field]: message ?? error.message });
      throw error;
    }
  }

  private async readBack(userId: string, position: number): Promise<PaymentAccountDocument> {
    await this.runtime.awaitReadModels(position, [paymentAccountsProjection.name]);
    return this.settingsOf(userId);
  }

  private async run(userId: string, command: Omit<PaymentAccountCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<PaymentAccountEvent>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await handleCommand(this.eventStore, paymentAccountStreamId(userId), paymentAccountDecider, command, context);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }
}
