/**
 * A readable description of any recorded event, in every language the site speaks: a message id
 * (`audit.event.<EventType>`, formatted by the browser's English and Spanish catalogs) and the
 * values it names. Only facts about the thing are shown (amounts, statuses, reasons, subjects),
 * never a message's text or anyone's personal data: names come from the users read model at read
 * time, so a deleted user's are gone from here too.
 */
export interface AuditDescription {
  messageId: string;
  values: Record<string, string>;
}

/** The message of an event type no describer knows yet (a type added later): its type, as recorded. */
export const UNKNOWN_EVENT_MESSAGE_ID = 'audit.event.other';

type Data = Record<string, unknown>;
type Describe = (data: Data) => Record<string, string>;

/** Cents as US dollars, e.g. 12345 -> "$123.45"; the marketplace charges in USD only. */
export function dollars(cents: unknown): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '?';
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(whole / 100).toLocaleString('en-US')}.${String(whole % 100).padStart(2, '0')}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');
const nothing: Describe = () => ({});
const minutesBetween = (start: unknown, end: unknown): string => {
  const ms = Date.parse(text(end)) - Date.parse(text(start));
  return Number.isFinite(ms) ? String(Math.round(ms / 60_000)) : '?';
};
const reason: Describe = (data) => ({ reason: text(data.reason) });
const amount: Describe = (data) => ({ amount: dollars(data.amountCents) });
const meetingOf = (data: Data): string => text((data.meeting as { solution?: unknown } | undefined)?.solution);
const yesNo = (value: unknown): string => (value === true ? 'yes' : 'no');

/** Every event type the product records, with the values its message names (none: the message says it all). */
const DESCRIBERS: Readonly<Record<string, Describe>> = {
  // Sessions (session-<id>)
  SessionScheduled: (data) => ({ subject: text(data.subject), minutes: minutesBetween(data.startTime, data.endTime), meeting: meetingOf(data) }),
  SessionEdited: nothing,
  SessionCancelled: (data) => ({ withinNotice: yesNo(data.withinNoticeWindow) }),
  SessionDropped: nothing,
  SessionEnded: nothing,
  SessionProcessingStarted: nothing,
  SessionProcessed: nothing,
  SessionErrored: reason,
  SessionErrorFixed: nothing,
  TutorSessionSummarySet: nothing,
  ClientSessionFeedbackSet: nothing,
  SessionMeetingCreated: (data) => ({ meeting: meetingOf(data) }),
  PaymentErrorFollowUpSent: nothing,
  SessionPayoutRetryRequested: nothing,
  // Payouts (payout-<sessionId>[-<clientId>])
  PayoutStarted: (data) => {
    const amounts = (data.amounts ?? {}) as Data;
    return { attempt: text(data.attempt), clientTotal: dollars(amounts.clientTotalCents), tutorPayout: dollars(amounts.tutorPayoutCents), minutes: text(amounts.minutes) };
  },
  CreditsApplied: amount,
  ClientChargeRequested: amount,
  ClientCharged: (data) => ({ amount: dollars(data.amountCents), chargeId: text(data.chargeId) }),
  ClientChargeFailed: reason,
  TutorTransferRequested: amount,
  TutorTransferred: (data) => ({ amount: dollars(data.amountCents), transferId: text(data.transferId) }),
  ManualPayoutRecorded: (data) => ({ amount: dollars(data.amountCents), method: text(data.method) }),
  PayoutFailed: (data) => ({ reason: text(data.reason), status: text(data.status) }),
  PayoutCompleted: (data) => ({ status: text(data.status) }),
  TutorPayoutHeld: amount,
  HeldPayoutReleased: (data) => ({ method: text((data.tutorPayout as { method?: unknown } | undefined)?.method) }),
  // Payment accounts (payment-account-<userId>)
  PaymentCustomerCreated: nothing,
  PaymentMethodAdded: (data) => ({ brand: text(data.brand), last4: text(data.last4) }),
  PaymentMethodRemoved: nothing,
  DefaultPaymentMethodSet: nothing,
  StripeConnectAccountAssociated: nothing,
  StripeConnectAccountDisconnected: nothing,
  StripeConnectVerificationChanged: (data) => ({ verified: yesNo(data.verified) }),
  PrimaryPayoutMethodChosen: (data) => ({ method: text(data.primaryPayoutMethod) }),
  // Users (user-<id>)
  UserSignedUp: nothing,
  EmailVerificationRequested: nothing,
  EmailVerified: nothing,
  PasswordChanged: nothing,
  PasswordResetRequested: nothing,
  PasswordReset: nothing,
  LanguagePreferenceSaved: (data) => ({ language: text(data.language) }),
  PhoneNumberChanged: nothing,
  PhoneNumberVerified: nothing,
  TutorRequestPreferencesSaved: nothing,
  ZoomAccountAssociated: nothing,
  ZoomAccountDisassociated: nothing,
  NotificationSettingsEdited: nothing,
  TutorProfileTypeAdded: nothing,
  UserDeleted: reason,
  // The log itself (log-migration-<name>): a start-up migration ran.
  LogMigrationApplied: (data) => ({ migration: text(data.migration), streams: text(data.streamsMoved) }),
  // Pairs (pair-<id>)
  PairCreated: nothing,
  PairActivated: nothing,
  PairDeactivated: nothing,
  PairSessionTutored: nothing,
  PairPlatformRatesSaved: (data) => ({
    tutorFee: text(data.tutorPlatformFeePercentageRate),
    clientFee: text(data.tuteePlatformFeePercentageRate),
    reason: text(data.reason),
  }),
  PairHourlyRateSaved: (data) => ({ hourlyWage: text(data.hourlyWage), tutorHourlyWage: text(data.tutorHourlyWage), reason: text(data.reason) }),
  // Tutoring requests (tutoring-request-<id>)
  TutoringRequestSent: nothing,
  TutoringRequestEdited: nothing,
  TutoringRequestAccepted: nothing,
  TutoringRequestDeclined: nothing,
  TutoringRequestCancelled: nothing,
  // Conversations (conversation-<id>)
  ConversationStarted: nothing,
  TutoringRequestLinked: nothing,
  PairLinked: nothing,
  MessageSent: (data) => ({ withFile: yesNo(data.file !== null && data.file !== undefined) }),
  MessagesRead: nothing,
  ConversationArchived: nothing,
  ConversationUnarchived: nothing,
  // Tutor profiles and onboarding (tutor-<userId>)
  TutorProfileCreated: nothing,
  TutorBioEdited: nothing,
  TutorHourlyWageSet: (data) => ({ hourlyWage: text(data.hourlyWage) }),
  TutorAvailabilityEdited: nothing,
  TutorLocationSet: nothing,
  TutorSessionPreferenceSet: nothing,
  TutorVisibilitySet: (data) => ({ visible: yesNo(data.isVisible) }),
  TutorAgreementSigned: (data) => ({ version: text(data.agreementVersion) }),
  TutorQuizAttempted: (data) => ({ correct: text(data.correctAnswers), questions: text(data.questionCount), passed: yesNo(data.passed) }),
  TutorOnboardingVideoLinkSet: nothing,
  TutorOnboardingSubmitted: nothing,
  TutorOnboardingSentBack: reason,
  TutoredSessionRecorded: (data) => ({ hours: text(data.hours) }),
  TutorAddedToActiveList: nothing,
  TutorOnboarded: nothing,
  TutorSchoolSet: nothing,
  TutorGradesForTutoringSet: nothing,
  TutorSubjectsSet: nothing,
  TutorClassesAdded: nothing,
  TutorClassesRemoved: nothing,
  PastTutoringHoursImported: nothing,
  TutorClassEdited: nothing,
  TutorTimeZoneSet: nothing,
  TutorProfilePictureSet: nothing,
  // Leads (lead-<id>) and inquiries (inquiry-<id>)
  SchoolLeadSubmitted: nothing,
  FlexIntakeSubmitted: nothing,
  SchoolLeadResubmitted: nothing,
  LeadHandedToCrm: (data) => ({ crm: text(data.crm) }),
  LeadStatusChanged: (data) => ({ status: text(data.status) }),
  InquirySubmitted: nothing,
  InquiryResolved: nothing,
  // Elsewhere
  ClassAddRequestApproved: nothing,
  ClassAddRequestRejected: nothing,
  OnlineLessonIssueReported: nothing,
  // Reports (report-<id>): the category only, never the reporter's words
  UserReported: reason,
  ReportResolved: nothing,
  ReferralCreditGranted: amount,
  CreditsSpent: amount,
  // Added with the back office, invitations, sign-in providers and refunds
  CurrentLocationSet: nothing,
  PasswordSetByAdmin: nothing,
  ProfileDetailsEdited: nothing,
  UserTimeZoneSet: (data) => ({ timeZone: text(data.timeZoneId) }),
  OAuthIdentityLinked: (data) => ({ provider: text(data.provider) }),
  ClientInvited: (data) => ({ inviterRole: text(data.inviterRole) }),
  InviteEmailResent: (data) => ({ sendNumber: text(data.sendNumber) }),
  InvitationAccepted: nothing,
  ClientDefaultPairRateSaved: (data) => ({ fee: text(data.clientDefaultPairRate), reason: text(data.reason) }),
  TutorDefaultPairRateSaved: (data) => ({ fee: text(data.tutorDefaultPairRate), reason: text(data.reason) }),
  AccountCreditSaved: (data) => ({ amount: dollars(data.amountCents), reason: text(data.reason) }),
  ClientRefundRequested: (data) => ({ amount: dollars(data.amountCents), tutorReversal: dollars(data.tutorReversalCents), reason: text(data.reason) }),
  ClientRefunded: (data) => ({ amount: dollars(data.amountCents), refundId: text(data.refundId) }),
  ClientRefundFailed: reason,
  TutorTransferReversalRequested: amount,
  TutorTransferReversed: (data) => ({ amount: dollars(data.amountCents), reversalId: text(data.reversalId) }),
  TutorTransferReversalFailed: reason,
  ManualPayoutAdjusted: (data) => ({ amount: dollars(data.amountCents), method: text(data.method) }),
  PayoutCorrected: (data) => ({ minutes: text(data.minutes), clientDifference: dollars(data.clientDifferenceCents), tutorDifference: dollars(data.tutorDifferenceCents), reason: text(data.reason) }),
  PayoutCorrectionStepFailed: (data) => ({ step: text(data.step), reason: text(data.reason) }),
  ReviewAdded: (data) => ({ score: text(data.score) }),
  ReviewEdited: (data) => ({ score: text(data.score) }),
  PostSessionFeedbackGiven: nothing,
  TutorApplicationStarted: nothing,
  TutorApplicationStepSaved: nothing,
  TutorApplicationSubmitted: nothing,
};

/** The event types with a message of their own (the browser's catalogs hold one for each). */
export const DESCRIBED_EVENT_TYPES: readonly string[] = Object.keys(DESCRIBERS);

export function describeAuditEvent(type: string, data: unknown): AuditDescription {
  const describe = Object.prototype.hasOwnProperty.call(DESCRIBERS, type) ? DESCRIBERS[type] : undefined;
  if (!describe) return { messageId: UNKNOWN_EVENT_MESSAGE_ID, values: { type } };
  const values = describe(typeof data === 'object' && data !== null ? (data as Data) : {});
  return { messageId: `audit.event.${type}`, values };
}
