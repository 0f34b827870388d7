import { Injectable } from '@nestjs/common';
import { AccountMessages } from '../../../../../domain/accounts/account.rules';
import { findPaymentAccount } from '../../../../../projections/payment-accounts/payment-accounts.projection';
import { PAYOUTS_COLLECTION, PayoutDocument } from '../../../../../projections/payouts/payouts.projection';
import { findCreditBalance } from '../../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { allParticipantKeysOf, findSessionsByParticipantKey } from '../../../../../projections/sessions/sessions.projection';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { AdminUserDetailModel, AdminUserModel, AdminUserPaymentModel, AdminUserSessionModel } from '../../admin-user.model';
import { UserDirectory } from '../../user-directory';

/** How many of the latest sessions and payments a user's page lists. */
export const ADMIN_USER_PAGE_ITEMS = 50;

/** getAdminUser (admins): one user's page: profile and roles, latest sessions and payments, cards, payout method, credits. */
@Injectable()
export class GetAdminUserHandler {
  constructor(
    private readonly directory: UserDirectory,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string }): Promise<AdminUserDetailModel> {
    const user = await this.directory.findById(input.userId);
    if (!user) throw new NotFoundError(AccountMessages.userNotFound);
    const [sessions, payouts, account, credits] = await Promise.all([
      findSessionsByParticipantKey(this.readModels, allParticipantKeysOf(user._id), { skip: 0, limit: ADMIN_USER_PAGE_ITEMS, latestFirst: true }),
      // Payouts are listed by month for finance and not indexed by person; a user's page is rare enough to walk them.
      this.readModels
        .collection<PayoutDocument>(PAYOUTS_COLLECTION)
        .find({ $or: [{ 'payout.clientId': user._id }, { 'payout.tutorId': user._id }] }, { sort: { startedAt: -1 }, limit: ADMIN_USER_PAGE_ITEMS, readOnly: true }),
      findPaymentAccount(this.readModels, user._id),
      findCreditBalance(this.readModels, user._id),
    ]);
    return {
      user: AdminUserModel.of(user),
      sessions: sessions.sessions.map((session) => AdminUserSessionModel.of(session, user._id)),
      payments: payouts.map((payout) => AdminUserPaymentModel.of(payout, user._id)),
      cards: (account?.cards ?? []).map((card) => ({ brand: card.brand, last4: card.last4, isDefault: card.paymentMethodId === account?.defaultPaymentMethodId })),
      primaryPayoutMethod: account?.primaryPayoutMethod ?? null,
      creditEarnedCents: credits.earnedCents,
      creditBalanceCents: credits.balanceCents,
    };
  }
}
