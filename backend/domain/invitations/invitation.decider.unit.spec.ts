import { AccountMessages } from '../accounts/account.rules';
import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { InvitationCommand } from './invitation.commands';
import { invitationDecider } from './invitation.decider';
import { ClientInvited, InvitationAccepted, InviteEmailResent } from './invitation.events';
import { InvitationMessages } from './invitation.rules';

const now = new Date('2026-11-25T10:00:00.000Z');
const later = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
const spec = deciderSpecification(invitationDecider);
const command = <C extends InvitationCommand>(type: C['type'], data: C['data'], actorId = 'tutor-1', at = now) => ({ type, data, metadata: { now: at, actorId } }) as C;

const invite = (overrides: Partial<Extract<InvitationCommand, { type: 'InviteClient' }>['data']> = {}) =>
  command('InviteClient', {
    invitationId: 'inv-1',
    email: ' Ivy@Example.com ',
    firstName: ' Ivy ',
    lastName: 'Invitee',
    clientProfileType: 'STUDENT',
    invitedBy: 'tutor-1',
    inviterRole: 'TUTOR',
    emailHasAccount: false,
    ...overrides,
  });

const invited: ClientInvited = {
  type: 'ClientInvited',
  data: {
    invitationId: 'inv-1',
    email: 'ivy@example.com',
    firstName: 'Ivy',
    lastName: 'Invitee',
    clientProfileType: 'STUDENT',
    invitedBy: 'tutor-1',
    inviterRole: 'TUTOR',
    invitedAt: now.toISOString(),
    expiresAt: later(14).toISOString(),
  },
};
const resent: InviteEmailResent = { type: 'InviteEmailResent', data: { invitationId: 'inv-1', sendNumber: 2, resentAt: later(3).toISOString(), expiresAt: later(17).toISOString() } };
const accepted: InvitationAccepted = { type: 'InvitationAccepted', data: { invitationId: 'inv-1', userId: 'user-9', acceptedAt: later(1).toISOString() } };

describe('invitation decider', () => {
  describe('InviteClient', () => {
    it('records the invitation with the address normalised, the names trimmed and a 14-day link', () => {
      spec.given([]).when(invite()).then([invited]);
    });

    it('makes the invitee a parent unless told otherwise', () => {
      spec.given([]).when(invite({ clientProfileType: null })).then([{ ...invited, data: { ...invited.data, clientProfileType: 'PARENT' } }]);
    });

    it('refuses bad names and addresses with the sign-up messages, every field at once', () => {
      spec
        .given([])
        .when(invite({ email: 'not-an-email', firstName: ' ', lastName: '', clientProfileType: 'TEACHER' }))
        .thenThrows(AccountMessages.invalidEmail, {
          email: AccountMessages.invalidEmail,
          firstName: AccountMessages.invalidFirstName,
          lastName: AccountMessages.invalidLastName,
          clientProfileType: AccountMessages.invalidClientProfileType,
        });
    });

    it('does not invite an address that already has an account', () => {
      spec.given([]).when(invite({ emailHasAccount: true })).thenThrows(InvitationMessages.alreadyHasAccount, { email: InvitationMessages.alreadyHasAccount });
    });
  });

  describe('ResendInvite', () => {
    it('sends a new link, valid 14 days from now, for the inviter', () => {
      spec.given([invited]).when(command('ResendInvite', { byAdmin: false }, 'tutor-1', later(3))).then([resent]);
    });

    it('lets an admin resend anyone’s invitation', () => {
      spec.given([invited]).when(command('ResendInvite', { byAdmin: true }, 'admin-1', later(3))).then([resent]);
    });

    it('refuses another tutor', () => {
      spec.given([invited]).when(command('ResendInvite', { byAdmin: false }, 'tutor-2')).thenThrows(ForbiddenError);
    });

    it('refuses an accepted invitation, and an unknown one', () => {
      spec.given([invited, accepted]).when(command('ResendInvite', { byAdmin: false })).thenThrows(InvitationMessages.alreadyAccepted);
      spec.given([]).when(command('ResendInvite', { byAdmin: true })).thenThrows(InvitationMessages.invalidLink);
    });
  });

  describe('AcceptInvitation', () => {
    const accept = (sendNumber: number, at: Date) => command('AcceptInvitation', { userId: 'user-9', sendNumber }, null as unknown as string, at);

    it('accepts the link once, for the new account', () => {
      spec.given([invited]).when(accept(1, later(1))).then([accepted]);
    });

    it('refuses a used link', () => {
      spec.given([invited, accepted]).when(accept(1, later(2))).thenThrows(InvitationMessages.invalidLink);
    });

    it('refuses an expired link', () => {
      spec.given([invited]).when(accept(1, later(14))).thenThrows(InvitationMessages.invalidLink);
    });

    it('refuses the link of an earlier send once a new one went out, and takes the new one', () => {
      spec.given([invited, resent]).when(accept(1, later(4))).thenThrows(InvitationMessages.invalidLink);
      spec
        .given([invited, resent])
        .when(accept(2, later(16)))
        .then([{ ...accepted, data: { ...accepted.data, acceptedAt: later(16).toISOString() } }]);
    });

    it('refuses an unknown invitation', () => {
      spec.given([]).when(accept(1, now)).thenThrows(InvitationMessages.invalidLink);
    });
  });
});
