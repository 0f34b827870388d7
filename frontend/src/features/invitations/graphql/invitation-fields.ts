import type { GetSentInvitationsQuery } from '../../../lib/graphql/generated';

/** An invitation as the lists show it. */
export type Invitation = GetSentInvitationsQuery['getSentInvitations'][number];

export const INVITATION_FIELDS = `
  id
  email
  firstName
  lastName
  status
  invitedAt
  lastSentAt
  expiresAt
`;
