import { RecordedEvent } from '../platform/eventstore/event-store.port';
import { eventually } from '../test-support/eventually';
import { PayoutMethodWarningMails } from '../src/modules/payments/payout-method-warning/payout-method-warning-mails';
import { OUTBOX } from './support/account-operations';
import { CREATE_SESSION, later, pairOf, SessionView, SignedUpUser, signedUpUser, slot } from './support/session-operations';
import { startTestApp, TestApp } from './support/test-app';

const WARNING = `query { getPayoutMethodWarning { sessionId subject startTime endTime clientName } }`;
const ME = `query { getCurrentUserV2 { email { address } } }`;
const VENMO = `mutation { editPrimaryPayoutOption(primaryPayoutMethod: venmo, manualPayoutId: "@tutor") { manualPayoutId } }`;
const NOTIFICATION_SETTINGS = `mutation ($settings: NotificationSettingsInput!) { editNotificationSettings(settings: $settings) { id } }`;
const SUBJECT_EN = 'Add a payout method before your session ends';
const SUBJECT_SP = 'Agrega un método de cobro antes de que termine tu sesión';

describe('the warning to a tutor without a payout method: on the dashboard and once by e-mail per session', () => {
  let app: TestApp;
  let client: SignedUpUser;

  async function tutorWithPair(firstName: string): Promise<SignedUpUser & { email: string }> {
    const tutor = await signedUpUser(app, 'TUTOR', firstName);
    await pairOf(app, tutor.id, client.id);
    const { getCurrentUserV2 } = await tutor.client.data<{ getCurrentUserV2: { email: { address: string } } }>(ME);
    return { ...tutor, email: getCurrentUserV2.email.address };
  }

  async function schedule(tutor: SignedUpUser, hoursAhead: number, extra: Record<string, unknown> = {}): Promise<SessionView[]> {
    const startTime = slot(hoursAhead);
    const input = { tuteeId: client.id, subject: 'Geometry', gradeLevel: 'High School', startTime, endTime: later(startTime, 60), timeZoneId: 'America/New_York', meetingSolution: 'LESSONSPACE', ...extra };
    return (await tutor.client.data<{ createSession: SessionView[] }>(CREATE_SESSION, { input })).createSession;
  }

  const mailsTo = async (address: string) => (await app.client().data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: address })).devOutbox;
  const warningsTo = async (address: string, subject = SUBJECT_EN) => (await mailsTo(address)).filter((mail) => mail.subject === subject);
  const scheduledEvent = async (sessionId: string): Promise<RecordedEvent> =>
    (await app.running.platform.eventStore.readStream(`session-${sessionId}`)).find((event) => event.type === 'SessionScheduled')!;

  beforeAll(async () => {
    app = await startTestApp();
    client = await signedUpUser(app, 'STUDENT_OR_PARENT', 'Carla');
  });
  afterAll(async () => app.close());

  it('warns on the dashboard, naming the soonest session, only the tutor without a method', async () => {
    const tutor = await tutorWithPair('Walt');
    expect((await tutor.client.data<{ getPayoutMethodWarning: unknown }>(WARNING)).getPayoutMethodWarning).toBeNull();
    await schedule(tutor, 200);
    const [soonest] = await schedule(tutor, 190);
    expect((await tutor.client.data<{ getPayoutMethodWarning: unknown }>(WARNING)).getPayoutMethodWarning).toEqual({
      sessionId: soonest.id,
      subject: 'Geometry',
      startTime: soonest.startTime,
      endTime: soonest.endTime,
      clientName: 'Carla López',
    });

    expect((await client.client.request(WARNING)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().request(WARNING)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = await tutorWithPair('Olga');
    expect((await other.client.data<{ getPayoutMethodWarning: unknown }>(WARNING)).getPayoutMethodWarning).toBeNull();

    await tutor.client.data(VENMO);
    expect((await tutor.client.data<{ getPayoutMethodWarning: unknown }>(WARNING)).getPayoutMethodWarning).toBeNull();
  });

  it('e-mails once per session in the tutor’s language, not with a method, not with payout e-mails off, not twice on redelivery, once per series', async () => {
    const withMethod = await tutorWithPair('Maya');
    await withMethod.client.data(VENMO);
    const mailsOff = await tutorWithPair('Otto');
    const on = { email: true, text: true, push: true };
    await mailsOff.client.data(NOTIFICATION_SETTINGS, { settings: { requests: on, messages: on, sessions: on, newsletters: on, payouts: { email: false, text: true, push: true } } });
    const spanish = await tutorWithPair('Sofía');
    await spanish.client.data(`mutation { saveUserLanguagePreference(language: "sp") { id } }`);
    const warned = await tutorWithPair('Walt');

    await schedule(withMethod, 30);
    const [offSession] = await schedule(mailsOff, 31);
    await schedule(spanish, 32);
    const series = await schedule(warned, 40, { recurringDays: ['MONDAY', 'THURSDAY'], weeksRecurring: 2 });
    expect(series.length).toBeGreaterThan(1);

    const [first] = await eventually(async () => {
      const found = await warningsTo(warned.email);
      if (found.length === 0) throw new Error('no warning yet');
      return found;
    });
    expect(first.text).toContain('Geometry');
    expect(first.text).toContain('Carla López');
    expect(first.text).toContain('/account-settings/tutor-payouts');
    await eventually(async () => (await warningsTo(spanish.email, SUBJECT_SP)).length === 1);

    // The same causes again (a redelivery after a crash): no new mail.
    const reaction = app.running.app.get(PayoutMethodWarningMails, { strict: false });
    await reaction.react(await scheduledEvent(series[0].id));
    await reaction.react(await scheduledEvent(series[0].id));
    await reaction.react(await scheduledEvent(offSession.id));

    // A later session of the warned tutor is a sentinel: once its warning is in, everything before it has been handled.
    await schedule(warned, 100);
    await eventually(async () => (await warningsTo(warned.email)).length === 2);
    expect(await warningsTo(warned.email)).toHaveLength(2);
    expect(await warningsTo(withMethod.email)).toEqual([]);
    expect(await warningsTo(mailsOff.email)).toEqual([]);
    expect(await warningsTo(spanish.email, SUBJECT_SP)).toHaveLength(1);
  });
});
