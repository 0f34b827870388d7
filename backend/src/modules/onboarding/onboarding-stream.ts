import { Injectable } from '@nestjs/common';
import { PaymentAccountDocument } from '../../../projections/payment-accounts/payment-accounts.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { findTutorById } from '../../../projections/tutor-search/tutor-search.projection';
import { OnboardingPayoutMethod } from '../../../domain/tutors/tutor-onboarding.rules';
import { TutorProfileMessages } from '../../../domain/tutors/tutor-profile.rules';
import { ForbiddenError } from '../../../domain/shared/domain-error';
import { NotFoundError } from '../../graphql/graphql-errors';
import { Viewer } from '../accounts/auth/graphql-context';
import { paymentSettingsOf } from '../payments/payment-account-stream';
import { TutorOnboardingModel } from './onboarding.models';

/**
 * The payout method a tutor can be paid by now: the chosen one when it is usable (a Connect
 * account, or the Venmo/PayPal handle), else a linked Connect account; null without either.
 */
export function payoutMethodOf(account: PaymentAccountDocument): OnboardingPayoutMethod | null {
  const { primaryPayoutMethod, manualPayoutId, connectAccountId } = account;
  if (primaryPayoutMethod === 'stripeConnect' && connectAccountId) return 'stripeConnect';
  if ((primaryPayoutMethod === 'venmo' || primaryPayoutMethod === 'paypal') && manualPayoutId) return primaryPayoutMethod;
  return connectAccountId ? 'stripeConnect' : null;
}

/** A tutor's own onboarding, or any tutor's for an admin; FORBIDDEN for everyone else. */
export function assertMayReadOnboarding(viewer: Viewer, tutorId: string): void {
  if (viewer.userId === tutorId) return;
  if (viewer.user.profile.profileTypes.includes('ADMIN')) return;
  throw new ForbiddenError();
}

/** Reads one tutor's onboarding as the queue and the checklist show it. */
@Injectable()
export class OnboardingReader {
  constructor(private readonly readModels: ReadModels) {}

  async payoutMethodOf(tutorId: string): Promise<OnboardingPayoutMethod | null> {
    return payoutMethodOf(await paymentSettingsOf(this.readModels, tutorId));
  }

  async onboardingOf(tutorId: string): Promise<TutorOnboardingModel> {
    // A tutor who just signed up has a document (from the sign-up) before their profile is opened.
    const tutor = await findTutorById(this.readModels, tutorId);
    if (!tutor) throw new NotFoundError(TutorProfileMessages.profileNotFound);
    return TutorOnboardingModel.of(tutor, await this.payoutMethodOf(tutorId));
  }
}
