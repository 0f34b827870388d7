import { defaultNotificationSettings } from '../../domain/accounts/notification-settings';
import { UserEvent, UserSignedUp } from '../../domain/accounts/user.events';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { expectSameDocumentsWhenAppliedTwice, recordedInOrder } from '../../test-support/projection-test-support';
import { evolveUserDocument, USERS_COLLECTION, UserDocument, usersProjection } from './users.projection';

const USER_ID = 'user-1';

const signedUp: UserSignedUp = {
  type: 'UserSignedUp',
  data: {
    userId: USER_ID,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileTypes: ['STUDENT_OR_PARENT'],
    clientProfileType: 'PARENT',
    phoneNumber: '+15555550100',
    referralCode: 'FRIEND',
    languagePreference: 'en',
    signedUpAt: '2024-03-01T10:00:00.000Z',
  },
};

/** Folds events in order, the n-th event at position n + 1, as the runner would deliver them. */
function project(events: UserEvent[], from: UserDocument | null = null): UserDocument | null {
  return events.reduce<UserDocument | null>((document, event, index) => evolveUserDocument(document, event, index + 1), from);
}

function signedUpDocument(): UserDocument {
  const document = evolveUserDocument(null, signedUp, 1);
  if (!document) throw new Error('UserSignedUp built no document');
  return document;
}

describe('evolveUserDocument', () => {
  it('builds the document from UserSignedUp', () => {
    expect(evolveUserDocument(null, signedUp, 7)).toEqual({
      _id: USER_ID,
      email: { address: 'ada@example.com', verified: false },
      createdAt: '2024-03-01T10:00:00.000Z',
      profile: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        profileTypes: ['STUDENT_OR_PARENT'],
        clientProfileType: 'PARENT',
        languagePreference: 'en',
        phoneNumber: '+15555550100',
        isPhoneNumberVerified: false,
        referralCode: 'FRIEND',
      },
      passwordVersion: 0,
      nameWords: ['ada', 'lovelace'],
      _position: 7,
    });
  });

  it('keeps nothing personal of a deleted user: the id, the roles and the sign-up date stay, every earlier session is refused', () => {
    const document = project([
      signedUp,
      { type: 'PasswordSetByAdmin', data: { userId: USER_ID, byUserId: 'admin-1', setAt: '2024-03-02T10:00:00.000Z' } },
      { type: 'UserDeleted', data: { userId: USER_ID, byUserId: 'admin-1', reason: 'asked', deletedAt: '2024-03-03T10:00:00.000Z' } },
    ]);
    expect(document).toEqual({
      _id: USER_ID,
      email: { address: `deleted-${USER_ID}@deleted.invalid`, verified: false },
      createdAt: '2024-03-01T10:00:00.000Z',
      profile: {
        firstName: 'deleted user',
        lastName: '',
        profileTypes: ['STUDENT_OR_PARENT'],
        clientProfileType: 'PARENT',
        languagePreference: 'en',
        phoneNumber: null,
        isPhoneNumberVerified: false,
        referralCode: 'FRIEND',
      },
      passwordVersion: 2,
      nameWords: [],
      deleted: true,
      _position: 3,
    });
    expect(JSON.stringify(document)).not.toMatch(/Ada|Lovelace|ada@example|5555550100/);
  });

  it('marks the e-mail address verified on EmailVerified', () => {
    const document = project([
      signedUp,
      { type: 'EmailVerified', data: { userId: USER_ID, email: 'ada@example.com', verifiedAt: '2024-03-01T11:00:00.000Z' } },
    ]);
    expect(document?.email).toEqual({ address: 'ada@example.com', verified: true });
    expect(document?._position).toBe(2);
  });

  it('bumps passwordVersion on every PasswordChanged and PasswordReset', () => {
    const document = project([
      signedUp,
      { type: 'PasswordChanged', data: { userId: USER_ID, changedAt: '2024-03-02T10:00:00.000Z' } },
      { type: 'PasswordReset', data: { userId: USER_ID, resetAt: '2024-03-03T10:00:00.000Z' } },
      { type: 'PasswordChanged', data: { userId: USER_ID, changedAt: '2024-03-04T10:00:00.000Z' } },
    ]);
    expect(document?.passwordVersion).toBe(3);
    expect(document?._position).toBe(4);
  });

  it("keeps the client's own place on CurrentLocationSet, the last one set", () => {
    const austin = { zip: '78701', city: 'Austin', state: 'TX' };
    const boston = { zip: '02108', city: 'Boston', state: 'MA' };
    expect(signedUpDocument().profile.currentLocation).toBeUndefined();
    const document = project([signedUp, { type: 'CurrentLocationSet', data: { userId: USER_ID, location: austin } }, { type: 'CurrentLocationSet', data: { userId: USER_ID, location: boston } }]);
    expect(document?.profile.currentLocation).toEqual(boston);
    expect(document?.profile.firstName).toBe('Ada');
  });

  it('sets the language preference on LanguagePreferenceSaved', () => {
    const document = project([signedUp, { type: 'LanguagePreferenceSaved', data: { userId: USER_ID, language: 'sp' } }]);
    expect(document?.profile.languagePreference).toBe('sp');
    expect(document?.profile.firstName).toBe('Ada');
  });

  it('keeps the notification settings, and drops the Zoom account on ZoomAccountDisassociated', () => {
    const settings = { ...defaultNotificationSettings(), newsletters: { email: false, text: false, push: false } };
    const zoomProfile = { id: 'zoom-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@zoom.example' };
    const document = project([
      signedUp,
      { type: 'ZoomAccountAssociated', data: { userId: USER_ID, zoomProfile, associatedAt: '2024-03-02T10:00:00.000Z' } },
      { type: 'NotificationSettingsEdited', data: { userId: USER_ID, settings } },
      { type: 'ZoomAccountDisassociated', data: { userId: USER_ID, zoomUserId: 'zoom-1', disassociatedAt: '2024-03-03T10:00:00.000Z' } },
    ]);
    expect(document?.notificationSettings).toEqual(settings);
    expect(document?.zoomProfile).toBeNull();
    expect(document?._position).toBe(4);
  });

  it('keeps newsletters by e-mail and edit-profile’s newsletters switch as one choice, whichever page set it last', () => {
    const switchedOff = project([signedUp, { type: 'ProfileDetailsEdited', data: { userId: USER_ID, changes: { isReceivingNewsletters: false } } }]);
    expect(switchedOff?.profile.isReceivingNewsletters).toBe(false);
    expect(switchedOff?.notificationSettings).toEqual({ ...defaultNotificationSettings(), newsletters: { email: false, text: true, push: true } });
    const backOn = project([
      signedUp,
      { type: 'ProfileDetailsEdited', data: { userId: USER_ID, changes: { isReceivingNewsletters: false } } },
      { type: 'NotificationSettingsEdited', data: { userId: USER_ID, settings: { ...defaultNotificationSettings(), newsletters: { email: true, text: false, push: false } } } },
    ]);
    expect(backOn?.profile.isReceivingNewsletters).toBe(true);
    expect(backOn?.notificationSettings?.newsletters).toEqual({ email: true, text: false, push: false });
  });

  it('changes nothing but the document it is given', () => {
    const before = signedUpDocument();
    const snapshot = structuredClone(before);
    evolveUserDocument(before, { type: 'EmailVerified', data: { userId: USER_ID, email: 'ada@example.com', verifiedAt: '2024-03-01T11:00:00.000Z' } }, 2);
    evolveUserDocument(before, { type: 'LanguagePreferenceSaved', data: { userId: USER_ID, language: 'sp' } }, 3);
    expect(before).toEqual(snapshot);
  });

  it('leaves the document as it is for events the read model does not show', () => {
    const before = signedUpDocument();
    const after = evolveUserDocument(
      before,
      { type: 'EmailVerificationRequested', data: { userId: USER_ID, email: 'ada@example.com', expiresAt: '2024-03-02T10:00:00.000Z' } },
      2,
    );
    expect(after).toEqual(before);
  });

  it.each<UserEvent>([
    { type: 'EmailVerified', data: { userId: 'unknown', email: 'x@example.com', verifiedAt: '2024-03-01T11:00:00.000Z' } },
    { type: 'PasswordChanged', data: { userId: 'unknown', changedAt: '2024-03-02T10:00:00.000Z' } },
    { type: 'PasswordReset', data: { userId: 'unknown', resetAt: '2024-03-02T10:00:00.000Z' } },
    { type: 'LanguagePreferenceSaved', data: { userId: 'unknown', language: 'sp' } },
    { type: 'EmailVerificationRequested', data: { userId: 'unknown', email: 'x@example.com', expiresAt: '2024-03-02T10:00:00.000Z' } },
  ])('gives null for $type about a user who never signed up', (event) => {
    expect(evolveUserDocument(null, event, 5)).toBeNull();
  });
});

describe('the users projection', () => {
  it('gives the same documents when the same events are applied twice', async () => {
    const events: UserEvent[] = [
      signedUp,
      { type: 'EmailVerified', data: { userId: USER_ID, email: 'ada@example.com', verifiedAt: '2024-03-01T11:00:00.000Z' } },
      { ...signedUp, data: { ...signedUp.data, userId: 'user-2', email: 'grace@example.com' } },
      { type: 'PasswordChanged', data: { userId: USER_ID, changedAt: '2024-03-02T10:00:00.000Z' } },
      { type: 'PasswordReset', data: { userId: 'user-2', resetAt: '2024-03-02T11:00:00.000Z' } },
      { type: 'PasswordChanged', data: { userId: 'user-2', changedAt: '2024-03-02T12:00:00.000Z' } },
      { type: 'LanguagePreferenceSaved', data: { userId: USER_ID, language: 'sp' } },
      { ...signedUp, data: { ...signedUp.data, userId: 'user-3', email: 'erased@example.com' } },
      { type: 'UserDeleted', data: { userId: 'user-3', byUserId: USER_ID, reason: 'asked', deletedAt: '2024-03-02T13:00:00.000Z' } },
    ];
    const recorded = recordedInOrder(events.map((event) => ({ streamId: `user-${event.data.userId}`, ...event })), '2024-03-03T10:00:00.000Z');
    const once = await expectSameDocumentsWhenAppliedTwice(usersProjection, recorded, () => new InMemoryReadStore());
    const users = once[USERS_COLLECTION] as UserDocument[];
    expect(users.map((user) => [user._id, user.email.verified, user.passwordVersion, user.profile.languagePreference])).toEqual([
      [USER_ID, true, 1, 'sp'],
      ['user-2', false, 2, 'en'],
      ['user-3', false, 1, 'en'],
    ]);
  });
});
