import { DomainCommand } from '../shared/decider';
import { InviterRole } from './invitation.events';

export type InviteClient = DomainCommand<
  'InviteClient',
  {
    invitationId: string;
    email: string;
    firstName: string;
    lastName: string;
    clientProfileType?: string | null;
    invitedBy: string;
    inviterRole: InviterRole;
    /** Whether an account already holds the address (looked up outside the domain). */
    emailHasAccount: boolean;
  }
>;
/** `byAdmin`: the actor is an admin, who may resend anyone's invitation. */
export type ResendInvite = DomainCommand<'ResendInvite', { byAdmin: boolean }>;
/** The invitee presented the link of send `sendNumber` and chose a password; `userId` is their new account. */
export type AcceptInvitation = DomainCommand<'AcceptInvitation', { userId: string; sendNumber: number }>;

export type InvitationCommand = InviteClient | ResendInvite | AcceptInvitation;
