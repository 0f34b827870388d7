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

export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFields>> = {
  UserSignedUp: { subject: 'userId', fields: { email: deletedEmailOf, firstName: name, lastName: blank, phoneNumber: nothing } },
  EmailVerificationRequested: { subject: 'userId', fields: { email: deletedEmailOf } },
  EmailVerified: { subject: 'userId', fields: { email: deletedEmailOf } },
  // The address also names the reservation's stream (`email-<address>`), which no key can seal: see the README.
  EmailAddressReserved: { subject: 'userId', fields: { email: deletedEmailOf } },
  EmailAddressReleased: { subject: 'userId', fields: { email: deletedEmailOf } },
  PhoneNumberChanged: { subject: 'userId', fields: { phoneNumber: nothing } },
  PhoneNumberVerified: { subject: 'userId', fields: { phoneNumber: nothing } },
  TutorProfileTypeAdded: { subject: 'userId', fields: { firstName: name, lastName: blank } },
  ZoomAccountAssociated: { subject: 'userId', fields: { zoomProfile: () => ({ id: '', firstName: DELETED_USER_NAME, lastName: '', email: '' }) } },
  TutorBioEdited: { subject: 'tutorId', fields: { bio: blank } },
  TutorApplicationStarted: { subject: 'applicantId', fields: { birthday: () => '1900-01-01' } },
  MessageSent: { subject: 'fromUserId', fields: { body: blank, file: nothing } },
  TutoringRequestSent: { subject: 'clientId', fields: { firstMessage: blank, files: noFiles } },
};

/** The person an event's personal fields belong to, or null for an event without personal fields. */
export function personalDataSubjectOf(type: string, data: unknown): string | null {
  const personal = PERSONAL_FIELDS[type];
  if (!personal || typeof data !== 'object' || data === null) return null;
  const subject = (data as Record<string, unknown>)[personal.subject];
  return typeof subject === 'string' && subject ? subject : null;
}
