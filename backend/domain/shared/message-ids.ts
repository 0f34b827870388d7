import { AccountMessages } from '../accounts/account.rules';
import { AuditMessages } from '../audit/audit-streams';
import { ConversationMessages } from '../conversations/conversation.rules';
import { FileUploadMessages } from '../files/file-upload.rules';
import { InquiryMessages } from '../inquiries/inquiry.rules';
import { LeadMessages } from '../leads/lead.rules';
import { NotificationMessages } from '../notifications/notification.decider';
import { PairMessages } from '../pairs/pair.rules';
import { PaymentAccountMessages } from '../payments/payment-account.rules';
import { PayoutMessages } from '../payouts/payout.rules';
import { ReferralInviteMessages } from '../referrals/referral-invite.rules';
import { TutoringRequestMessages } from '../requests/tutoring-request.rules';
import { RequestMessages } from './request.rules';
import { ReviewMessages } from '../reviews/review.rules';
import { SessionFeedbackMessages } from '../sessions/post-session-feedback.decider';
import { SessionTimeMessages } from '../sessions/session-times';
import { SessionMessages } from '../sessions/session.rules';
import { ClassAddRequestMessages } from '../tutor-application/class-add-request.decider';
import { TutorApplicationMessages } from '../tutor-application/tutor-application.rules';
import { TutorOnboardingMessages } from '../tutors/tutor-onboarding.rules';
import { TutorProfileMessages } from '../tutors/tutor-profile.rules';
import { ValueBoundsMessages } from './value-bounds';
import { TutorProfileEditorMessages } from '../tutors/tutor-profile-editor.rules';
import { ChangeReasonMessages } from './change-reason';
import { CreditAccountMessages } from '../referrals/credit-account.decider';
import { InvitationMessages } from '../invitations/invitation.rules';
import { CorporateReferralMessages } from '../corporate-referrals/corporate-referral.rules';
import { ProfileDetailsMessages } from '../accounts/profile-details';
import { OAuthMessages } from '../accounts/oauth-identity.decider';
import { ReportMessages } from '../reports/report.rules';

/**
 * The message catalogs of the domain, registered in this one place under a stable name. A message's
 * id is `<catalog>.<key>` (e.g. `account.invalidEmail`): the browser translates by the id, so the
 * English text may be reworded without losing the other languages. Ids never change once shipped;
 * a new catalog is added here.
 */
export const MESSAGE_CATALOGS = {
  account: AccountMessages,
  conversation: ConversationMessages,
  fileUpload: FileUploadMessages,
  notification: NotificationMessages,
  pair: PairMessages,
  paymentAccount: PaymentAccountMessages,
  payout: PayoutMessages,
  referralInvite: ReferralInviteMessages,
  tutoringRequest: TutoringRequestMessages,
  request: RequestMessages,
  review: ReviewMessages,
  sessionFeedback: SessionFeedbackMessages,
  sessionTime: SessionTimeMessages,
  session: SessionMessages,
  tutorProfile: TutorProfileMessages,
  valueBounds: ValueBoundsMessages,
  tutorProfileEditor: TutorProfileEditorMessages,
  tutorApplication: TutorApplicationMessages,
  classAddRequest: ClassAddRequestMessages,
  tutorOnboarding: TutorOnboardingMessages,
  lead: LeadMessages,
  inquiry: InquiryMessages,
  changeReason: ChangeReasonMessages,
  creditAccount: CreditAccountMessages,
  invitation: InvitationMessages,
  corporateReferral: CorporateReferralMessages,
  audit: AuditMessages,
  profileDetails: ProfileDetailsMessages,
  oauth: OAuthMessages,
  report: ReportMessages,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

type Catalogs = typeof MESSAGE_CATALOGS;
/** Every registered id, e.g. `'account.invalidEmail'`. */
export type MessageId = { [C in keyof Catalogs]: `${C & string}.${keyof Catalogs[C] & string}` }[keyof Catalogs];

/** Every message by id. */
export const MESSAGES_BY_ID: ReadonlyMap<string, string> = new Map(
  Object.entries(MESSAGE_CATALOGS).flatMap(([catalog, messages]) => Object.entries(messages).map(([key, text]) => [`${catalog}.${key}`, text] as [string, string])),
);

/** The id of each text; a text in two catalogs keeps the id of the first registered. */
const ID_BY_TEXT: ReadonlyMap<string, string> = (() => {
  const ids = new Map<string, string>();
  for (const [id, text] of MESSAGES_BY_ID) if (!ids.has(text)) ids.set(text, id);
  return ids;
})();

/** The stable id of a domain message text, or undefined for a text of no catalog. */
export function messageIdOf(text: string): string | undefined {
  return ID_BY_TEXT.get(text);
}
