import { AccountMessages, CLIENT_PROFILE_TYPES, ClientProfileType, DEFAULT_CLIENT_PROFILE_TYPE, isValidEmail, isValidName, normaliseEmail } from '../accounts/account.rules';
import { assertNever, Decider } from '../shared/decider';
import { DomainError, ForbiddenError, throwIfInvalid } from '../shared/domain-error';
import { isOneOf, lengthProblem, MAX_TEXT_LENGTH } from '../shared/value-bounds';
import { AcceptInvitation, InvitationCommand, InviteClient, ResendInvite } from './invitation.commands';
import { InvitationEvent } from './invitation.events';
import { INVITATION_TTL_MS, InvitationMessages } from './invitation.rules';

export type InvitationState =
  | { status: 'none' }
  | {
      status: 'pending' | 'accepted';
      invitationId: string;
      email: string;
      invitedBy: string;
      /** How many times the invitation was e-mailed: only the link of the last send works. */
      sendNumber: number;
      expiresAt: string;
    };

export const initialInvitationState = (): InvitationState => ({ status: 'none' });

export function evolveInvitation(state: InvitationState, event: InvitationEvent): InvitationState {
  switch (event.type) {
    case 'ClientInvited':
      return { status: 'pending', invitationId: event.data.invitationId, email: event.data.email, invitedBy: event.data.invitedBy, sendNumber: 1, expiresAt: event.data.expiresAt };
    case 'InviteEmailResent':
      return state.status === 'none' ? state : { ...state, sendNumber: event.data.sendNumber, expiresAt: event.data.expiresAt };
    case 'InvitationAccepted':
      return state.status === 'none' ? state : { ...state, status: 'accepted' };
    default:
      return assertNever(event);
  }
}

const expiresAtFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_MS).toISOString();

/** The invitee's names and address are checked as a sign-up checks them; an address with an account is not invited. */
export function inviteClient(command: InviteClient, state: InvitationState): InvitationEvent[] {
  if (state.status !== 'none') throw new DomainError(InvitationMessages.alreadyAccepted);
  const input = command.data;
  const firstName = typeof input.firstName === 'string' ? input.firstName.trim() : '';
  const lastName = typeof input.lastName === 'string' ? input.lastName.trim() : '';
  const email = typeof input.email === 'string' ? normaliseEmail(input.email) : '';
  throwIfInvalid({
    email: isValidEmail(email) && email.length <= MAX_TEXT_LENGTH.email ? (input.emailHasAccount ? InvitationMessages.alreadyHasAccount : undefined) : AccountMessages.invalidEmail,
    firstName: isValidName(firstName) ? lengthProblem(firstName, MAX_TEXT_LENGTH.firstName) : AccountMessages.invalidFirstName,
    lastName: isValidName(lastName) ? lengthProblem(lastName, MAX_TEXT_LENGTH.lastName) : AccountMessages.invalidLastName,
    clientProfileType:
      input.clientProfileType === null || input.clientProfileType === undefined || isOneOf(CLIENT_PROFILE_TYPES, input.clientProfileType) ? undefined : AccountMessages.invalidClientProfileType,
  });
  const now = command.metadata.now;
  return [
    {
      type: 'ClientInvited',
      data: {
        invitationId: input.invitationId,
        email,
        firstName,
        lastName,
        clientProfileType: (input.clientProfileType as ClientProfileType | null | undefined) ?? DEFAULT_CLIENT_PROFILE_TYPE,
        invitedBy: input.invitedBy,
        inviterRole: input.inviterRole,
        invitedAt: now.toISOString(),
        expiresAt: expiresAtFrom(now),
      },
    },
  ];
}

/** Only the inviter or an admin resends, and only while the invitation waits; the new link replaces the old. */
export function resendInvite(command: ResendInvite, state: InvitationState): InvitationEvent[] {
  if (state.status === 'none') throw new DomainError(InvitationMessages.invalidLink);
  if (!command.data.byAdmin && command.metadata.actorId !== state.invitedBy) throw new ForbiddenError(InvitationMessages.notYourInvitation);
  if (state.status === 'accepted') throw new DomainError(InvitationMessages.alreadyAccepted);
  const now = command.metadata.now;
  return [{ type: 'InviteEmailResent', data: { invitationId: state.invitationId, sendNumber: state.sendNumber + 1, resentAt: now.toISOString(), expiresAt: expiresAtFrom(now) } }];
}

/** A link works once, until it expires, and only if it is the last one sent: anything else is the invalid link. */
export function isInviteLinkUsable(state: InvitationState, sendNumber: number, now: Date): boolean {
  return state.status === 'pending' && sendNumber === state.sendNumber && now.getTime() < Date.parse(state.expiresAt);
}

export function acceptInvitation(command: AcceptInvitation, state: InvitationState): InvitationEvent[] {
  if (state.status !== 'pending' || !isInviteLinkUsable(state, command.data.sendNumber, command.metadata.now)) throw new DomainError(InvitationMessages.invalidLink);
  return [{ type: 'InvitationAccepted', data: { invitationId: state.invitationId, userId: command.data.userId, acceptedAt: command.metadata.now.toISOString() } }];
}

export function decideInvitation(command: InvitationCommand, state: InvitationState): InvitationEvent[] {
  switch (command.type) {
    case 'InviteClient':
      return inviteClient(command, state);
    case 'ResendInvite':
      return resendInvite(command, state);
    case 'AcceptInvitation':
      return acceptInvitation(command, state);
    default:
      return assertNever(command);
  }
}

export const invitationDecider: Decider<InvitationCommand, InvitationEvent, InvitationState> = {
  initialState: initialInvitationState,
  evolve: evolveInvitation,
  decide: decideInvitation,
};
