import { eventually } from '../test-support/eventually';
import { CURRENT_USER, CurrentUser, OUTBOX, SIGN_UP, signUpInput, tokenFromOutbox, VERIFY, VERIFY_LINK } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const EDIT_CONTACT_INFO = `mutation ($phoneNumber: String!) { editContactInfo(phoneNumber: $phoneNumber) { id profile { phoneNumber isPhoneNumberVerified } } }`;
const SEND_CODE = `mutation { sendPhoneVerificationCode }`;
const VERIFY_PHONE = `mutation ($code: String!) { verifyPhoneNumber(code: $code) { id profile { phoneNumber isPhoneNumberVerified } } }`;
const REQUEST_FIELDS = `id from { id firstName lastName profileId } to { id firstName lastName } subject gradeLevel sessionType zipCode city state
  daysAvailable timeAvailable note createdAt status files { filename mimetype url } conversationId pairId declineMessage`;
const PAIR_FIELDS = `id hourlyWage tutorHourlyWage tutor { id firstName } tutee { id firstName } sessionsTutored type isActive
  tutorPlatformFeePercentageRate tuteePlatformFeePercentageRate clientReviewId`;
const REQUEST_SESSION = `mutation ($input: TutoringRequestInput!, $savePreferences: Boolean) { requestTutoringSession(input: $input, savePreferences: $savePreferences) }`;
const REQUEST_A_TUTOR = `mutation ($input: RequestATutorInput!) { requestATutor(input: $input) }`;
const EDIT_REQUEST = `mutation ($requestId: ID!, $input: EditTutoringRequestInput!) { editTutoringRequest(requestId: $requestId, input: $input) { ${REQUEST_FIELDS} } }`;
const ACCEPT = `mutation ($requestId: ID!) { acceptTutoringRequest(requestId: $requestId) { ${PAIR_FIELDS} } }`;
const ACCEPT_PAIR = `mutation ($requestId: ID!) { acceptPairTutoringRequest(requestId: $requestId) { ${PAIR_FIELDS} } }`;
const ACCEPT_SESSION = `mutation ($requestId: ID!) { acceptSessionTutoringRequest(requestId: $requestId) { ${PAIR_FIELDS} } }`;
const DECLINE = `mutation ($requestId: ID!, $message: String!) { declineTutoringRequest(requestId: $requestId, message: $message) { ${REQUEST_FIELDS} } }`;
const CANCEL = `mutation ($requestId: ID!) { cancelTutoringRequest(requestId: $requestId) { ${REQUEST_FIELDS} } }`;
const ACTIVATE_PAIR = `mutation ($pairId: ID!) { activatePair(pairId: $pairId) { ${PAIR_FIELDS} } }`;
const UNPAIR = `mutation ($userId: ID!) { unPairWithUser(userId: $userId) }`;
const REQUESTS_OF_TUTOR = `query { getRequestsOfTutorQuery { ${REQUEST_FIELDS} } }`;
const REQUESTS_OF_TUTEE = `query { getRequestsOfTuteeQuery { ${REQUEST_FIELDS} } }`;
const PENDING_COUNT = `query { getPendingTutorRequestCount }`;
const PENDING_CONVERSATIONS = `query { getPendingTutorRequestConversations { id tutoringRequest { id status } } }`;
const HAS_CONNECTIONS = `query { hasConnections }`;
const PAIR_FOR_USER = `query ($userId: ID!) { getPairForUserId(userId: $userId) { ${PAIR_FIELDS} } }`;
const PAIR_FOR_USER_IDS = `query ($tutorId: ID!, $tuteeId: ID!) { getPairForUserIds(tutorId: $tutorId, tuteeId: $tuteeId) { id } }`;
const PAIR_WITH_TUTOR = `query ($tutorId: ID!) { getPairWithTutorId(tutorId: $tutorId) { id isActive } }`;
const LISTS = `query { getPairedTutorList { id firstName } getTutorList { id } getPairedTuteeList { id } getTuteeList { id firstName } }`;
const PREFERENCES = `query { getCurrentUserV2 { profile { tutorRequestPreferences { subject gradeLevel sessionType zipCode city state daysAvailable timeAvailable } } } }`;
const UPLOAD = `mutation ($file: Upload!) { uploadFile(file: $file) { filename mimetype url } }`;

interface User {
  client: GraphqlClient;
  id: string;
  email: string;
}
interface UploadedFile {
  filename: string;
  mimetype: string;
  url: string;
}

const requestInput = (tutorId: string, overrides: Record<string, unknown> = {}) => ({
  tutorId,
  subject: 'Algebra 1',
  gradeLevel: 'High School',
  sessionType: 'in-person',
  zipCode: '78701',
  daysAvailable: ['MONDAY', 'WEDNESDAY'],
  timeAvailable: 'After 4 pm',
  firstMessage: 'Hi! My son needs help with equations.',
  ...overrides,
});

let phoneCounter = 0;
const nextPhone = () => `(415) 555-${String(1000 + ((Date.now() + phoneCounter++) % 9000)).padStart(4, '0')}`;

describe('connecting: phone verification, tutoring requests, pairs and files over GraphQL', () => {
  let app: TestApp;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT', firstName = 'Ana', { verifyEmail = true } = {}): Promise<User> {
    const client = app.client();
    const input = signUpInput({ profileType, firstName });
    await client.data(SIGN_UP, { input });
    if (verifyEmail) await client.data(VERIFY, { token: await tokenFromOutbox(client, input.email, VERIFY_LINK) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id, email: input.email };
  }

  async function codeFor(client: GraphqlClient, e164: string, notCode?: string): Promise<string> {
    return eventually(async () => {
      const { devOutbox } = await client.data<{ devOutbox: Array<{ subject: string; text: string }> }>(OUTBOX, { to: e164 });
      const code = devOutbox.find((message) => message.subject === 'SMS')?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code || code === notCode) throw new Error(`no code texted to ${e164}`);
      return code;
    });
  }

  async function verifiedPhone(user: User): Promise<string> {
    const { editContactInfo } = await user.client.data<{ editContactInfo: { profile: { phoneNumber: string } } }>(EDIT_CONTACT_INFO, { phoneNumber: nextPhone() });
    await user.client.data(SEND_CODE);
    await user.client.data(VERIFY_PHONE, { code: await codeFor(user.client, editContactInfo.profile.phoneNumber) });
    return editContactInfo.profile.phoneNumber;
  }

  async function readyClient(firstName = 'Carla'): Promise<User> {
    const user = await signedUp('STUDENT_OR_PARENT', firstName);
    await verifiedPhone(user);
    return user;
  }

  async function upload(user: User | null, filename: string, content: Buffer | string, { preflight = true } = {}) {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([content]), filename);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...(user?.client.cookie ? { cookie: user.client.cookie } : {}), ...(preflight ? { 'apollo-require-preflight': 'true' } : {}) },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { data?: { uploadFile: UploadedFile } | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } };
  }

  const fetchFile = (user: User | null, url: string) => fetch(`${app.url}${url}`, { headers: user?.client.cookie ? { cookie: user.client.cookie } : {} });

  async function sentRequest(client: User, tutor: User, overrides: Record<string, unknown> = {}, savePreferences = true): Promise<string> {
    const sent = await client.client.data<{ requestTutoringSession: boolean }>(REQUEST_SESSION, { input: requestInput(tutor.id, overrides), savePreferences });
    expect(sent.requestTutoringSession).toBe(true);
    const { getRequestsOfTuteeQuery } = await client.client.data<{ getRequestsOfTuteeQuery: Array<{ id: string }> }>(REQUESTS_OF_TUTEE);
    return getRequestsOfTuteeQuery[0].id;
  }

  const requestEvents = async (clientId: string) =>
    (await app.running.platform.eventStore.readAll()).filter((event) => event.type === 'TutoringRequestSent' && (event.data as { clientId: string }).clientId === clientId);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  describe('phone verification', () => {
    it('keeps the number in E.164, texts a code to the dev outbox and verifies the number with it', async () => {
      const user = await signedUp('STUDENT_OR_PARENT');
      const edited = await user.client.data<{ editContactInfo: { profile: { phoneNumber: string; isPhoneNumberVerified: boolean } } }>(EDIT_CONTACT_INFO, {
        phoneNumber: '(415) 555-2671',
      });
      expect(edited.editContactInfo.profile).toEqual({ phoneNumber: '+14155552671', isPhoneNumberVerified: false });
      expect((await user.client.data<{ sendPhoneVerificationCode: boolean }>(SEND_CODE)).sendPhoneVerificationCode).toBe(true);
      const code = await codeFor(user.client, '+14155552671');

      const wrong = await user.client.request(VERIFY_PHONE, { code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
      expect(wrong.errors?.[0]).toMatchObject({
        message: 'This code is incorrect or has expired. Please request a new code.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { code: 'This code is incorrect or has expired. Please request a new code.' } },
      });
      const verified = await user.client.data<{ verifyPhoneNumber: { profile: { isPhoneNumberVerified: boolean } } }>(VERIFY_PHONE, { code });
      expect(verified.verifyPhoneNumber.profile.isPhoneNumberVerified).toBe(true);
      const { getCurrentUserV2 } = await user.client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
      expect(getCurrentUserV2.profile).toMatchObject({ phoneNumber: '+14155552671', isPhoneNumberVerified: true });
      const events = await app.running.platform.eventStore.readStream(`user-${user.id}`);
      expect(JSON.stringify(events)).not.toContain(code);

      const changed = await user.client.data<{ editContactInfo: { profile: { phoneNumber: string; isPhoneNumberVerified: boolean } } }>(EDIT_CONTACT_INFO, {
        phoneNumber: '+1 415 555 0199',
      });
      expect(changed.editContactInfo.profile).toEqual({ phoneNumber: '+14155550199', isPhoneNumberVerified: false });
    });

    it('refuses an invalid number with the spec message, and a code without a number', async () => {
      const user = await signedUp('TUTOR');
      const response = await user.client.request(EDIT_CONTACT_INFO, { phoneNumber: '555-12' });
      expect(response.errors?.[0]).toMatchObject({
        message: 'Please enter a valid phone number.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { phoneNumber: 'Please enter a valid phone number.' } },
      });
      expect((await user.client.request(SEND_CODE)).errors?.[0]).toMatchObject({ message: 'Please enter a phone number first.', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it.each([
      ['editContactInfo', EDIT_CONTACT_INFO, { phoneNumber: '(415) 555-2671' }],
      ['sendPhoneVerificationCode', SEND_CODE, {}],
      ['verifyPhoneNumber', VERIFY_PHONE, { code: '123456' }],
    ])('refuses %s to a visitor as UNAUTHENTICATED', async (_name, query, variables) => {
      expect((await app.client().request(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('tutoring requests and pairs', () => {
    it('answers false while the phone is not verified, recording nothing, and FORBIDDEN with an unverified e-mail', async () => {
      const tutor = await signedUp('TUTOR', 'Tomás');
      const client = await signedUp('STUDENT_OR_PARENT');
      expect((await client.client.data<{ requestTutoringSession: boolean }>(REQUEST_SESSION, { input: requestInput(tutor.id) })).requestTutoringSession).toBe(false);
      expect(await requestEvents(client.id)).toHaveLength(0);

      const unverified = await signedUp('STUDENT_OR_PARENT', 'Uma', { verifyEmail: false });
      const response = await unverified.client.request(REQUEST_SESSION, { input: requestInput(tutor.id) });
      expect(response.errors?.[0]).toMatchObject({ message: 'Please Verify your Email', extensions: { code: 'FORBIDDEN' } });
    });

    it('sends a request with a file, which the tutor sees, counts and opens; accepting makes the pair', async () => {
      const tutor = await signedUp('TUTOR', 'Tomás');
      const client = await readyClient('Carla');
      const stranger = await signedUp('STUDENT_OR_PARENT', 'Sam');

      const uploaded = await upload(client, 'Homework – week 1.pdf', '%PDF-1.4 homework');
      expect(uploaded.status).toBe(200);
      const file = uploaded.body.data!.uploadFile;
      expect(file).toEqual({ filename: 'Homework – week 1.pdf', mimetype: 'application/pdf', url: expect.stringMatching(/^\/files\/[0-9a-f-]{36}\/Homework/) });
      expect((await fetchFile(client, file.url)).status).toBe(200);
      expect((await fetchFile(tutor, file.url)).status).toBe(404);

      const requestId = await sentRequest(client, tutor, { files: [file], zipCode: '78701', city: null, state: null });
      const { getRequestsOfTutorQuery } = await tutor.client.data<{ getRequestsOfTutorQuery: Array<Record<string, unknown>> }>(REQUESTS_OF_TUTOR);
      expect(getRequestsOfTutorQuery).toEqual([
        expect.objectContaining({
          id: requestId,
          from: { id: client.id, firstName: 'Carla', lastName: 'López', profileId: null },
          to: { id: tutor.id, firstName: 'Tomás', lastName: 'López' },
          subject: 'Algebra 1',
          gradeLevel: 'HIGH_SCHOOL',
          sessionType: 'in-person',
          zipCode: '78701',
          city: 'Austin',
          state: 'TX',
          daysAvailable: ['MONDAY', 'WEDNESDAY'],
          note: 'Hi! My son needs help with equations.',
          status: 'PENDING',
          files: [file],
          conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        }),
      ]);
      expect((await tutor.client.data<{ getPendingTutorRequestCount: number }>(PENDING_COUNT)).getPendingTutorRequestCount).toBe(1);
      const pendingConversations = () => tutor.client.data<{ getPendingTutorRequestConversations: unknown[] }>(PENDING_CONVERSATIONS);
      expect((await pendingConversations()).getPendingTutorRequestConversations).toEqual([
        { id: getRequestsOfTutorQuery[0].conversationId, tutoringRequest: { id: requestId, status: 'PENDING' } },
      ]);
      expect((await tutor.client.data<{ hasConnections: boolean }>(HAS_CONNECTIONS)).hasConnections).toBe(true);

      const served = await fetchFile(tutor, file.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(await served.text()).toBe('%PDF-1.4 homework');
      expect((await fetchFile(stranger, file.url)).status).toBe(404);
      expect((await fetchFile(null, file.url)).status).toBe(404);

      const { getCurrentUserV2 } = await client.client.data<{ getCurrentUserV2: { profile: { tutorRequestPreferences: unknown } } }>(PREFERENCES);
      expect(getCurrentUserV2.profile.tutorRequestPreferences).toEqual({
        subject: 'Algebra 1',
        gradeLevel: 'HIGH_SCHOOL',
        sessionType: 'in-person',
        zipCode: '78701',
        city: 'Austin',
        state: 'TX',
        daysAvailable: ['MONDAY', 'WEDNESDAY'],
        timeAvailable: 'After 4 pm',
      });

      const { acceptTutoringRequest: pair } = await tutor.client.data<{ acceptTutoringRequest: Record<string, unknown> }>(ACCEPT, { requestId });
      expect(pair).toMatchObject({
        hourlyWage: 27.43,
        tutorHourlyWage: 25,
        tutor: { id: tutor.id, firstName: 'Tomás' },
        tutee: { id: client.id, firstName: 'Carla' },
        sessionsTutored: 0,
        type: 'TUTORING',
        isActive: true,
        tutorPlatformFeePercentageRate: 9.7,
        tuteePlatformFeePercentageRate: 9.7,
        clientReviewId: null,
      });
      expect((await tutor.client.data<{ acceptTutoringRequest: { id: string } }>(ACCEPT, { requestId })).acceptTutoringRequest.id).toBe(pair.id);
      expect((await tutor.client.data<{ getPendingTutorRequestCount: number }>(PENDING_COUNT)).getPendingTutorRequestCount).toBe(0);
      expect((await pendingConversations()).getPendingTutorRequestConversations).toEqual([]);
      const [accepted] = (await client.client.data<{ getRequestsOfTuteeQuery: Array<{ status: string; pairId: string }> }>(REQUESTS_OF_TUTEE)).getRequestsOfTuteeQuery;
      expect(accepted).toMatchObject({ status: 'ACCEPTED', pairId: pair.id });

      expect((await client.client.data<{ getPairForUserId: { id: string } }>(PAIR_FOR_USER, { userId: tutor.id })).getPairForUserId.id).toBe(pair.id);
      expect((await client.client.data<{ getPairWithTutorId: { id: string } }>(PAIR_WITH_TUTOR, { tutorId: tutor.id })).getPairWithTutorId.id).toBe(pair.id);
      expect((await client.client.data(LISTS))).toEqual({ getPairedTutorList: [{ id: tutor.id, firstName: 'Tomás' }], getTutorList: [{ id: tutor.id }], getPairedTuteeList: [], getTuteeList: [] });
      expect((await tutor.client.data<{ getTuteeList: unknown }>(LISTS)).getTuteeList).toEqual([{ id: client.id, firstName: 'Carla' }]);
      expect((await stranger.client.request(PAIR_FOR_USER_IDS, { tutorId: tutor.id, tuteeId: client.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

      expect((await client.client.data<{ unPairWithUser: boolean }>(UNPAIR, { userId: tutor.id })).unPairWithUser).toBe(true);
      expect((await client.client.data<{ getPairWithTutorId: { isActive: boolean } }>(PAIR_WITH_TUTOR, { tutorId: tutor.id })).getPairWithTutorId.isActive).toBe(false);
      expect((await client.client.data(LISTS))).toMatchObject({ getPairedTutorList: [], getTutorList: [{ id: tutor.id }] });
      expect((await stranger.client.request(ACTIVATE_PAIR, { pairId: pair.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await tutor.client.data<{ activatePair: { isActive: boolean } }>(ACTIVATE_PAIR, { pairId: pair.id })).activatePair.isActive).toBe(true);
    });

    it('lets the client edit and cancel a pending request and the tutor decline one with a message', async () => {
      const tutor = await signedUp('TUTOR', 'Tomás');
      const client = await readyClient();
      const first = await sentRequest(client, tutor);
      const edited = await client.client.data<{ editTutoringRequest: Record<string, unknown> }>(EDIT_REQUEST, {
        requestId: first,
        input: { subject: 'Geometry', sessionType: 'online' },
      });
      expect(edited.editTutoringRequest).toMatchObject({ subject: 'Geometry', sessionType: 'online', zipCode: null, city: null, state: null, status: 'PENDING' });
      expect((await client.client.data<{ cancelTutoringRequest: { status: string } }>(CANCEL, { requestId: first })).cancelTutoringRequest.status).toBe('CANCELLED');
      expect((await tutor.client.request(ACCEPT, { requestId: first })).errors?.[0]).toMatchObject({
        message: 'This tutoring request is no longer pending.',
        extensions: { code: 'BAD_USER_INPUT' },
      });

      const second = await sentRequest(client, tutor, {}, false);
      const declined = await tutor.client.data<{ declineTutoringRequest: { status: string; declineMessage: string } }>(DECLINE, { requestId: second, message: 'Fully booked this term.' });
      expect(declined.declineTutoringRequest).toMatchObject({ status: 'DECLINED', declineMessage: 'Fully booked this term.' });
    });

    it('sends a request to the team with requestATutor', async () => {
      const client = await readyClient();
      const { savePreferences: _ignored, tutorId: _tutorId, ...input } = { ...requestInput('x'), savePreferences: undefined };
      expect((await client.client.data<{ requestATutor: boolean }>(REQUEST_A_TUTOR, { input: { ...input, sessionType: 'online', zipCode: null } })).requestATutor).toBe(true);
      const [request] = (await client.client.data<{ getRequestsOfTuteeQuery: Array<{ to: unknown; conversationId: unknown; status: string }> }>(REQUESTS_OF_TUTEE)).getRequestsOfTuteeQuery;
      expect(request).toMatchObject({ to: null, conversationId: null, status: 'PENDING' });
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['an empty subject', { subject: ' ' }, { subject: 'Please enter a subject that abides by our user guidelines.' }],
      ['no grade level', { gradeLevel: '' }, { gradeLevel: 'Please select a grade level.' }],
      ['no ZIP code for in-person sessions', { zipCode: null }, { zipCode: 'Please enter a ZIP code.' }],
      ['no days', { daysAvailable: [] }, { daysAvailable: 'Please select the days that work best for you.' }],
      [
        'a time availability against the guidelines',
        { timeAvailable: 'shit o clock' },
        { timeAvailable: 'Please enter a description that describes your general availability on those days and abides by our user guidelines.' },
      ],
      ['a first message against the guidelines', { firstMessage: 'you asshole' }, { firstMessage: 'Please enter a message that abides by our user guidelines.' }],
      ['a file someone else uploaded', { files: [{ filename: 'x.pdf', mimetype: 'application/pdf', url: '/files/0b6e1f9c-2c1d-4a57-9a39-8f0d3c3b1a11/x.pdf' }] }, { files: 'Please attach only files you uploaded.' }],
    ])('refuses %s with the spec message', async (_case, overrides, fieldErrors) => {
      const tutor = await signedUp('TUTOR');
      const client = await readyClient();
      const response = await client.client.request(REQUEST_SESSION, { input: requestInput(tutor.id, overrides) });
      expect(response.errors?.[0]).toMatchObject({ message: Object.values(fieldErrors)[0], extensions: { code: 'BAD_USER_INPUT', fieldErrors } });
      expect(await requestEvents(client.id)).toHaveLength(0);
    });

    it('refuses a request to someone who is not a tutor', async () => {
      const other = await signedUp('STUDENT_OR_PARENT');
      const client = await readyClient();
      expect((await client.client.request(REQUEST_SESSION, { input: requestInput(other.id) })).errors?.[0]).toMatchObject({
        message: 'This user is not a tutor.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  describe('authorization', () => {
    let tutor: User;
    let client: User;
    let requestId: string;
    beforeAll(async () => {
      tutor = await signedUp('TUTOR', 'Tomás');
      client = await readyClient();
      requestId = await sentRequest(client, tutor);
    });

    const everyOperation = (): Array<[string, string, Record<string, unknown>]> => [
      ['requestTutoringSession', REQUEST_SESSION, { input: requestInput(tutor.id) }],
      ['requestATutor', REQUEST_A_TUTOR, { input: { ...requestInput(tutor.id), tutorId: undefined } }],
      ['editTutoringRequest', EDIT_REQUEST, { requestId, input: { subject: 'Chemistry' } }],
      ['acceptTutoringRequest', ACCEPT, { requestId }],
      ['acceptPairTutoringRequest', ACCEPT_PAIR, { requestId }],
      ['acceptSessionTutoringRequest', ACCEPT_SESSION, { requestId }],
      ['declineTutoringRequest', DECLINE, { requestId, message: 'No.' }],
      ['cancelTutoringRequest', CANCEL, { requestId }],
      ['activatePair', ACTIVATE_PAIR, { pairId: requestId }],
      ['unPairWithUser', UNPAIR, { userId: tutor.id }],
      ['getRequestsOfTutorQuery', REQUESTS_OF_TUTOR, {}],
      ['getRequestsOfTuteeQuery', REQUESTS_OF_TUTEE, {}],
      ['getPendingTutorRequestCount', PENDING_COUNT, {}],
      ['getPendingTutorRequestConversations', PENDING_CONVERSATIONS, {}],
      ['hasConnections', HAS_CONNECTIONS, {}],
      ['getPairForUserId', PAIR_FOR_USER, { userId: tutor.id }],
      ['lists', LISTS, {}],
    ];

    it('refuses every operation to a visitor as UNAUTHENTICATED', async () => {
      for (const [name, query, variables] of everyOperation()) {
        const response = await app.client().request(query, variables);
        expect([name, response.errors?.[0].extensions?.code]).toEqual([name, 'UNAUTHENTICATED']);
      }
      expect((await upload(null, 'a.txt', 'hello')).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it.each([
      ['editTutoringRequest', () => [EDIT_REQUEST, { requestId, input: { subject: 'Chemistry' } }]],
      ['cancelTutoringRequest', () => [CANCEL, { requestId }]],
      ['acceptTutoringRequest', () => [ACCEPT, { requestId }]],
      ['declineTutoringRequest', () => [DECLINE, { requestId, message: 'No.' }]],
    ] as Array<[string, () => [string, Record<string, unknown>]]>)('refuses %s on someone else’s request as FORBIDDEN', async (_name, operation) => {
      const [query, variables] = operation();
      const strangerTutor = await signedUp('TUTOR', 'Stella');
      const strangerClient = await readyClient('Sam');
      expect((await strangerTutor.client.request(query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await strangerClient.client.request(query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('keeps each side to its own part: the client cannot accept or decline, the tutor cannot edit or cancel or send', async () => {
      expect((await client.client.request(ACCEPT, { requestId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.client.request(DECLINE, { requestId, message: 'No.' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await tutor.client.request(EDIT_REQUEST, { requestId, input: { subject: 'Chemistry' } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await tutor.client.request(CANCEL, { requestId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await tutor.client.request(REQUEST_SESSION, { input: requestInput(client.id) })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.client.request(PENDING_COUNT)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const [request] = (await client.client.data<{ getRequestsOfTuteeQuery: Array<{ status: string; subject: string }> }>(REQUESTS_OF_TUTEE)).getRequestsOfTuteeQuery;
      expect(request).toMatchObject({ status: 'PENDING', subject: 'Algebra 1' });
    });

    it('answers NOT_FOUND for a request that does not exist', async () => {
      expect((await tutor.client.request(ACCEPT, { requestId: '6f1c2b8e-0000-4000-8000-000000000000' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('uploads', () => {
    it.each<[string, string, Buffer | string, string]>([
      ['a type outside the allow-list', 'script.exe', 'MZ', 'This type of file cannot be uploaded. Please choose a PDF, image, text, Word, Excel or PowerPoint file.'],
      ['an empty file', 'empty.txt', '', 'No files were selected.'],
      ['a file over 10 MB', 'big.pdf', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'This file is too large. Files can be at most 10 MB.'],
    ])('refuses %s with a message for the upload dialog', async (_case, filename, content, message) => {
      const user = await signedUp('STUDENT_OR_PARENT');
      const { body } = await upload(user, filename, content);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: message } } });
    });

    it('refuses a multipart request without the preflight header (CSRF prevention)', async () => {
      const user = await signedUp('STUDENT_OR_PARENT');
      const { status } = await upload(user, 'a.txt', 'hello', { preflight: false });
      expect(status).toBe(400);
    });

    it('refuses an Upload sent as JSON', async () => {
      const user = await signedUp('STUDENT_OR_PARENT');
      const response = await user.client.request(UPLOAD, { file: { filename: 'a.txt', mimetype: 'text/plain' } });
      expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });
});
