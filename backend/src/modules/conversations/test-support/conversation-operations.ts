import { CURRENT_USER, SIGN_UP, signUpInput } from '../../../../test/support/account-operations';
import { GraphqlClient, TestApp } from '../../../../test/support/test-app';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { conversationIdFor, requestMessageIds } from '../conversation-ids';
import { conversationStream } from '../conversation-stream';

export const MESSAGE_FIELDS = `id conversationId body date isRead type filename file { filename mimetype url } fromUser { id firstName lastName role }`;
export const CONVERSATION_FIELDS = `id unreadCount isArchived viewerRole tutoringRequestId pairId participants { id firstName lastName role } lastMessage { ${MESSAGE_FIELDS} }`;

export const GET_PAGE = `query ($pageNumber: Int!, $isActiveContext: Boolean!, $isTutorContext: Boolean!) {
  getPaginatedConversationList(pageNumber: $pageNumber, isActiveContext: $isActiveContext, isTutorContext: $isTutorContext) { exhaustedConversations conversations { ${CONVERSATION_FIELDS} } } }`;
export const GET_CONVERSATIONS = `query { getConversations { ${CONVERSATION_FIELDS} } }`;
export const GET_CONVERSATION = `query ($conversationId: ID!) { getConversationByID(conversationId: $conversationId) { ${CONVERSATION_FIELDS} } }`;
export const GET_MESSAGES = `query ($conversationId: ID, $users: [ID!], $limit: Int, $before: ID) {
  getMessagesForConversation(conversationId: $conversationId, users: $users, limit: $limit, before: $before) { hasMoreMessages messages { ${MESSAGE_FIELDS} } } }`;
export const GET_UNREAD = `query { getUnreadMessageCount }`;
export const SEND = `mutation ($body: String!, $targetId: ID!, $idempotencyKey: String) { sendMessageMutation(body: $body, targetId: $targetId, idempotencyKey: $idempotencyKey) { ${MESSAGE_FIELDS} } }`;
export const READ = `mutation ($conversationId: ID!) { readMessageMutation(conversationId: $conversationId) }`;
export const ARCHIVE = `mutation ($conversationId: ID!, $isArchived: Boolean!) { updateArchiveState(conversationId: $conversationId, isArchived: $isArchived) { ${CONVERSATION_FIELDS} } }`;

export interface Person {
  id: string;
  email: string;
  token: string;
  client: GraphqlClient;
}

export async function signedUp(app: TestApp, firstName: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): Promise<Person> {
  const client = app.client();
  const input = signUpInput({ firstName, lastName: 'Tester', profileType });
  const { emailSignup } = await client.data<{ emailSignup: { token: string } }>(SIGN_UP, { input });
  client.bearer = emailSignup.token;
  const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: { id: string } }>(CURRENT_USER);
  return { id: getCurrentUserV2.id, email: input.email as string, token: emailSignup.token, client };
}

/** What the request workflow does when a client sends a tutor a request: their conversation, with the request's message. */
export async function requestSent(app: TestApp, client: Person, tutor: Person, firstMessage = 'Can you help with algebra?', requestId = `req-${Math.random().toString(36).slice(2)}`): Promise<string> {
  const pipeline = app.running.app.get(CommandPipeline, { strict: false });
  const conversationId = conversationIdFor(client.id, tutor.id);
  await pipeline.run(
    conversationStream.decider,
    conversationStream.streamIdOf(conversationId),
    {
      type: 'LinkTutoringRequest',
      data: { conversationId, clientId: client.id, tutorId: tutor.id, requestId, firstMessage, files: [], messageIds: requestMessageIds(requestId, 0) },
    },
    { correlationId: requestId, causationId: requestId, actorId: client.id, now: new Date() },
    { awaitReadModels: conversationStream.readModels },
  );
  return conversationId;
}

/** A client who sent a tutor a request (so they share a conversation), and a third user outside it. */
export interface ConversationCast {
  client: Person;
  tutor: Person;
  /** Signed in, but no party to the conversation. */
  outsider: Person;
  /** Not signed in. */
  visitor: GraphqlClient;
  conversationId: string;
}

export async function conversationCast(app: TestApp): Promise<ConversationCast> {
  const client = await signedUp(app, 'Cleo', 'STUDENT_OR_PARENT');
  const tutor = await signedUp(app, 'Theo', 'TUTOR');
  const outsider = await signedUp(app, 'Sam', 'STUDENT_OR_PARENT');
  return { client, tutor, outsider, visitor: app.client(), conversationId: await requestSent(app, client, tutor) };
}
