import { ConversationEvent } from '../../../domain/conversations/conversation.events';
import { TutoringRequestEvent } from '../../../domain/requests/tutoring-request.events';
import { RecordedEvent } from '../../../platform/eventstore/event-store.port';
import { conversationsProjection, findConversation } from '../../../projections/conversations/conversations.projection';
import { pairsProjection } from '../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { findTutoringRequest, tutoringRequestsProjection } from '../../../projections/tutoring-requests/tutoring-requests.projection';

/**
 * What changes a conversation's screen without a message: its request accepted, declined, cancelled
 * or edited, and its pair linked (the acceptance workflow's last step). Pushed to both participants
 * as `conversationUpdated` once the read models show the change, so an open conversation leaves
 * "Pending" without a reload.
 */
export const CONVERSATION_CHANGE_EVENT_TYPES = [
  'TutoringRequestAccepted',
  'TutoringRequestDeclined',
  'TutoringRequestCancelled',
  'TutoringRequestEdited',
  'PairLinked',
] as const;

/** The live update (on the user's topic `user:<userId>`) the conversationUpdated subscription listens for. */
export interface ConversationUpdatedLiveUpdate {
  kind: 'conversationUpdated';
  conversationId: string;
}

const CHANGES = new Set<string>(CONVERSATION_CHANGE_EVENT_TYPES);
const READ_MODEL_WAIT_MS = 5000;

/** Who to tell about the change an event makes to a conversation, once the read models hold it; none for other events. */
export async function conversationChangesOf(
  event: RecordedEvent,
  readModels: ReadModels,
  projections: { waitForPosition(position: number, projectionNames?: readonly string[], timeoutMs?: number): Promise<boolean> },
): Promise<Array<{ userId: string; update: ConversationUpdatedLiveUpdate }>> {
  if (!CHANGES.has(event.type)) return [];
  await projections.waitForPosition(event.position, [tutoringRequestsProjection.name, pairsProjection.name, conversationsProjection.name], READ_MODEL_WAIT_MS);
  const fact = { type: event.type, data: event.data } as TutoringRequestEvent | ConversationEvent;
  let conversationId: string | null = null;
  if (fact.type === 'PairLinked') conversationId = fact.data.conversationId;
  else if ('requestId' in fact.data) conversationId = (await findTutoringRequest(readModels, fact.data.requestId))?.conversationId ?? null;
  if (!conversationId) return [];
  const conversation = await findConversation(readModels, conversationId);
  if (!conversation) return [];
  return [conversation.clientId, conversation.tutorId].map((userId) => ({ userId, update: { kind: 'conversationUpdated', conversationId } }));
}
