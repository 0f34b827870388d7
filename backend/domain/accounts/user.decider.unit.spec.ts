import { ValueBoundsMessages } from '../shared/value-bounds';
import { deciderSpecification } from '../test-support/decider-specification';
import { AccountMessages } from './account.rules';
import { emailAddressDecider } from './email-address.decider';
import { SignUpUser, UserCommand } from './user.commands';
import { userDecider } from './user.decider';
import { UserEvent, UserSignedUp } from './user.events';

const now = new Date('2026-11-22T10:00:00.000Z');
const metadata = { now, actorId: null };
const spec = deciderSpecification(userDecider);

const signUp = (overrides: Partial<SignUpUser['data']> = {}): SignUpUser => ({
  type: 'SignUpUser',
  data: {
    userId: 'u1',
    email: '  Ana.Lopez@Example.com ',
    password: 'correct horse',
    firstName: ' Ana ',
    lastName: 'López',
    profileTypes: ['STUDENT_OR_PARENT'],
    ...overrides,
  },
  metadata,
});

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
const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', email: 'ana.lopez@example.com', verifiedAt: now.toISOString() } };
const command = <C extends UserCommand>(type: C['type'], data: C['data']) => ({ type, data, metadata }) as C;

describe('user decider', () => {
  describe('sign up', () => {
    it('records a client with trimmed names, a normalised e-mail, Parent as the default client type and English', () => {
      spec.given([]).when(signUp()).then([signedUp]);
    });

    it('keeps the chosen client type and a US phone number in E.164', () => {
      spec
        .given([])
        .when(signUp({ clientProfileType: 'STUDENT', phoneNumber: '(415) 555-2671' }))
        .then([{ ...signedUp, data: { ...signedUp.data, clientProfileType: 'STUDENT', phoneNumber: '+14155552671' } }]);
    });

    it('gives a tutor no client type', () => {
      spec
        .given([])
        .when(signUp({ profileTypes: ['TUTOR'], clientProfileType: 'STUDENT' }))
        .then([{ ...signedUp, data: { ...signedUp.data, profileTypes: ['TUTOR'], clientProfileType: null } }]);
    });

    it('records the referral code of the link normalised, and drops one that cannot be a code instead of refusing the sign-up', () => {
      spec
        .given([])
        .when(signUp({ referralCode: ' 7k3mq9x2ab ' }))
        .then([{ ...signedUp, data: { ...signedUp.data, referralCode: '7K3MQ9X2AB' } }]);
      for (const referralCode of ['', '   ', 'short', '7K3MQ9X2ABC', 'ILOU000000', '<script>x</script>', null, undefined]) {
        spec.given([]).when(signUp({ referralCode })).then([signedUp]);
      }
    });

    it.each([
      ['email', { email: 'ana@example' }, AccountMessages.invalidEmail],
      ['email', { email: 'ana lopez@example.com' }, AccountMessages.invalidEmail],
      ['password', { password: '1234567' }, AccountMessages.invalidPassword],
      ['password', { password: '        ' }, AccountMessages.invalidPassword],
      ['firstName', { firstName: '   ' }, AccountMessages.invalidFirstName],
      ['lastName', { lastName: '' }, AccountMessages.invalidLastName],
      ['phoneNumber', { phoneNumber: '555' }, AccountMessages.invalidPhoneNumber],
    ])('rejects an invalid %s with the spec message', (field, overrides, message) => {
      spec.given([]).when(signUp(overrides)).thenThrows(message, { [field]: message });
    });

    it('accepts a password of exactly 8 characters', () => {
      spec.given([]).when(signUp({ password: '12345678' })).then([signedUp]);
    });

    it('reports every invalid field at once, headlined by the first', () => {
      spec
        .given([])
        .when(signUp({ email: 'x', password: 'short' }))
        .thenThrows(AccountMessages.invalidEmail, {
          email: AccountMessages.invalidEmail,
          password: AccountMessages.invalidPassword,
        });
    });

    it('refuses a second sign-up on the same account stream', () => {
      spec.given([signedUp]).when(signUp()).thenThrows(AccountMessages.emailTaken);
    });

    it('refuses names longer than the spec allows (first 40, last 80 characters), an e-mail over 254 and a phone text over 40', () => {
      const HUGE = 'x'.repeat(100_000);
      spec.given([]).when(signUp({ firstName: HUGE })).thenThrows(ValueBoundsMessages.atMost40Characters, { firstName: ValueBoundsMessages.atMost40Characters });
      spec.given([]).when(signUp({ lastName: HUGE })).thenThrows(ValueBoundsMessages.atMost80Characters, { lastName: ValueBoundsMessages.atMost80Characters });
      spec.given([]).when(signUp({ firstName: ` ${'a'.repeat(40)} ` })).then([{ ...signedUp, data: { ...signedUp.data, firstName: 'a'.repeat(40) } }]);
      spec.given([]).when(signUp({ email: `${'a'.repeat(250)}@example.com` })).thenThrows(AccountMessages.invalidEmail);
      spec.given([]).when(signUp({ phoneNumber: `512 555 0100 ${'1'.repeat(40)}` })).thenThrows(AccountMessages.invalidPhoneNumber);
    });

    it('refuses profile and client types of no list', () => {
      spec.given([]).when(signUp({ profileTypes: ['WIZARD' as never] })).thenThrows(AccountMessages.invalidProfileType);
      spec.given([]).when(signUp({ clientProfileType: 'ALIEN' as never })).thenThrows(AccountMessages.invalidClientProfileType);
    });
  });

  describe('e-mail verification', () => {
    const expiresAt = new Date('2026-11-23T10:00:00.000Z');

    it('records a request with its expiry', () => {
      spec
        .given([signedUp])
        .when(command('RequestEmailVerification', { expiresAt }))
        .then([{ type: 'EmailVerificationRequested', data: { userId: 'u1', email: 'ana.lopez@example.com', expiresAt: expiresAt.toISOString() } }]);
    });

    it('refuses a request once verified', () => {
      spec.given([signedUp, verified]).when(command('RequestEmailVerification', { expiresAt })).thenThrows(AccountMessages.alreadyVerified);
    });

    it('verifies once, and a second verification changes nothing', () => {
      spec.given([signedUp]).when(command('VerifyEmail', {})).then([verified]);
      spec.given([signedUp, verified]).when(command('VerifyEmail', {})).thenNothingHappened();
    });

    it('refuses commands on an account that does not exist', () => {
      spec.given([]).when(command('VerifyEmail', {})).thenThrows('This account does not exist.');
    });
  });

  describe('passwords', () => {
    it('records a change without any secret in the event', () => {
      spec
        .given([signedUp])
        .when(command('ChangePassword', { newPassword: 'a much better one' }))
        .then([{ type: 'PasswordChanged', data: { userId: 'u1', changedAt: now.toISOString() } }]);
    });

    it('rejects a new password of 7 characters', () => {
      spec
        .given([signedUp])
        .when(command('ChangePassword', { newPassword: '1234567' }))
        .thenThrows(AccountMessages.invalidPassword, { newPass: AccountMessages.invalidPassword });
    });

    it('rejects a new password of nothing but spaces, on a change and on a reset', () => {
      for (const type of ['ChangePassword', 'ResetPassword'] as const) {
        spec
          .given([signedUp])
          .when(command(type, { newPassword: ' '.repeat(12) }))
          .thenThrows(AccountMessages.invalidPassword, { newPass: AccountMessages.invalidPassword });
      }
    });

    it('counts password versions as session tokens carry them: every change and every reset, nothing else', () => {
      const events: UserEvent[] = [
        signedUp,
        { type: 'PasswordChanged', data: { userId: 'u1', changedAt: now.toISOString() } },
        { type: 'PasswordResetRequested', data: { userId: 'u1', expiresAt: now.toISOString() } },
        { type: 'PasswordReset', data: { userId: 'u1', resetAt: now.toISOString() } },
        verified,
      ];
      expect(events.slice(0, 1).reduce(userDecider.evolve, userDecider.initialState())).toMatchObject({ passwordVersion: 0 });
      expect(events.reduce(userDecider.evolve, userDecider.initialState())).toMatchObject({ passwordVersion: 2 });
    });

    it('verifies the address when the password is reset through the e-mailed link', () => {
      spec
        .given([signedUp])
        .when(command('ResetPassword', { newPassword: 'brand new secret' }))
        .then([{ type: 'PasswordReset', data: { userId: 'u1', resetAt: now.toISOString() } }, verified]);
      spec
        .given([signedUp, verified])
        .when(command('ResetPassword', { newPassword: 'brand new secret' }))
        .then([{ type: 'PasswordReset', data: { userId: 'u1', resetAt: now.toISOString() } }]);
    });
  });

  describe('language preference', () => {
    it('saves Spanish as sp', () => {
      spec
        .given([signedUp])
        .when(command('SaveLanguagePreference', { language: 'sp' }))
        .then([{ type: 'LanguagePreferenceSaved', data: { userId: 'u1', language: 'sp' } }]);
    });

    it('changes nothing when the language is already the preference', () => {
      spec.given([signedUp]).when(command('SaveLanguagePreference', { language: 'en' })).thenNothingHappened();
    });

    it('rejects a language the interface does not have', () => {
      spec.given([signedUp]).when(command('SaveLanguagePreference', { language: 'fr' })).thenThrows(AccountMessages.invalidLanguage);
    });
  });
});

describe('e-mail address decider', () => {
  const reserve = { type: 'ReserveEmailAddress' as const, data: { email: 'Ana@Example.com', userId: 'u1' }, metadata };
  const emailSpec = deciderSpecification(emailAddressDecider);

  it('reserves no address that is not one, or longer than 254 characters (the address names the stream)', () => {
    for (const email of ['not an address', `${'a'.repeat(100_000)}@example.com`]) {
      emailSpec.given([]).when({ ...reserve, data: { ...reserve.data, email } }).thenThrows(AccountMessages.invalidEmail, { email: AccountMessages.invalidEmail });
    }
  });

  it('reserves a free address for a user, normalised', () => {
    emailSpec
      .given([])
      .when(reserve)
      .then([{ type: 'EmailAddressReserved', data: { email: 'ana@example.com', userId: 'u1', reservedAt: now.toISOString() } }]);
  });

  const reservedLongAgo = {
    type: 'EmailAddressReserved' as const,
    data: { email: 'ana@example.com', userId: 'u0', reservedAt: '2026-11-22T09:58:00.000Z' },
  };

  it('takes over a reservation whose sign-up died before recording the account', () => {
    emailSpec
      .given([reservedLongAgo])
      .when({ ...reserve, data: { ...reserve.data, currentOwnerHasAccount: false } })
      .then([
        { type: 'EmailAddressReleased', data: { email: 'ana@example.com', userId: 'u0', releasedAt: now.toISOString() } },
        { type: 'EmailAddressReserved', data: { email: 'ana@example.com', userId: 'u1', reservedAt: now.toISOString() } },
      ]);
  });

  it('keeps a reservation whose account exists, or that is too recent to be abandoned', () => {
    emailSpec.given([reservedLongAgo]).when({ ...reserve, data: { ...reserve.data, currentOwnerHasAccount: true } }).thenThrows(AccountMessages.emailTaken);
    emailSpec
      .given([{ ...reservedLongAgo, data: { ...reservedLongAgo.data, reservedAt: '2026-11-22T09:59:30.000Z' } }])
      .when({ ...reserve, data: { ...reserve.data, currentOwnerHasAccount: false } })
      .thenThrows(AccountMessages.emailTaken);
  });

  it('refuses an address already reserved', () => {
    emailSpec
      .given([{ type: 'EmailAddressReserved', data: { email: 'ana@example.com', userId: 'u0', reservedAt: now.toISOString() } }])
      .when({ ...reserve, data: { ...reserve.data, userId: 'u2' } })
      .thenThrows(AccountMessages.emailTaken);
  });
});

describe('a student becoming a tutor', () => {
  const student: UserSignedUp = { ...signedUp, data: { ...signedUp.data, clientProfileType: 'STUDENT' } };
  const addTutor = command<UserCommand>('AddTutorProfileType', {});
  const added: UserEvent = { type: 'TutorProfileTypeAdded', data: { userId: 'u1', firstName: 'Ana', lastName: 'López', addedAt: now.toISOString() } };

  it('adds the tutor profile type to a student account, with its names', () => {
    spec.given([student]).when(addTutor).then([added]);
  });

  it('refuses a parent or other client, and changes nothing for a tutor', () => {
    spec.given([signedUp]).when(addTutor).thenThrows(AccountMessages.notEligibleStudent);
    spec.given([student, added]).when(addTutor).thenNothingHappened();
    spec.given([{ ...signedUp, data: { ...signedUp.data, profileTypes: ['TUTOR'], clientProfileType: null } }]).when(addTutor).thenNothingHappened();
  });
});
