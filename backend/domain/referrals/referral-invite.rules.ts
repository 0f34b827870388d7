import { isValidEmail, normaliseEmail, normalisePhoneNumber } from '../accounts/account.rules';

/**
 * Tutors invite clients (/tutor-refer-client) and other tutors (/tutor-refer-tutor) by e-mail or
 * text, each invitation carrying their referral link. Sending is throttled per sender so the
 * product cannot be used to spam: at most REFERRAL_INVITES_PER_HOUR in any hour, and one
 * invitation per recipient a day.
 */
export const ReferralInviteMessages = {
  /** spec (section 5, e-mail) */
  invalidEmail: 'Please enter a valid email.',
  /** spec (application step 1, phone) */
  invalidPhoneNumber: 'Please enter a valid phone number.',
  emailTooLong: 'An e-mail address can be at most 254 characters long.',
  noteTooLong: 'Your note can be at most 500 characters long.',
  noteGuidelines: 'Please enter a message that abides by our user guidelines.',
  tooManyInvites: 'You have sent too many invitations in the last hour. Please try again later.',
  alreadyInvited: 'You already invited this person today.',
  notATutor: 'Only tutors can send these invitations.',
} as const;

export const REFERRAL_INVITES_PER_HOUR = 10;
export const SAME_RECIPIENT_WINDOW_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_INVITE_NOTE_LENGTH = 500;

export type ReferralInviteChannel = 'EMAIL' | 'SMS';
/** Who is invited: a client (the /trc link) or a tutor (the /trt link). */
export type ReferralInviteAudience = 'CLIENT' | 'TUTOR';

/** The recipient as compared and sent to: an e-mail trimmed and lower-cased, a phone number in E.164; null when it is not one. */
export function normaliseRecipient(channel: ReferralInviteChannel, recipient: string): string | null {
  if (channel === 'SMS') return normalisePhoneNumber(recipient);
  if (recipient.trim().length > MAX_EMAIL_LENGTH) return null;
  return isValidEmail(recipient) ? normaliseEmail(recipient) : null;
}

/** How many of these send times fall in the hour before `now`. */
export function sentInLastHour(sentAt: readonly string[], now: Date): number {
  return sentAt.filter((time) => now.getTime() - Date.parse(time) < HOUR_MS).length;
}

/** The path of the link an invitation carries: /trc/{code} invites a client, /trt/{code} a tutor. */
export function tutorReferralLinkPath(audience: ReferralInviteAudience, code: string): string {
  return `/${audience === 'CLIENT' ? 'trc' : 'trt'}/${encodeURIComponent(code)}`;
}
