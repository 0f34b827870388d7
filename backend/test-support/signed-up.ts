import { UserEvent } from '../domain/accounts/user.events';

/** A parent's sign-up, as the accounts decider records it: the users read model's first event for them. */
export function signedUp(userId: string, email: string, signedUpAt = '2024-03-01T10:00:00.000Z'): UserEvent {
  return {
    type: 'UserSignedUp',
    data: {
      userId,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileTypes: ['STUDENT_OR_PARENT'],
      clientProfileType: 'PARENT',
      phoneNumber: null,
      referralCode: null,
      languagePreference: 'en',
      signedUpAt,
    },
  };
}
