import { deciderSpecification } from '../test-support/decider-specification';
import { AccountMessages } from './account.rules';
import { defaultNotificationSettings, NotificationSettings } from './notification-settings';
import { UserCommand } from './user.commands';
import { userDecider } from './user.decider';
import { UserEvent, UserSignedUp } from './user.events';

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
