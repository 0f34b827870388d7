import { TutorRequestPreferences } from '../requests/tutor-request-preferences';
import { deciderSpecification } from '../test-support/decider-specification';
import { AccountMessages } from './account.rules';
import { UserCommand } from './user.commands';
import { userDecider } from './user.decider';
import { UserEvent, UserSignedUp } from './user.events';

const now = new Date('2026-11-22T10:00:00.000Z');
const spec = deciderSpecification(userDecider);
const command = <C extends UserCommand>(type: C['type'], data: C['data']) => ({ type, data, metadata: { now, actorId: 'u1' } }) as C;

const signedUp: UserSignedUp = {
  type: 'UserSignedUp',
  data: {
    userId: 'u1',
    email: 'ana@example.com',
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
const changed = (phoneNumber: string): UserEvent => ({ type: 'PhoneNumberChanged', data: { userId: 'u1', phoneNumber } });
const verified = (phoneNumber: string): UserEvent => ({ type: 'PhoneNumberVerified', data: { userId: 'u1', phoneNumber, verifiedAt: now.toISOString() } });

const preferences: TutorRequestPreferences = {
  subject: 'Algebra 1',
  gradeLevel: 'HIGH_SCHOOL',
  sessionType: 'online',
  zipCode: null,
  city: null,
  state: null,
  daysAvailable: ['MONDAY'],
  timeAvailable: 'Evenings',
};

describe('user decider: phone number and request preferences', () => {
  describe('change phone number', () => {
    it.each([
      ['(415) 555-2671', '+14155552671'],
      ['1 (415) 555-2671', '+14155552671'],
      ['+44 20 7946 0958', '+442079460958'],
    ])('records %s in E.164 as %s', (typed, e164) => {
      spec.given([signedUp]).when(command('ChangePhoneNumber', { phoneNumber: typed })).then([changed(e164)]);
    });

    it.each(['555', '', 'call me', '(999) 999-9999'])('refuses %j with the spec message', (typed) => {
      spec
        .given([signedUp])
        .when(command('ChangePhoneNumber', { phoneNumber: typed }))
        .thenThrows(AccountMessages.invalidPhoneNumber, { phoneNumber: AccountMessages.invalidPhoneNumber });
    });

    it('records nothing for the number already on file', () => {
      spec.given([signedUp, changed('+14155552671')]).when(command('ChangePhoneNumber', { phoneNumber: '415-555-2671' })).thenNothingHappened();
    });

    it('needs the verification again for a new number', () => {
      spec
        .given([signedUp, changed('+14155552671'), verified('+14155552671'), changed('+14155550123')])
        .when(command('VerifyPhoneNumber', { phoneNumber: '+14155550123' }))
        .then([verified('+14155550123')]);
    });
  });

  describe('verify phone number', () => {
    it('verifies the number on file, once', () => {
      spec.given([signedUp, changed('+14155552671')]).when(command('VerifyPhoneNumber', { phoneNumber: '+14155552671' })).then([verified('+14155552671')]);
      spec.given([signedUp, changed('+14155552671'), verified('+14155552671')]).when(command('VerifyPhoneNumber', { phoneNumber: '+14155552671' })).thenNothingHappened();
    });

    it('verifies a number given at sign-up', () => {
      spec
        .given([{ ...signedUp, data: { ...signedUp.data, phoneNumber: '+14155552671' } }])
        .when(command('VerifyPhoneNumber', { phoneNumber: '+14155552671' }))
        .then([verified('+14155552671')]);
    });

    it('refuses a code sent to a number since replaced', () => {
      spec
        .given([signedUp, changed('+14155552671'), changed('+14155550123')])
        .when(command('VerifyPhoneNumber', { phoneNumber: '+14155552671' }))
        .thenThrows(AccountMessages.phoneNumberChanged);
    });
  });

  describe('save tutor request preferences', () => {
    it('records new preferences, and nothing when they are the same', () => {
      const saved: UserEvent = { type: 'TutorRequestPreferencesSaved', data: { userId: 'u1', preferences } };
      spec.given([signedUp]).when(command('SaveTutorRequestPreferences', { preferences })).then([saved]);
      spec.given([signedUp, saved]).when(command('SaveTutorRequestPreferences', { preferences: { ...preferences } })).thenNothingHappened();
    });
  });
});
