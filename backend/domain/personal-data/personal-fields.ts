/**
 * Which fields of which events are personal data, whose they are, and what each reads as once the
 * person is deleted. The event store encrypts these fields with the person's own key
 * (crypto-shredding, see the README); deleting the person destroys the key, and from then on every
 * reader (projections, deciders, the audit trail) gets the placeholders below instead of a failure.
 * An event type missing here is stored in the clear: add a new event's personal fields here.
 */
export const DELETED_USER_NAME = 'deleted user';

/** A read-back value for a deleted person, built from their id where it must stay unique (addresses are indexed uniquely). */
export type Placeholder = (subjectId: string) => unknown;

export interface PersonalFields {
  /** The field of the event's data holding the id of the person the fields are about. */
  subject: string;
  fields: Readonly<Record<string, Placeholder>>;
}

const name: Placeholder = () => DELETED_USER_NAME;
const blank: Placeholder = () => '';
const nothing: Placeholder = () => null;
const noFiles: Placeholder = () => [];
export const deletedEmailOf = (subjectId: string): string => `deleted-${subjectId}@deleted.invalid`;

const noSchool: Placeholder = () => ({ id: null, name: '', city: '', state: '' });
const noPlace: Placeholder = () => ({ zip: '', city: '', state: '' });
const zero: Placeholder = () => 0;

/**
 * Every event type of backend/domain/<context>/*.events.ts holding personal data, keyed by the field
 * naming its person. A field is a field of the data or a dotted path into its objects (not into
 * arrays: an array of personal answers is sealed whole). What is left out, and why, is in the README.
 */
export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFields>> = {
  // Accounts (user-<id>, email-<keyed hash>)
  UserSignedUp: { subject: 'userId', fields: { email: deletedEmailOf, firstName: name, lastName: blank, phoneNumber: nothing } },
  EmailVerificationRequested: { subject: 'userId', fields: { email: deletedEmailOf } },
  EmailVerified: { subject: 'userId', fields: { email: deletedEmailOf } },
  EmailAddressReserved: { subject: 'userId', fields: { email: deletedEmailOf } },
  EmailAddressReleased: { subject: 'userId', fields: { email: deletedEmailOf } },
  PhoneNumberChanged: { subject: 'userId', fields: { phoneNumber: nothing } },
  PhoneNumberVerified: { subject: 'userId', fields: { phoneNumber: nothing } },
  TutorProfileTypeAdded: { subject: 'userId', fields: { firstName: name, lastName: blank } },
  ZoomAccountAssociated: { subject: 'userId', fields: { zoomProfile: () => ({ id: '', firstName: DELETED_USER_NAME, lastName: '', email: '' }) } },
  ZoomAccountDisassociated: { subject: 'userId', fields: { zoomUserId: blank } },
  OAuthIdentityLinked: { subject: 'userId', fields: { subject: blank } },
  CurrentLocationSet: { subject: 'userId', fields: { location: noPlace } },
  TutorRequestPreferencesSaved: { subject: 'userId', fields: { 'preferences.zipCode': nothing, 'preferences.city': nothing, 'preferences.state': nothing } },
  // editPersonalInfo, editPrimaryInfo, updateUser, the payout phone number: only the fields that changed are there.
  ProfileDetailsEdited: {
    subject: 'userId',
    fields: { 'changes.firstName': name, 'changes.lastName': blank, 'changes.birthday': nothing, 'changes.currentSchool': nothing, 'changes.payoutPhoneNumber': nothing },
  },
  // Tutors (tutor-<id>) and their applications (tutor-application-<id>)
  TutorBioEdited: { subject: 'tutorId', fields: { bio: blank } },
  TutorAvailabilityEdited: { subject: 'tutorId', fields: { availabilityDescription: nothing } },
  TutorLocationSet: { subject: 'tutorId', fields: { zipCode: blank, latitude: zero, longitude: zero } },
  TutorSchoolSet: { subject: 'tutorId', fields: { school: noSchool } },
  // A class names the tutor's school and teacher.
  TutorClassesAdded: { subject: 'tutorId', fields: { classes: noFiles } },
  TutorClassEdited: { subject: 'tutorId', fields: { 'tutorClass.school': nothing, 'tutorClass.teacher': nothing } },
  TutorOnboardingVideoLinkSet: { subject: 'tutorId', fields: { videoLink: blank } },
  TutorOnboardingSentBack: { subject: 'tutorId', fields: { reason: blank } },
  TutorApplicationStarted: { subject: 'applicantId', fields: { birthday: () => '1900-01-01' } },
  TutorApplicationStepSaved: {
    subject: 'applicantId',
    fields: {
      'answers.school': noSchool,
      'answers.location': () => ({ zipCode: '', city: '', state: '', latitude: 0, longitude: 0 }),
      'answers.aboutYourself': blank,
      'answers.gpa': nothing,
      'answers.availabilityDescription': nothing,
      'answers.nonProfitName': nothing,
      'answers.donationLink': nothing,
    },
  },
  TutorApplicationSubmitted: { subject: 'applicantId', fields: { answers: noFiles } },
  // Requests (tutoring-request-<id>) and conversations (conversation-<id>)
  TutoringRequestSent: { subject: 'clientId', fields: { firstMessage: blank, files: noFiles, zipCode: nothing, city: nothing, state: nothing } },
  TutoringRequestEdited: { subject: 'clientId', fields: { firstMessage: blank, files: noFiles, zipCode: nothing, city: nothing, state: nothing } },
  // The tutor's answer to the client's request is sealed with the client's key, as the rest of the request.
  TutoringRequestDeclined: { subject: 'clientId', fields: { message: blank } },
  MessageSent: { subject: 'fromUserId', fields: { body: blank, file: nothing } },
  // Sessions, their feedback, reviews and reports: what people wrote.
  TutorSessionSummarySet: { subject: 'tutorId', fields: { tutorSummary: blank } },
  ClientSessionFeedbackSet: { subject: 'clientId', fields: { clientFeedback: blank } },
  PostSessionFeedbackGiven: { subject: 'tuteeId', fields: { extraComments: blank } },
  FormAssessmentResponseSubmitted: { subject: 'userId', fields: { responses: noFiles } },
  OnlineLessonIssueReported: { subject: 'userId', fields: { issue: blank } },
  ReviewAdded: { subject: 'clientId', fields: { comments: blank } },
  ReviewEdited: { subject: 'clientId', fields: { comments: blank } },
  UserReported: { subject: 'reporterId', fields: { details: blank } },
  // A signed-in user's contact inquiry; a visitor's (userId null) has no person to seal it for.
  // An invitee before they have an account: sealed under the invitation's own key, destroyed with the
  // account that accepted it (UserDeleted's acceptedInvitationIds).
  ClientInvited: { subject: 'invitationId', fields: { email: deletedEmailOf, firstName: name, lastName: blank } },
  InquirySubmitted: { subject: 'userId', fields: { name, email: deletedEmailOf, message: blank } },
  // The recipient of a referral invite is sealed with the sender's key: nobody else wrote it down.
  ReferralInviteSent: { subject: 'senderId', fields: { recipient: blank, note: nothing } },
  // Payments and payouts: the cards' last digits, Venmo and PayPal handles. Amounts and methods stay.
  PaymentMethodAdded: { subject: 'userId', fields: { last4: blank } },
  PrimaryPayoutMethodChosen: { subject: 'userId', fields: { manualPayoutId: nothing } },
  PayoutStarted: { subject: 'tutorId', fields: { 'tutorPayout.manualPayoutId': blank } },
  ManualPayoutRecorded: { subject: 'tutorId', fields: { manualPayoutId: blank } },
  ManualPayoutAdjusted: { subject: 'tutorId', fields: { manualPayoutId: blank } },
};

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A personal field's value: a field of the data, or a dotted path into its objects (`changes.firstName`); undefined when absent. */
export function personalFieldValue(data: Data, path: string): unknown {
  let value: unknown = data;
  for (const name of path.split('.')) {
    if (!isObject(value)) return undefined;
    value = value[name];
  }
  return value;
}

/**
 * The data with the field at `path` set to `value` (or removed, for undefined), copying each object
 * on the way: the caller's event is never changed. A path through a missing object creates it.
 */
export function withPersonalField(data: Data, path: string, value: unknown): Data {
  const [name, ...rest] = path.split('.');
  const copy = { ...data };
  if (rest.length > 0) {
    const inner = copy[name];
    copy[name] = withPersonalField(isObject(inner) ? inner : {}, rest.join('.'), value);
  } else if (value === undefined) delete copy[name];
  else copy[name] = value;
  return copy;
}

/**
 * The data with every change applied (a field set, or removed for undefined) and the field `omitted`
 * left out, in one copy: each event read or written goes through here, and a copy per field (as
 * withPersonalField makes) cost several times the work. Objects on a dotted path are copied too.
 */
export function withPersonalFields(data: Data, changes: ReadonlyArray<readonly [path: string, value: unknown]>, omitted?: string): Data {
  const copy: Data = {};
  for (const key of Object.keys(data)) if (key !== omitted && !removesField(changes, key)) copy[key] = data[key];
  for (const [path, value] of changes) {
    const dot = path.indexOf('.');
    if (dot < 0) {
      if (value !== undefined) copy[path] = value;
      continue;
    }
    const name = path.slice(0, dot);
    const inner = copy[name];
    copy[name] = withPersonalField(isObject(inner) ? inner : {}, path.slice(dot + 1), value);
  }
  return copy;
}

function removesField(changes: ReadonlyArray<readonly [string, unknown]>, key: string): boolean {
  for (const [path, value] of changes) if (path === key && value === undefined) return true;
  return false;
}

/** The person an event's personal fields belong to, or null for an event without personal fields. */
export function personalDataSubjectOf(type: string, data: unknown): string | null {
  const personal = PERSONAL_FIELDS[type];
  if (!personal || typeof data !== 'object' || data === null) return null;
  const subject = (data as Record<string, unknown>)[personal.subject];
  return typeof subject === 'string' && subject ? subject : null;
}
