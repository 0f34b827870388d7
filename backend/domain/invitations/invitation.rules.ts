/** Messages of invitations: the invalid link's is the spec's, word for word (sections 2 and 8); the others ours. */
export const InvitationMessages = {
  invalidLink: 'This Invite Link Is Invalid',
  alreadyHasAccount: 'This person already has an account: ask them to log in.',
  alreadyAccepted: 'This invitation was already accepted.',
  notYourInvitation: 'Only the person who sent this invitation, or an admin, can send it again.',
} as const;

/** How long an invite link works after it was (last) sent. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export function invitationStreamId(invitationId: string): string {
  return `invitation-${invitationId}`;
}
