import { randomUUID } from 'node:crypto';
import { RecordedEvent } from '../../../platform/eventstore/event-store.port';
import { startTestApp, TestApp } from '../../../test/support/test-app';
import { LIVE_UPDATES, LiveUpdates } from '../../../platform/live-updates/live-updates.port';
import { eventually } from '../../../test-support/eventually';
import { liveClient, LiveClient } from '../live/test-support/live-client';
import { userTopic } from '../live/live-update';
import { conversationIdFor } from '../conversations/conversation-ids';
import { TutoringRequestWorkflow } from './workflows/tutoring-request-workflow';
import {
  ACCEPT,
  DECLINE,
  EDIT_REQUEST,
  GET_REQUEST,
  member,
  Member,
  readyClient,
  REQUEST_A_TUTOR,
  REQUEST_SESSION,
  requestInput,
  REQUESTS_OF_TUTEE,
} from './test-support/request-operations';

const CONVERSATIONS = `query { getConversations { id pairId tutoringRequestId tutoringRequest { id status } lastMessage { id type body } } }`;
const MESSAGES = `query ($conversationId: ID) { getMessagesForConversation(conversationId: $conversationId, limit: 100) { messages { id type body } } }`;
const PREFERENCES = `query { getCurrentUserV2 { profile { tutorRequestPreferences { subject timeAvailable } } } }`;
const SEND = `mutation ($body: String!, $targetId: ID!, $idempotencyKey: String) { sendMessageMutation(body: $body, targetId: $targetId, idempotencyKey: $idempotencyKey) { id body type } }`;
const SEND_ATTACHMENT = `mutation ($file: Upload!, $targetId: ID!, $idempotencyKey: String) {
  sendAttachmentMessage(file: $file, targetId: $targetId, idempotencyKey: $idempotencyKey) { id type filename } }`;
const CONVERSATION_UPDATED = `subscription ($conversationId: ID!) { conversationUpdated(conversationId: $conversationId) { id pairId tutoringRequest { id status } } }`;

interface Conversation {
  id: string;
  pairId: string | null;
  tutoringRequestId: string | null;
  tutoringRequest: { id: string; status: string } | null;
  lastMessage: { id: string; type: string; body: string } | null;
}

describe('tutoring requests: the workflow on the log, retries, stale edits and live conversation updates', () => {
  let app: TestApp;
  let tutor: Member;
  const opened: LiveClient[] = [];

  const events = async (filter: (event: RecordedEvent) => boolean) => (await app.running.platform.eventStore.readAll()).filter(filter);
  const requestsOf = async (user: Member) => (await user.client.data<{ getRequestsOfTuteeQuery: Array<{ id: string; revision: number }> }>(REQUESTS_OF_TUTEE)).getRequestsOfTuteeQuery;
  const conversationsOf = async (user: Member) => (await user.client.data<{ getConversations: Conversation[] }>(CONVERSATIONS)).getConversations;
  const messagesOf = async (user: Member, conversationId: string) =>
    (await user.client.data<{ getMessagesForConversation: { messages: Array<{ id: string; type: string; body: string }> } }>(MESSAGES, { conversationId })).getMessagesForConversation.messages;

  beforeAll(async () => {
    app = await startTestApp();
    tutor = await member(app.client(), 'TUTOR', 'Theo');
  });
  afterEach(async () => {
    for (const live of opened.splice(0)) await live.close();
  });
  afterAll(async () => app.close());

  it('records only the request from the mutation; the workflow opens the conversation and saves the preferences before the answer', async () => {
    const client = await readyClient(app.client(), 'Cleo');
    const sent = await client.client.request<{ requestTutoringSession: boolean }>(REQUEST_SESSION, { input: requestInput(tutor.id, { firstMessage: 'Algebra help, please' }) });
    expect(sent.data?.requestTutoringSession).toBe(true);

    // Read-your-writes across the workflow: no waiting here.
    const [conversation] = await conversationsOf(client);
    expect(conversation).toMatchObject({ id: conversationIdFor(client.id, tutor.id), tutoringRequest: { status: 'PENDING' }, lastMessage: { type: 'REQUEST', body: 'Algebra help, please' } });
    const { getCurrentUserV2 } = await client.client.data<{ getCurrentUserV2: { profile: { tutorRequestPreferences: { subject: string } | null } } }>(PREFERENCES);
    expect(getCurrentUserV2.profile.tutorRequestPreferences).toMatchObject({ subject: 'Algebra 1', timeAvailable: 'After 4 pm' });

    const [request] = await events((event) => event.type === 'TutoringRequestSent' && (event.data as { clientId: string }).clientId === client.id);
    expect(request.data).toMatchObject({ savePreferences: true });
    const byTheMutation = await events((event) => event.metadata.causationId === request.metadata.causationId);
    expect(byTheMutation.map((event) => event.type)).toEqual(['TutoringRequestSent']);
    const byTheWorkflow = await events((event) => event.metadata.causationId === request.id);
    expect(byTheWorkflow.map((event) => event.type).sort()).toEqual(['ConversationStarted', 'MessageSent', 'TutorRequestPreferencesSaved', 'TutoringRequestLinked']);
    expect(byTheWorkflow.every((event) => event.metadata.correlationId === request.metadata.correlationId)).toBe(true);
  });

  it('saves no preferences when the client says not to', async () => {
    const client = await readyClient(app.client(), 'Nora');
    await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id), savePreferences: false });
    expect(await conversationsOf(client)).toHaveLength(1);
    expect(await events((event) => event.type === 'TutorRequestPreferencesSaved' && event.streamId.includes(client.id))).toHaveLength(0);
  });

  it('accepting records the acceptance; the workflow opens the pair and links it before the answer, once', async () => {
    const client = await readyClient(app.client(), 'Pia');
    await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
    const [{ id: requestId }] = await requestsOf(client);
    const { acceptTutoringRequest } = await tutor.client.data<{ acceptTutoringRequest: { id: string; isActive: boolean } }>(ACCEPT, { requestId });
    expect(acceptTutoringRequest.isActive).toBe(true);
    const [conversation] = await conversationsOf(client);
    expect(conversation).toMatchObject({ pairId: acceptTutoringRequest.id, tutoringRequest: { id: requestId, status: 'ACCEPTED' } });

    const again = await tutor.client.data<{ acceptTutoringRequest: { id: string } }>(ACCEPT, { requestId });
    expect(again.acceptTutoringRequest.id).toBe(acceptTutoringRequest.id);
    const [accepted] = await events((event) => event.type === 'TutoringRequestAccepted' && (event.data as { requestId: string }).requestId === requestId);
    expect((await events((event) => event.metadata.causationId === accepted.id)).map((event) => event.type).sort()).toEqual(['PairCreated', 'PairLinked']);
    expect(await events((event) => event.type === 'TutoringRequestAccepted' && (event.data as { requestId: string }).requestId === requestId)).toHaveLength(1);
  });

  it('handles a redelivered request event without recording anything twice', async () => {
    const client = await readyClient(app.client(), 'Rae');
    await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
    const [request] = await events((event) => event.type === 'TutoringRequestSent' && (event.data as { clientId: string }).clientId === client.id);
    const before = (await app.running.platform.eventStore.readAll()).length;
    await app.running.app.get(TutoringRequestWorkflow, { strict: false }).handle(request);
    expect((await app.running.platform.eventStore.readAll()).length).toBe(before);
  });

  it('handles an older request again without bringing back its form over preferences saved since', async () => {
    const client = await readyClient(app.client(), 'Gia');
    const other = await member(app.client(), 'TUTOR', 'Tom');
    await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id, { subject: 'Algebra 1' }) });
    await client.client.data(REQUEST_SESSION, { input: requestInput(other.id, { subject: 'Algebra 1' }) });
    await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id, { subject: 'Physics' }) });
    const sent = await events((event) => event.type === 'TutoringRequestSent' && (event.data as { clientId: string }).clientId === client.id);
    expect(sent).toHaveLength(3);
    const workflow = app.running.app.get(TutoringRequestWorkflow, { strict: false });
    for (const request of sent.slice(0, 2)) await workflow.handle(request);
    const { getCurrentUserV2 } = await client.client.data<{ getCurrentUserV2: { profile: { tutorRequestPreferences: { subject: string } } } }>(PREFERENCES);
    expect(getCurrentUserV2.profile.tutorRequestPreferences.subject).toBe('Physics');
  });

  it('leaves a step the deciders refuse undone instead of holding up the requests after it, and still does the others', async () => {
    const client = await readyClient(app.client(), 'Kim');
    await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id, { subject: 'Biology' }), savePreferences: false });
    const [request] = await events((event) => event.type === 'TutoringRequestSent' && (event.data as { clientId: string }).clientId === client.id);
    // The same request as if sent to the client themselves: no conversation can start, the preferences still save.
    const odd = { ...request, id: randomUUID(), data: { ...(request.data as object), tutorId: client.id, conversationId: null, savePreferences: true } };
    await expect(app.running.app.get(TutoringRequestWorkflow, { strict: false }).handle(odd)).resolves.toBeUndefined();
    expect(await events((event) => event.metadata.causationId === odd.id)).toEqual([expect.objectContaining({ type: 'TutorRequestPreferencesSaved' })]);
  });

  it('handles an acceptance again after the pair has ended without opening it again', async () => {
    const client = await readyClient(app.client(), 'Zoe');
    await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
    const [{ id: requestId }] = await requestsOf(client);
    await tutor.client.data(ACCEPT, { requestId });
    await client.client.data(`mutation ($userId: ID!) { unPairWithUser(userId: $userId) }`, { userId: tutor.id });
    const [accepted] = await events((event) => event.type === 'TutoringRequestAccepted' && (event.data as { requestId: string }).requestId === requestId);
    const before = (await app.running.platform.eventStore.readAll()).length;
    await app.running.app.get(TutoringRequestWorkflow, { strict: false }).handle(accepted);
    expect((await app.running.platform.eventStore.readAll()).length).toBe(before);
    const { getPairWithTutorId } = await client.client.data<{ getPairWithTutorId: { isActive: boolean } }>(`query ($tutorId: ID!) { getPairWithTutorId(tutorId: $tutorId) { isActive } }`, {
      tutorId: tutor.id,
    });
    expect(getPairWithTutorId.isActive).toBe(false);
  });

  describe('retries with an idempotency key record once and answer the same', () => {
    it('requestTutoringSession', async () => {
      const client = await readyClient(app.client(), 'Ida');
      const key = randomUUID();
      const variables = { input: requestInput(tutor.id, { firstMessage: 'Sent twice?' }), idempotencyKey: key };
      const first = await client.client.request(REQUEST_SESSION, variables);
      const second = await client.client.request(REQUEST_SESSION, variables);
      expect(first.data).toEqual({ requestTutoringSession: true });
      expect(second.data).toEqual(first.data);
      expect(await requestsOf(client)).toHaveLength(1);
      expect(await events((event) => event.type === 'TutoringRequestSent' && (event.data as { clientId: string }).clientId === client.id)).toHaveLength(1);
      const [conversation] = await conversationsOf(client);
      expect((await messagesOf(client, conversation.id)).filter((message) => message.type === 'REQUEST')).toHaveLength(1);
    });

    it('requestATutor', async () => {
      const client = await readyClient(app.client(), 'Ivy');
      const { tutorId: _none, ...input } = requestInput(tutor.id);
      const key = randomUUID();
      const first = await client.client.request(REQUEST_A_TUTOR, { input, idempotencyKey: key });
      const second = await client.client.request(REQUEST_A_TUTOR, { input, idempotencyKey: key });
      expect(first.data).toEqual({ requestATutor: true });
      expect(second.data).toEqual(first.data);
      expect(await requestsOf(client)).toHaveLength(1);
      const other = await client.client.request(REQUEST_A_TUTOR, { input, idempotencyKey: randomUUID() });
      expect(other.data).toEqual({ requestATutor: true });
      expect(await requestsOf(client)).toHaveLength(2);
    });

    it('sendMessageMutation', async () => {
      const client = await readyClient(app.client(), 'Uma');
      await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
      const conversationId = conversationIdFor(client.id, tutor.id);
      const key = randomUUID();
      const first = await client.client.data<{ sendMessageMutation: { id: string } }>(SEND, { body: 'Only once', targetId: conversationId, idempotencyKey: key });
      const second = await client.client.data<{ sendMessageMutation: { id: string } }>(SEND, { body: 'Only once', targetId: conversationId, idempotencyKey: key });
      expect(second).toEqual(first);
      expect((await messagesOf(client, conversationId)).filter((message) => message.body === 'Only once')).toHaveLength(1);
    });

    it('sendAttachmentMessage', async () => {
      const client = await readyClient(app.client(), 'Ada');
      await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
      const conversationId = conversationIdFor(client.id, tutor.id);
      const key = randomUUID();
      const send = async () => {
        const form = new FormData();
        form.set('operations', JSON.stringify({ query: SEND_ATTACHMENT, variables: { file: null, targetId: conversationId, idempotencyKey: key } }));
        form.set('map', JSON.stringify({ 0: ['variables.file'] }));
        form.set('0', new Blob(['worksheet']), 'worksheet.txt');
        const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${client.token}`, 'apollo-require-preflight': 'true' }, body: form });
        return (await response.json()) as { data?: { sendAttachmentMessage: { id: string; type: string; filename: string } } };
      };
      const first = await send();
      const second = await send();
      expect(first.data?.sendAttachmentMessage).toMatchObject({ type: 'ATTACHMENT', filename: 'worksheet.txt' });
      expect(second.data).toEqual(first.data);
      expect((await messagesOf(client, conversationId)).filter((message) => message.type === 'ATTACHMENT')).toHaveLength(1);
    });
  });

  describe('editTutoringRequest(expectedRevision)', () => {
    it('answers CONFLICT to the second of two edits made from the same revision', async () => {
      const client = await readyClient(app.client(), 'Eve');
      await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
      const [{ id: requestId, revision }] = await requestsOf(client);
      expect(revision).toBe(0);
      const first = await client.client.data<{ editTutoringRequest: { subject: string; revision: number } }>(EDIT_REQUEST, {
        requestId,
        input: { subject: 'Geometry' },
        expectedRevision: revision,
      });
      expect(first.editTutoringRequest).toMatchObject({ subject: 'Geometry', revision: 1 });
      const stale = await client.client.request(EDIT_REQUEST, { requestId, input: { subject: 'Calculus' }, expectedRevision: revision });
      expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
      const { getTutoringRequest } = await client.client.data<{ getTutoringRequest: { subject: string; revision: number } }>(GET_REQUEST, { requestId });
      expect(getTutoringRequest).toMatchObject({ subject: 'Geometry', revision: 1 });
      // Without a revision the edit applies to whatever is there now.
      const blind = await client.client.data<{ editTutoringRequest: { subject: string; revision: number } }>(EDIT_REQUEST, { requestId, input: { subject: 'Calculus' } });
      expect(blind.editTutoringRequest).toMatchObject({ subject: 'Calculus', revision: 2 });
    });

    it('is for the request’s client only: FORBIDDEN for its tutor and a stranger, UNAUTHENTICATED for a visitor', async () => {
      const client = await readyClient(app.client(), 'Flo');
      const stranger = await member(app.client(), 'STUDENT_OR_PARENT', 'Sid');
      await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
      const [{ id: requestId }] = await requestsOf(client);
      const edit = { requestId, input: { subject: 'Chemistry' }, expectedRevision: 0 };
      expect((await stranger.client.request(EDIT_REQUEST, edit)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await tutor.client.request(EDIT_REQUEST, edit)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.client().request(EDIT_REQUEST, edit)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await client.client.request(EDIT_REQUEST, edit)).data).toMatchObject({ editTutoringRequest: { subject: 'Chemistry', revision: 1 } });
    });
  });

  describe('conversationUpdated', () => {
    const open = (token: string | null) => {
      const live = liveClient(app.url, token);
      opened.push(live);
      return live;
    };
    const listening = (userId: string) => eventually(() => app.running.app.get<LiveUpdates>(LIVE_UPDATES).listening(userTopic(userId)) >= 1);

    it('tells the client when the tutor accepts: the conversation leaves Pending and shows the pair, without a reload', async () => {
      const client = await readyClient(app.client(), 'Lou');
      await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
      const [{ id: requestId }] = await requestsOf(client);
      const conversationId = conversationIdFor(client.id, tutor.id);
      const updates = open(client.token).subscribe<{ id: string; pairId: string | null; tutoringRequest: { status: string } }>(CONVERSATION_UPDATED, { conversationId });
      await listening(client.id);
      const { acceptTutoringRequest } = await tutor.client.data<{ acceptTutoringRequest: { id: string } }>(ACCEPT, { requestId });
      const settled = await eventually(() => updates.values.find((conversation) => conversation.pairId === acceptTutoringRequest.id));
      expect(settled).toMatchObject({ id: conversationId, tutoringRequest: { status: 'ACCEPTED' } });
      expect(updates.values[0]).toMatchObject({ id: conversationId, tutoringRequest: { status: 'ACCEPTED' } });
    });

    it('tells the client when the tutor declines', async () => {
      const client = await readyClient(app.client(), 'Mae');
      await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
      const [{ id: requestId }] = await requestsOf(client);
      const conversationId = conversationIdFor(client.id, tutor.id);
      const updates = open(client.token).subscribe<{ tutoringRequest: { status: string } }>(CONVERSATION_UPDATED, { conversationId });
      await listening(client.id);
      await tutor.client.data(DECLINE, { requestId, message: 'Fully booked, sorry.' });
      expect(await updates.nth(1)).toMatchObject({ tutoringRequest: { status: 'DECLINED' } });
    });

    it('is for the conversation’s participants only', async () => {
      const client = await readyClient(app.client(), 'Ona');
      const stranger = await member(app.client(), 'STUDENT_OR_PARENT', 'Stan');
      await client.client.data(REQUEST_SESSION, { input: requestInput(tutor.id) });
      const conversationId = conversationIdFor(client.id, tutor.id);
      expect((await open(stranger.token).subscribe(CONVERSATION_UPDATED, { conversationId }).firstError()).extensions?.code).toBe('FORBIDDEN');
      expect((await open(null).subscribe(CONVERSATION_UPDATED, { conversationId }).firstError()).extensions?.code).toBe('UNAUTHENTICATED');
      expect((await open(stranger.token).subscribe(CONVERSATION_UPDATED, { conversationId: randomUUID() }).firstError()).extensions?.code).toBe('NOT_FOUND');
    });
  });
});
