import { eventually } from '../test-support/eventually';
import { OUTBOX } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';
import { conversationCast, Person, SEND } from '../src/modules/conversations/test-support/conversation-operations';

const CHANNELS = 'email text push';
const SETTINGS_FIELDS = `notificationSettings { requests { ${CHANNELS} } messages { ${CHANNELS} } sessions { ${CHANNELS} } payouts { ${CHANNELS} } newsletters { ${CHANNELS} } }`;
const SETTINGS = `query { getCurrentUserV2 { id ${SETTINGS_FIELDS} } }`;
const EDIT_SETTINGS = `mutation ($settings: NotificationSettingsInput!) { editNotificationSettings(settings: $settings) { id ${SETTINGS_FIELDS} } }`;
const NEWSLETTERS = `query { getCurrentUserV2 { profile { isReceivingNewsletters } } }`;
const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id } }`;
const ZOOM_PROFILE = `query { getCurrentUserV2 { zoomProfile { id firstName lastName email } } }`;
const ASSOCIATE_ZOOM = `mutation ($authCode: String!) { associateZoom(authCode: $authCode) { id email } }`;
const AUTHORIZE_URL = `query ($state: String!) { getZoomAuthorizeUrl(state: $state) }`;
const DISASSOCIATE_ZOOM = `mutation { disassociateZoom { id zoomProfile { id } } }`;

type Channels = { email: boolean; text: boolean; push: boolean };
type Settings = Record<'requests' | 'messages' | 'sessions' | 'payouts' | 'newsletters', Channels>;

const allOn = (): Settings => {
  const on = { email: true, text: true, push: true };
  return { requests: { ...on }, messages: { ...on }, sessions: { ...on }, payouts: { ...on }, newsletters: { ...on } };
};
const messageMailsOff = (): Settings => ({ ...allOn(), messages: { email: false, text: true, push: true } });

describe('account settings over GraphQL: notification settings and the Zoom connection', () => {
  let app: TestApp;
  let client: Person;
  let tutor: Person;
  let other: Person;
  let visitor: GraphqlClient;
  let conversationId: string;

  beforeAll(async () => {
    app = await startTestApp();
    ({ client, tutor, outsider: other, visitor, conversationId } = await conversationCast(app));
  });

  afterAll(async () => app.close());

  const settingsOf = async (person: Person) => (await person.client.data<{ getCurrentUserV2: { notificationSettings: Settings } }>(SETTINGS)).getCurrentUserV2.notificationSettings;
  const messageMailsTo = async (person: Person) => {
    const { devOutbox } = await person.client.data<{ devOutbox: Array<{ subject: string }> }>(OUTBOX, { to: person.email });
    return devOutbox.filter((mail) => mail.subject.startsWith('New message'));
  };
  const zoomProfileOf = async (person: Person) => (await person.client.data<{ getCurrentUserV2: { zoomProfile: { id: string } | null } }>(ZOOM_PROFILE)).getCurrentUserV2.zoomProfile;

  describe('editNotificationSettings', () => {
    it('shows every notice on until edited, and saves the user’s own settings only', async () => {
      expect(await settingsOf(client)).toEqual(allOn());
      const { editNotificationSettings } = await client.client.data<{ editNotificationSettings: { id: string; notificationSettings: Settings } }>(EDIT_SETTINGS, { settings: messageMailsOff() });
      expect(editNotificationSettings).toEqual({ id: client.id, notificationSettings: messageMailsOff() });
      expect(await settingsOf(client)).toEqual(messageMailsOff());
      expect(await settingsOf(other)).toEqual(allOn());
    });

    it('e-mails no message notice once the user turned message e-mails off, and again once turned back on', async () => {
      await tutor.client.data(SEND, { body: 'Hi Cleo!', targetId: conversationId });
      // The client's answer mailed to the tutor proves the worker went past the tutor's message.
      await client.client.data(SEND, { body: 'Hi Theo', targetId: conversationId });
      await eventually(async () => (await messageMailsTo(tutor)).length === 1);
      expect(await messageMailsTo(client)).toEqual([]);

      await client.client.data(EDIT_SETTINGS, { settings: allOn() });
      await tutor.client.data(SEND, { body: 'Monday works.', targetId: conversationId });
      const mail = await eventually(async () => (await messageMailsTo(client))[0]);
      expect(mail.subject).toBe('New message from Theo Tester');
    });

    it('refuses settings missing a channel or kind, storing nothing', async () => {
      await client.client.data(EDIT_SETTINGS, { settings: messageMailsOff() });
      const missingChannel = await client.client.request(EDIT_SETTINGS, { settings: { ...allOn(), payouts: { email: true, text: true } } });
      expect(missingChannel.errors?.[0]?.message).toMatch(/push/);
      const missingKind = await client.client.request(EDIT_SETTINGS, { settings: { ...allOn(), newsletters: null } });
      expect(missingKind.errors?.[0]?.message).toMatch(/newsletters/);
      expect(await settingsOf(client)).toEqual(messageMailsOff());
    });

    it('keeps newsletters by e-mail and edit-profile’s newsletters switch one choice, whichever page changes it', async () => {
      const receivesNewsletters = async (person: Person) => (await person.client.data<{ getCurrentUserV2: { profile: { isReceivingNewsletters: boolean } } }>(NEWSLETTERS)).getCurrentUserV2.profile.isReceivingNewsletters;
      await tutor.client.data(UPDATE_USER, { input: { isReceivingNewsletters: false } });
      expect((await settingsOf(tutor)).newsletters).toEqual({ email: false, text: true, push: true });
      await tutor.client.data(EDIT_SETTINGS, { settings: allOn() });
      expect(await receivesNewsletters(tutor)).toBe(true);
      await tutor.client.data(EDIT_SETTINGS, { settings: { ...allOn(), newsletters: { email: false, text: true, push: false } } });
      expect(await receivesNewsletters(tutor)).toBe(false);
      expect(await receivesNewsletters(other)).toBe(true);
    });

    it('refuses a visitor with UNAUTHENTICATED, and shows a visitor no settings', async () => {
      expect((await visitor.request(EDIT_SETTINGS, { settings: allOn() })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await visitor.data(SETTINGS)).toEqual({ getCurrentUserV2: null });
    });
  });

  describe('associateZoom and disassociateZoom', () => {
    it('connects the tutor’s Zoom account through the embedded stand-in, shows it, then disconnects it', async () => {
      const { associateZoom } = await tutor.client.data<{ associateZoom: { id: string } }>(ASSOCIATE_ZOOM, { authCode: 'any-code' });
      expect(await zoomProfileOf(tutor)).toMatchObject({ id: associateZoom.id });
      expect(await tutor.client.data(DISASSOCIATE_ZOOM)).toEqual({ disassociateZoom: { id: tutor.id, zoomProfile: null } });
      expect(await zoomProfileOf(tutor)).toBeNull();
    });

    it('refuses to disconnect when nothing is connected, with a messageId, and leaves another user’s account connected', async () => {
      await tutor.client.data(ASSOCIATE_ZOOM, { authCode: 'again' });
      const refused = await other.client.request(DISASSOCIATE_ZOOM);
      expect(refused.errors?.[0]).toMatchObject({ message: 'No Zoom account is connected.', extensions: { code: 'BAD_USER_INPUT', messageId: 'account.noZoomAccount' } });
      expect(await zoomProfileOf(tutor)).not.toBeNull();
    });

    it('sends the browser, in the embedded mode, straight back to zoom/success with a code and the state it gave', async () => {
      const { getZoomAuthorizeUrl } = await tutor.client.data<{ getZoomAuthorizeUrl: string }>(AUTHORIZE_URL, { state: 'state-1' });
      const url = new URL(getZoomAuthorizeUrl);
      expect(url.pathname).toBe('/account-settings/zoom/success');
      expect(url.searchParams.get('state')).toBe('state-1');
      expect(url.searchParams.get('code')).toMatch(/^embedded-/);
    });

    it('refuses a visitor with UNAUTHENTICATED', async () => {
      expect((await visitor.request(DISASSOCIATE_ZOOM)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await visitor.request(AUTHORIZE_URL, { state: 's' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
