import { auditTrailProjection } from './audit/audit-trail.projection';
import { classAddRequestsProjection } from './class-add-requests/class-add-requests.projection';
import { conversationsProjection } from './conversations/conversations.projection';
import { formAssessmentsProjection } from './form-assessments/form-assessments.projection';
import { inquiriesProjection } from './inquiries/inquiries.projection';
import { invitationsProjection } from './invitations/invitations.projection';
import { leadsProjection } from './leads/leads.projection';
import { notificationsProjection } from './notifications/notifications.projection';
import { fileAccessProjection } from './file-access/file-access.projection';
import { pairsProjection } from './pairs/pairs.projection';
import { paymentAccountsProjection } from './payment-accounts/payment-accounts.projection';
import { payoutReplayProjection } from './payout-replay/payout-replay.projection';
import { payoutsProjection } from './payouts/payouts.projection';
import { referralsProjection } from './referrals/referrals.projection';
import { reportsProjection } from './reports/reports.projection';
import { reviewsProjection } from './reviews/reviews.projection';
import { ProjectionDefinition } from './runner/projection';
import { sessionsProjection } from './sessions/sessions.projection';
import { tutoringRequestsProjection } from './tutoring-requests/tutoring-requests.projection';
import { tutorApplicationsProjection } from './tutor-applications/tutor-applications.projection';
import { tutorSearchProjection } from './tutor-search/tutor-search.projection';
import { usersProjection } from './users/users.projection';

/** Every read model the product keeps; the runner builds each from the event log. */
export const ALL_PROJECTIONS: readonly ProjectionDefinition[] = [usersProjection, tutorSearchProjection, reviewsProjection, conversationsProjection, notificationsProjection, tutoringRequestsProjection, pairsProjection, fileAccessProjection, paymentAccountsProjection, payoutsProjection, payoutReplayProjection, referralsProjection, sessionsProjection, tutorApplicationsProjection, classAddRequestsProjection, leadsProjection, inquiriesProjection, formAssessmentsProjection, invitationsProjection, auditTrailProjection, reportsProjection];
