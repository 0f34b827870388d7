import { DashboardSessionParts } from '../features/dashboard/dashboard-parts';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { PaymentErrorSessions } from '../features/sessions/components/PaymentErrorSessions';
import { AwaitingFeedbackCount, NextSessions, SessionsThisWeek } from '../features/sessions/components/SessionsOverview';
import { OnboardingChecklistCard } from '../features/tutor-onboarding/components/OnboardingChecklistCard';
import { HeldPayouts } from '../features/payments/components/HeldPayouts';
import { PayoutMethodWarning } from '../features/payments/components/PayoutMethodWarning';
import { HiddenProfileNotice } from '../features/tutor-profile-editor/components/HiddenProfileNotice';

/** The sessions feature's pieces the dashboard shows (features do not import each other; the app joins them). */
const sessionParts: DashboardSessionParts = { NextSessions, PaymentErrorSessions, SessionsThisWeek, AwaitingFeedbackCount };

/**
 * /dashboard and its tabs (lazy-loaded by the router with the dashboard, sessions, card, payments, onboarding and profile editor messages),
 * with a tutor's onboarding checklist, a notice while their profile is hidden, the warning while they have no payout method, and their
 * held payouts.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      sessionParts={sessionParts}
      notice={
        <>
          <OnboardingChecklistCard />
          <HiddenProfileNotice />
          <PayoutMethodWarning />
        </>
      }
      heldPayouts={<HeldPayouts />}
    />
  );
}
