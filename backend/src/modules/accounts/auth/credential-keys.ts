import { createHash, randomBytes } from 'node:crypto';

/** Keys in the CredentialStore. E-mailed tokens are stored by their SHA-256 only. */
export const passwordKey = (userId: string) => `password:${userId}`;
export const emailVerificationKey = (token: string) => `email-verification:${sha256(token)}`;
export const passwordResetKey = (token: string) => `password-reset:${sha256(token)}`;
/** An invite link's ticket (/su/h/{ticketId}): which invitation, and which send of it. */
export const inviteTicketKey = (ticket: string) => `invite-ticket:${sha256(ticket)}`;
/** A signed-out session (its token's hash), kept until the token would have expired anyway. */
export const endedSessionKey = (sessionId: string) => `ended-session:${sessionId}`;
/** Every session of the user issued before `issuedBeforeSeconds` is over (SessionRevocation.endAllSessions). */
export const sessionsEndedKey = (userId: string) => `sessions-ended:${userId}`;

export function newEmailedToken(): string {
  return randomBytes(32).toString('base64url');
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
