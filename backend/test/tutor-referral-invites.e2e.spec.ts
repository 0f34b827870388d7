import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, OUTBOX, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const SEND_EMAIL = `mutation ($input: TutorReferralEmailInput!, $key: String) { sendTutorReferralEmail(input: $input, idempotencyKey: $key) }`;
const SEND_TEXT = `mutation ($input: TutorReferralTextInput!, $key: String) { sendTutorReferralText(input: $input, idempotencyKey: $key) }`;
const SUMMARY = `query { getClientReferralSummary { code } }`;

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

describe('tutor referral invitations by e-mail and text', () => {
  let app: TestApp;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName = 'Ana'): Promise<{ client: GraphqlClient; id: string; code: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType, firstName, lastName: 'Tutor' }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    const { getClientReferralSummary } = await client.data<{ getClientReferralSummary: { code: string } }>(SUMMARY);
    return { client, id: getCurrentUserV2.id, code: getClientReferralSummary.code };
  }

  const outbox = async (to: string) => (await app.client().data<{ devOutbox: OutboxMessage[] }>(OUTBOX, { to })).devOutbox;
  const inviteEvents = async (senderId: string) => (await app.running.platform.eventStore.readStream(`referral-invites-${senderId}`)).length;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it("e-mails a client the tutor's /trc link with their note, once for a retried request", async () => {
    const { client: tutor, code } = await signedUp('TUTOR', 'Marta');
    const input = { email: ' New.Parent@Example.com ', audience: 'CLIENT', note: 'I would love to help with algebra.' };
    expect(await tutor.data(SEND_EMAIL, { input, key: 'invite-1' })).toEqual({ sendTutorReferralEmail: true });
    expect(await tutor.data(SEND_EMAIL, { input, key: 'invite-1' })).toEqual({ sendTutorReferralEmail: true });
    const [mail] = await eventually(async () => {
      const messages = await outbox('new.parent@example.com');
      if (messages.length === 0) throw new Error('no invitation yet');
      return messages;
    });
    expect(mail.subject).toBe('Marta Tutor invites you to book tutoring');
    expect(mail.text).toMatch(new RegExp(`https?://[^ ]+/trc/${code}`));
    expect(mail.text).toContain('"I would love to help with algebra."');
    // The retry recorded nothing and queued nothing.
    expect(await outbox('new.parent@example.com')).toHaveLength(1);
  });

  it("texts a tutor the sender's /trt link", async () => {
    const { client: tutor, id, code } = await signedUp('TUTOR', 'Luis');
    expect(await tutor.data(SEND_TEXT, { input: { phoneNumber: '(415) 555-2671', audience: 'TUTOR' } })).toEqual({ sendTutorReferralText: true });
    const texts = await eventually(async () => {
      const messages = (await outbox('+14155552671')).filter((message) => message.text.includes(`/trt/${code}`));
      if (messages.length === 0) throw new Error('no text yet');
      return messages;
    });
    expect(texts[0].text).toMatch(/^Luis Tutor tutors on our marketplace and invites you to join/);
    expect(await inviteEvents(id)).toBe(1);
  });

  it('throttles each tutor on their own: 10 an hour, one a day per recipient', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const { client: otherTutor } = await signedUp('TUTOR');
    const same = await tutor.request(SEND_EMAIL, { input: { email: 'friend0@example.com', audience: 'TUTOR' } });
    expect(same.errors).toBeUndefined();
    const again = await tutor.request(SEND_EMAIL, { input: { email: 'FRIEND0@example.com', audience: 'CLIENT' } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'You already invited this person today.',
      extensions: { code: 'BAD_USER_INPUT', messageId: 'referralInvite.alreadyInvited', fieldErrors: { email: 'You already invited this person today.' } },
    });
    for (let index = 1; index < 10; index++) await tutor.data(SEND_EMAIL, { input: { email: `friend${index}@example.com`, audience: 'CLIENT' } });
    const eleventh = await tutor.request(SEND_TEXT, { input: { phoneNumber: '4155552671', audience: 'CLIENT' } });
    expect(eleventh.errors?.[0]).toMatchObject({
      message: 'You have sent too many invitations in the last hour. Please try again later.',
      extensions: { code: 'TOO_MANY_REQUESTS', messageId: 'referralInvite.tooManyInvites' },
    });
    expect(await inviteEvents(id)).toBe(10);
    // Another tutor's limit is their own.
    expect(await otherTutor.data(SEND_EMAIL, { input: { email: 'friend0@example.com', audience: 'CLIENT' } })).toEqual({ sendTutorReferralEmail: true });
  });

  it.each<[string, string, Record<string, unknown>, Record<string, string>]>([
    ['an address that is not one', SEND_EMAIL, { email: 'parent@', audience: 'CLIENT' }, { email: 'Please enter a valid email.' }],
    ['a number that is not one', SEND_TEXT, { phoneNumber: '555', audience: 'CLIENT' }, { phoneNumber: 'Please enter a valid phone number.' }],
    ['a note over 500 characters', SEND_EMAIL, { email: 'a@example.com', audience: 'CLIENT', note: 'n'.repeat(501) }, { note: 'Your note can be at most 500 characters long.' }],
    ['a note against the guidelines', SEND_TEXT, { phoneNumber: '4155552671', audience: 'TUTOR', note: 'shit' }, { note: 'Please enter a message that abides by our user guidelines.' }],
  ])('refuses %s and records nothing', async (_case, query, input, fieldErrors) => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const response = await tutor.request(query, { input });
    expect(response.errors?.[0]).toMatchObject({ message: Object.values(fieldErrors)[0], extensions: { code: 'BAD_USER_INPUT', fieldErrors } });
    expect(await inviteEvents(id)).toBe(0);
  });

  it.each([
    ['sendTutorReferralEmail', SEND_EMAIL, { email: 'a@example.com', audience: 'CLIENT' }],
    ['sendTutorReferralText', SEND_TEXT, { phoneNumber: '4155552671', audience: 'CLIENT' }],
  ])('keeps %s to tutors: a visitor is UNAUTHENTICATED, a client FORBIDDEN', async (_name, query, input) => {
    expect((await app.client().request(query, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { client, id } = await signedUp('STUDENT_OR_PARENT');
    expect((await client.request(query, { input })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await inviteEvents(id)).toBe(0);
  });
});
