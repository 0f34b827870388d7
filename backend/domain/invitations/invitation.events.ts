import { ClientProfileType } from '../accounts/account.rules';
import { DomainEvent } from '../shared/decider';

/** Who may invite a client: a tutor (their own client) or an admin. */
export type InviterRole = 'TUTOR' | 'ADMIN';

/**
 * An admin or a tutor invited a client by e-mail. The invite link's ticket never enters the log: the
 * CredentialStore keeps its hash, tagged with `sendNumber` (1 here), so only the last one sent works.
 */
export type ClientInvited = DomainEvent<
  'ClientInvited',
  {
    invitationId: string;
    email: string;
    firstName: string;
    lastName: string;
    clientProfileType: ClientProfileType;
    invitedBy: string;
    inviterRole: InviterRole;
    invitedAt: string;
    expiresAt: string;
  }
>;
/** The invitation was e-mailed again with a new link (`sendNumber` counts the sends); earlier links stop working. */
export type InviteEmailResent = DomainEvent<'InviteEmailResent', { invitationId: string; sendNumber: number; resentAt: string; expiresAt: string }>;
/** The invitee set a password from the link: their account is `userId`, the link is used. */
export type InvitationAccepted = DomainEvent<'InvitationAccepted', { invitationId: string; userId: string; acceptedAt: string }>;

export type InvitationEvent = ClientInvited | InviteEmailResent | InvitationAccepted;

export const INVITATION_EVENT_TYPES: ReadonlyArray<InvitationEvent['type']> = ['ClientInvited', 'InviteEmailResent', 'InvitationAccepted'];
