import { invitationDecider } from '../../../domain/invitations/invitation.decider';
import { invitationStreamId } from '../../../domain/invitations/invitation.rules';
import { invitationsProjection } from '../../../projections/invitations/invitations.projection';

/** Where an invitation is decided (sent, resent, accepted), and the read model its commands wait for. */
export const invitationStream = {
  decider: invitationDecider,
  streamIdOf: invitationStreamId,
  readModels: [invitationsProjection.name],
} as const;
