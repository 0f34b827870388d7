import { deciderSpecification } from '../test-support/decider-specification';
import { AccountMessages } from './account.rules';
import { emailAddressDecider } from './email-address.decider';
import { DeleteUser, SetPasswordByAdmin } from './user.commands';
import { userDecider } from './user.decider';
import { UserSignedUp } from './user.events';

const now = new Date('2026-11-25T10:00:00.000Z');
const metadata = { now, actorId: 'admin-1' };
const spec = deciderSpecification(userDecider);

const signedUp: UserSignedUp = {
  type: 'UserSignedUp',
  data: {
    userId: 'u1',
    email: 'ana.lopez@example.com',
    firstName: 'Ana',
    lastName: 'López',
    profileTypes: ['STUDENT_OR_PARENT'],
    clientProfileType: 'PARENT',
    phoneNumber: null,
    referralCode: null,
    languagePreference: 'en',
    signedUpAt: now.toISOString(),
  },
};
const deleteUser = (reason: string): DeleteUser => ({ type: 'DeleteUser', data: { byUserId: 'admin-1', reason }, metadata });
const setPassword = (newPassword: string): SetPasswordByAdmin => ({ type: 'SetPasswordByAdmin', data: { byUserId: 'admin-1', newPassword }, metadata });
const deleted = { type: 'UserDeleted' as const, data: { userId: 'u1', byUserId: 'admin-1', reason: 'Asked to be forgotten', deletedAt: now.toISOString() } };

describe('user decider: admins set a password and delete an account', () => {
  it('records the password an admin set, with the admin, and never the password itself', () => {
    spec
      .given([signedUp])
      .when(setPassword('a new secret'))
      .then([{ type: 'PasswordSetByAdmin', data: { userId: 'u1', byUserId: 'admin-1', setAt: now.toISOString() } }]);
  });

  it("holds an admin's password to the user's own rule", () => {
    spec.given([signedUp]).when(setPassword('short')).thenThrows(AccountMessages.invalidPassword);
  });

  it('deletes an account with the trimmed reason and the acting admin', () => {
    spec.given([signedUp]).when(deleteUser('  Asked to be forgotten ')).then([deleted]);
  });

  it('names the invitations the person accepted, whose invitee data goes with them', () => {
    const command: DeleteUser = { type: 'DeleteUser', data: { byUserId: 'admin-1', reason: 'Asked to be forgotten', acceptedInvitationIds: ['inv-1'] }, metadata };
    spec
      .given([signedUp])
      .when(command)
      .then([{ ...deleted, data: { ...deleted.data, acceptedInvitationIds: ['inv-1'] } }]);
  });

  it('asks for a reason, of at most 500 characters', () => {
    spec.given([signedUp]).when(deleteUser('   ')).thenThrows(AccountMessages.deleteReasonRequired);
    spec.given([signedUp]).when(deleteUser('x'.repeat(501))).thenThrows(AccountMessages.deleteReasonTooLong);
  });

  it('refuses every command on a deleted account, a second deletion included', () => {
    spec.given([signedUp, deleted]).when(deleteUser('again')).thenThrows(AccountMessages.accountDeleted);
    spec.given([signedUp, deleted]).when(setPassword('a new secret')).thenThrows(AccountMessages.accountDeleted);
  });

  it("frees a deleted user's e-mail address once, and never another account's", () => {
    const emailSpec = deciderSpecification(emailAddressDecider);
    const reserved = { type: 'EmailAddressReserved' as const, data: { email: 'ana.lopez@example.com', userId: 'u1', reservedAt: now.toISOString() } };
    const release = (userId: string) => ({ type: 'ReleaseEmailAddressOfDeletedUser' as const, data: { email: 'Ana.Lopez@example.com', userId }, metadata });
    const released = { type: 'EmailAddressReleased' as const, data: { email: 'ana.lopez@example.com', userId: 'u1', releasedAt: now.toISOString() } };
    emailSpec.given([reserved]).when(release('u1')).then([released]);
    emailSpec.given([reserved, released]).when(release('u1')).then([]);
    emailSpec.given([reserved]).when(release('u2')).then([]);
    emailSpec
      .given([reserved, released])
      .when({ type: 'ReserveEmailAddress', data: { email: 'ana.lopez@example.com', userId: 'u3' }, metadata })
      .then([{ type: 'EmailAddressReserved', data: { email: 'ana.lopez@example.com', userId: 'u3', reservedAt: now.toISOString() } }]);
  });

  it('has nothing to delete for an account that never existed', () => {
    spec.given([]).when(deleteUser('why')).thenThrows('This account does not exist.');
  });
});
