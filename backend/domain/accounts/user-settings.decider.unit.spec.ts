import { deciderSpecification } from '../test-support/decider-specification';
import { AccountMessages } from './account.rules';
import { defaultNotificationSettings, NotificationSettings } from './notification-settings';
import { UserCommand } from './user.commands';
import { userDecider } from './user.decider';
import { UserEvent, UserSignedUp } from './user.events';
import { OAuthMessages } from './oauth-identity.decider';

const now = new Date('2026-11-25T10:00:00.000Z');
const spec = deciderSpecification(userDecider);
const command = <C extends UserCommand>(type: C['type'], data: C['data']) => ({ type, data, metadata: { now, actorId: 'u1' } }) as C;

const signedUp: UserSignedUp = {
  type: 'UserSignedUp',
  data: {
    userId: 'u1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'López',
    profileTypes: ['TUTOR'],
    clientProfileType: null,
    phoneNumber: null,
    referralCode: null,
    languagePreference: 'en',
    signedUpAt: now.toISOString(),
  },
};
const zoomProfile = { id: 'zoom-1', firstName: 'Ana', lastName: 'López', email: 'ana@zoom.example' };
const associated: UserEvent = { type: 'ZoomAccountAssociated', data: { userId: 'u1', zoomProfile, associatedAt: now.toISOString() } };
const disassociated: UserEvent = { type: 'ZoomAccountDisassociated', data: { userId: 'u1', zoomUserId: 'zoom-1', disassociatedAt: now.toISOString() } };

const noMessageMails = (): NotificationSettings => ({ ...defaultNotificationSettings(), messages: { email: false, text: true, push: true } });
const edited = (settings: NotificationSettings): UserEvent => ({ type: 'NotificationSettingsEdited', data: { userId: 'u1', settings } });

describe('user decider: notification settings', () => {
  it('records settings that differ from the ones in force', () => {
    spec.given([signedUp]).when(command('EditNotificationSettings', { settings: noMessageMails() })).then([edited(noMessageMails())]);
  });

  it('records nothing for the defaults, or for the settings saved last', () => {
    spec.given([signedUp]).when(command('EditNotificationSettings', { settings: defaultNotificationSettings() })).thenNothingHappened();
    spec.given([signedUp, edited(noMessageMails())]).when(command('EditNotificationSettings', { settings: noMessageMails() })).thenNothingHappened();
  });

  it('takes edit-profile’s newsletters switch as newsletters by e-mail: saving that choice again records nothing', () => {
    const noNewsletterMails = { ...defaultNotificationSettings(), newsletters: { email: false, text: true, push: true } };
    const switchedOff: UserEvent = { type: 'ProfileDetailsEdited', data: { userId: 'u1', changes: { isReceivingNewsletters: false } } };
    spec.given([signedUp, switchedOff]).when(command('EditNotificationSettings', { settings: noNewsletterMails })).thenNothingHappened();
    spec.given([signedUp, switchedOff]).when(command('EditNotificationSettings', { settings: defaultNotificationSettings() })).then([edited(defaultNotificationSettings())]);
  });

  it('takes newsletters by e-mail as edit-profile’s newsletters switch: saving that choice again records nothing', () => {
    const noNewsletterMails = { ...defaultNotificationSettings(), newsletters: { email: false, text: true, push: true } };
    spec.given([signedUp, edited(noNewsletterMails)]).when(command('EditProfileDetails', { details: { isReceivingNewsletters: false } })).thenNothingHappened();
    spec
      .given([signedUp, edited(noNewsletterMails)])
      .when(command('EditProfileDetails', { details: { isReceivingNewsletters: true } }))
      .then([{ type: 'ProfileDetailsEdited', data: { userId: 'u1', changes: { isReceivingNewsletters: true } } }]);
  });

  it('records turning a kind back on', () => {
    spec.given([signedUp, edited(noMessageMails())]).when(command('EditNotificationSettings', { settings: defaultNotificationSettings() })).then([edited(defaultNotificationSettings())]);
  });

  it.each([
    ['a missing kind', (() => { const { payouts: _left, ...rest } = defaultNotificationSettings(); return rest; })()],
    ['an unknown kind', { ...defaultNotificationSettings(), promotions: { email: true, text: true, push: true } }],
    ['a missing channel', { ...defaultNotificationSettings(), sessions: { email: true, text: true } }],
    ['a channel that is not on or off', { ...defaultNotificationSettings(), sessions: { email: 'yes', text: true, push: true } }],
  ])('refuses %s', (_case, settings) => {
    spec
      .given([signedUp])
      .when(command('EditNotificationSettings', { settings: settings as unknown as NotificationSettings }))
      .thenThrows(AccountMessages.invalidNotificationSettings, { settings: AccountMessages.invalidNotificationSettings });
  });

  it('refuses an account that does not exist', () => {
    spec.given([]).when(command('EditNotificationSettings', { settings: noMessageMails() })).thenThrows('This account does not exist.');
  });
});

describe('user decider: disconnecting Zoom', () => {
  it('disconnects the connected account', () => {
    spec.given([signedUp, associated]).when(command('DisassociateZoomAccount', {})).then([disassociated]);
  });

  it('refuses when no account is connected, also after a disconnect', () => {
    spec.given([signedUp]).when(command('DisassociateZoomAccount', {})).thenThrows(AccountMessages.noZoomAccount);
    spec.given([signedUp, associated, disassociated]).when(command('DisassociateZoomAccount', {})).thenThrows(AccountMessages.noZoomAccount);
  });

  it('connects the same account again after a disconnect', () => {
    spec.given([signedUp, associated, disassociated]).when(command('AssociateZoomAccount', { zoomProfile })).then([associated]);
  });
});

describe('user decider: edit-profile, time zone and provider accounts', () => {
  const identity = { provider: 'GOOGLE' as const, subject: 'g-1', email: 'ana@example.com', emailVerified: true, firstName: 'Ana', lastName: 'López' };
  const linked: UserEvent = { type: 'OAuthIdentityLinked', data: { userId: 'u1', provider: 'GOOGLE', subject: 'g-1', linkedAt: now.toISOString() } };

  it('records only the fields that changed, trimmed, the birthday as an ISO date', () => {
    spec
      .given([signedUp])
      .when(command('EditProfileDetails', { details: { firstName: ' Ana ', lastName: 'Ruiz', birthday: '02/29/2008', gradeLevel: 'COLLEGE' } }))
      .then([{ type: 'ProfileDetailsEdited', data: { userId: 'u1', changes: { lastName: 'Ruiz', birthday: '2008-02-29', gradeLevel: 'COLLEGE' } } }]);
  });

  it('names every invalid field at once', () => {
    spec
      .given([signedUp])
      .when(command('EditProfileDetails', { details: { firstName: ' ', birthday: '2008-02-29', gradeLevel: 'PRESCHOOL' } }))
      .thenThrows(AccountMessages.invalidFirstName, { firstName: AccountMessages.invalidFirstName, birthday: 'Please use the format mm/dd/yyyy.', gradeLevel: 'Please select a grade level.' });
  });

  it('sets a US time zone once, and refuses any other', () => {
    spec.given([signedUp]).when(command('SetUserTimeZone', { timeZoneId: 'America/Denver' })).then([{ type: 'UserTimeZoneSet', data: { userId: 'u1', timeZoneId: 'America/Denver' } }]);
    spec.given([signedUp, { type: 'UserTimeZoneSet', data: { userId: 'u1', timeZoneId: 'America/Denver' } }]).when(command('SetUserTimeZone', { timeZoneId: 'America/Denver' })).thenNothingHappened();
    spec.given([signedUp]).when(command('SetUserTimeZone', { timeZoneId: 'Europe/Madrid' })).thenThrows('Please choose a US time zone from the list.', { timeZoneId: 'Please choose a US time zone from the list.' });
  });

  it('links a provider account verified for the address, verifying the address; once', () => {
    spec.given([signedUp]).when(command('LinkOAuthIdentity', { identity })).then([linked, { type: 'EmailVerified', data: { userId: 'u1', email: 'ana@example.com', verifiedAt: now.toISOString() } }]);
    spec.given([signedUp, linked]).when(command('LinkOAuthIdentity', { identity })).thenNothingHappened();
  });

  it('never links a provider account whose address the provider did not verify, or another address', () => {
    for (const other of [{ ...identity, emailVerified: false }, { ...identity, email: 'eve@example.com' }]) {
      spec.given([signedUp]).when(command('LinkOAuthIdentity', { identity: other })).thenThrows(OAuthMessages.emailNotVerifiedByProvider);
    }
  });

  it('signs up from a provider account, verified only on the provider’s word', () => {
    const signUp = (emailVerified: boolean) => command('SignUpWithIdentity', { userId: 'u1', identity: { ...identity, emailVerified }, profileTypes: ['TUTOR'] });
    const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', email: 'ana@example.com', verifiedAt: now.toISOString() } };
    spec.given([]).when(signUp(true)).then([signedUp, linked, verified]);
    spec.given([]).when(signUp(false)).then([signedUp, linked]);
  });
});
