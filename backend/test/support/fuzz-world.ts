import { randomUUID } from 'node:crypto';
import { scheduleEndedSession } from '../../test-support/ended-session';
import { eventually } from '../../test-support/eventually';
import { CURRENT_USER, CurrentUser, LOGIN, OUTBOX, SIGN_UP, signUpInput, tokenFromOutbox, VERIFY, VERIFY_LINK } from './account-operations';
import { CREATE_SESSION, pairOf, later, slot } from './session-operations';
import { GraphqlClient, TestApp } from './test-app';

/**
 * A small, realistic world for the mutation fuzz test, built through the product's own operations, so
 * that a fuzzed call finds real ids: a verified client with a card and a phone, a tutor with a Connect
 * account, an admin, a stranger, a pair, an upcoming and an ended session, a pending request with its
 * conversation, a notification, an uploaded file.
 */
export interface FuzzActor {
  name: 'client' | 'tutor' | 'admin' | 'stranger' | 'anonymous';
  id: string | null;
  token: string | null;
}

export interface FuzzWorld {
  actors: Record<FuzzActor['name'], FuzzActor>;
  /** Known ids by the argument or input field names that carry them. */
  ids: Record<string, string[]>;
  uploadedFile: { filename: string; mimetype: string; url: string };
  referralCode: string;
  phoneNumber: string;
  /** A free quarter-hour slot for the tutor: for sessions a fuzzed call schedules or moves. */
  times: { start: string; end: string };
}

const ADMIN_EMAIL = 'fuzz-admin@example.com';
const ADMIN_PASSWORD = 'fuzz admin password';
export const FUZZ_APP_ENV = { ADMIN_EMAIL, ADMIN_PASSWORD };

const EDIT_CONTACT_INFO = `mutation ($phoneNumber: String!) { editContactInfo(phoneNumber: $phoneNumber) { profile { phoneNumber } } }`;
const SEND_CODE = `mutation { sendPhoneVerificationCode }`;
const VERIFY_PHONE = `mutation ($code: String!) { verifyPhoneNumber(code: $code) { id } }`;
const ADD_CARD = `mutation ($cardToken: String!) { addPaymentMethod(cardToken: $cardToken) { id } }`;
const ASSOCIATE = `mutation ($authCode: String!) { associateStripeConnect(authCode: $authCode) { hasStripeConnectAccount } }`;
const REQUEST = `mutation ($input: TutoringRequestInput!) { requestTutoringSession(input: $input) }`;
const REQUESTS_OF_TUTEE = `query { getRequestsOfTuteeQuery { id conversationId } }`;
const NOTIFICATIONS = `query { getNotifications { id } }`;
const REFERRAL = `query { getClientReferralSummary { code } }`;
const UPLOAD = `mutation ($file: Upload!) { uploadFile(file: $file) { filename mimetype url } }`;

export interface Person {
  client: GraphqlClient;
  id: string;
  email: string;
  token: string;
}

export async function signedUp(app: TestApp, profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName: string): Promise<Person> {
  const client = app.client();
  const input = signUpInput({ profileType, firstName });
  const { emailSignup } = await client.data<{ emailSignup: { token: string } }>(SIGN_UP, { input });
  client.bearer = emailSignup.token;
  await client.data(VERIFY, { token: await tokenFromOutbox(client, input.email, VERIFY_LINK) });
  const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
  return { client, id: getCurrentUserV2.id, email: input.email, token: emailSignup.token };
}

export async function verifiedPhone(person: Person, phoneNumber: string): Promise<void> {
  const { editContactInfo } = await person.client.data<{ editContactInfo: { profile: { phoneNumber: string } } }>(EDIT_CONTACT_INFO, { phoneNumber });
  await person.client.data(SEND_CODE);
  const code = await eventually(async () => {
    const { devOutbox } = await person.client.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: editContactInfo.profile.phoneNumber });
    const found = devOutbox.find((message) => message.subject === 'SMS')?.text.match(/\b(\d{6})\b/)?.[1];
    if (!found) throw new Error('no code texted yet');
    return found;
  });
  await person.client.data(VERIFY_PHONE, { code });
}

async function uploaded(app: TestApp, person: Person): Promise<FuzzWorld['uploadedFile']> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob(['lesson notes'], { type: 'text/plain' }), 'notes.txt');
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${person.token}`, 'apollo-require-preflight': 'true' }, body: form });
  const body = (await response.json()) as { data: { uploadFile: FuzzWorld['uploadedFile'] } };
  return body.data.uploadFile;
}

export async function buildFuzzWorld(app: TestApp, name: string): Promise<FuzzWorld> {
  const admin = app.client();
  const { emailLoginV2 } = await admin.data<{ emailLoginV2: { token: string } }>(LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const { getCurrentUserV2: adminUser } = await admin.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);

  const [client, tutor, otherTutor, stranger] = await Promise.all([
    signedUp(app, 'STUDENT_OR_PARENT', 'Carla'),
    signedUp(app, 'TUTOR', 'Tomás'),
    signedUp(app, 'TUTOR', 'Olga'),
    signedUp(app, 'STUDENT_OR_PARENT', 'Sam'),
  ]);
  const phoneNumber = name === 'probe' ? '(415) 555-0134' : '(415) 555-0135';
  await verifiedPhone(client, phoneNumber);
  const { addPaymentMethod } = await client.client.data<{ addPaymentMethod: Array<{ id: string }> }>(ADD_CARD, { cardToken: 'tok_visa' });
  await tutor.client.data(ASSOCIATE, { authCode: `ac_${randomUUID()}` });

  // Two pending requests (one per tutor) with their conversations; the tutor's notification of the first.
  const request = (tutorId: string) => ({
    tutorId,
    subject: 'Algebra 1',
    gradeLevel: 'High School',
    sessionType: 'online',
    zipCode: '10001',
    daysAvailable: ['MONDAY'],
    timeAvailable: 'After 4 pm',
    firstMessage: 'Hi! Can you help with equations?',
  });
  await client.client.data(REQUEST, { input: request(tutor.id) });
  await client.client.data(REQUEST, { input: request(otherTutor.id) });
  const requests = await eventually(async () => {
    const { getRequestsOfTuteeQuery } = await client.client.data<{ getRequestsOfTuteeQuery: Array<{ id: string; conversationId: string | null }> }>(REQUESTS_OF_TUTEE);
    if (getRequestsOfTuteeQuery.length < 2 || getRequestsOfTuteeQuery.some((found) => !found.conversationId)) throw new Error('requests not opened yet');
    return getRequestsOfTuteeQuery;
  });
  const notificationIds = await eventually(async () => {
    const { getNotifications } = await tutor.client.data<{ getNotifications: Array<{ id: string }> }>(NOTIFICATIONS);
    if (getNotifications.length === 0) throw new Error('no notification yet');
    return getNotifications.map((notification) => notification.id);
  });

  const pairId = await pairOf(app, tutor.id, client.id);
  const start = slot(72);
  const { createSession } = await tutor.client.data<{ createSession: Array<{ id: string }> }>(CREATE_SESSION, {
    input: { tuteeId: client.id, subject: 'Algebra 1', startTime: start, endTime: later(start, 60), meetingSolution: 'LESSONSPACE' },
  });
  // Ended an hour ago and due for processing in a day: open to summaries, feedback and reviews throughout the run.
  const endedSessionId = await scheduleEndedSession(app.running.platform.eventStore, { tutorId: tutor.id, clientId: client.id, dueInMs: 24 * 3_600_000 });
  const { getClientReferralSummary } = await client.client.data<{ getClientReferralSummary: { code: string } }>(REFERRAL);
  const uploadedFile = await uploaded(app, client);

  const actor = (name: FuzzActor['name'], person: { id: string; token: string } | null): FuzzActor => ({ name, id: person?.id ?? null, token: person?.token ?? null });
  const sessionIds = [createSession[0].id, endedSessionId];
  const requestIds = requests.map((found) => found.id);
  const conversationIds = requests.map((found) => found.conversationId as string);
  return {
    actors: {
      client: actor('client', client),
      tutor: actor('tutor', tutor),
      admin: actor('admin', { id: adminUser.id, token: emailLoginV2.token }),
      stranger: actor('stranger', stranger),
      anonymous: actor('anonymous', null),
    },
    ids: {
      sessionId: sessionIds,
      requestId: requestIds,
      pairId: [pairId],
      conversationId: conversationIds,
      targetId: conversationIds,
      notificationId: notificationIds,
      paymentMethodId: addPaymentMethod.map((card) => card.id),
      tutorId: [tutor.id],
      tuteeId: [client.id],
      userId: [client.id, tutor.id],
      receivingUserId: [client.id, tutor.id],
    },
    uploadedFile,
    referralCode: getClientReferralSummary.code,
    phoneNumber,
    times: { start: slot(96), end: later(slot(96), 60) },
  };
}
