import { TutoringRequestStatus } from '../../domain/requests/tutoring-request.decider';
import { AcceptedHow, TUTORING_REQUEST_EVENT_TYPES, TutoringRequestDetails, TutoringRequestEvent } from '../../domain/requests/tutoring-request.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { UserDeleted } from '../../domain/accounts/user.events';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/** A tutoring request as its client and tutor see it (`_id` = the request id). Names come from the users read model. */
export interface TutoringRequestDocument extends ProjectedDocument, TutoringRequestDetails {
  clientId: string;
  tutorId: string | null;
  status: TutoringRequestStatus;
  conversationId: string | null;
  pairId: string | null;
  acceptedHow: AcceptedHow | null;
  declineMessage: string | null;
  createdAt: string;
  updatedAt: string;
  /** The revision of the request's stream this document reflects: what an edit names as the revision it saw. */
  revision: number;
}

export const TUTORING_REQUESTS_COLLECTION = 'tutoring_requests';

export function evolveTutoringRequestDocument(
  current: TutoringRequestDocument | null,
  event: TutoringRequestEvent,
  position: number,
  revision = 0,
): TutoringRequestDocument | null {
  const evolved = evolveRequest(current, event, position);
  return evolved ? { ...evolved, revision } : null;
}

function evolveRequest(current: TutoringRequestDocument | null, event: TutoringRequestEvent, position: number): TutoringRequestDocument | null {
  if (event.type === 'TutoringRequestSent') {
    const { requestId, sentAt, savePreferences: _savePreferences, ...data } = event.data;
    return { _id: requestId, ...data, status: 'PENDING', pairId: null, acceptedHow: null, declineMessage: null, createdAt: sentAt, updatedAt: sentAt, revision: 0, _position: position };
  }
  if (!current) return null;
  switch (event.type) {
    case 'TutoringRequestEdited': {
      const { requestId: _requestId, clientId: _clientId, editedAt, ...changes } = event.data;
      return { ...current, ...changes, updatedAt: editedAt, _position: position };
    }
    case 'TutoringRequestAccepted': {
      const { tutorId, pairId, conversationId, acceptedAt, how } = event.data;
      return { ...current, status: 'ACCEPTED', tutorId, pairId, conversationId, acceptedHow: how, updatedAt: acceptedAt, _position: position };
    }
    case 'TutoringRequestDeclined':
      return { ...current, status: 'DECLINED', declineMessage: event.data.message, updatedAt: event.data.declinedAt, _position: position };
    case 'TutoringRequestCancelled':
      return { ...current, status: 'CANCELLED', updatedAt: event.data.cancelledAt, _position: position };
    default:
      return current;
  }
}

export const tutoringRequestsProjection: ProjectionDefinition = {
  name: 'tutoring-requests',
  version: 2,
  handles: [...TUTORING_REQUEST_EVENT_TYPES, 'UserDeleted'],
  collections: [TUTORING_REQUESTS_COLLECTION],
  async setup(store) {
    const requests = store.collection(TUTORING_REQUESTS_COLLECTION);
    await requests.createIndex({ keys: { tutorId: 1, status: 1, createdAt: -1 }, name: 'by_tutor_status_newest' });
    await requests.createIndex({ keys: { clientId: 1, createdAt: -1 }, name: 'by_client_newest' });
    await requests.createIndex({ keys: { conversationId: 1, createdAt: -1 }, name: 'by_conversation_newest' });
  },
  async apply(event: RecordedEvent, store) {
    if (event.type === 'UserDeleted') {
      // The requests stay (they opened pairs and sessions); a deleted client's words and files, and a deleted tutor's reply, go.
      const { userId } = event.data as UserDeleted['data'];
      const requests = store.collection<TutoringRequestDocument>(TUTORING_REQUESTS_COLLECTION);
      await requests.updateMany({ clientId: userId }, { $set: { firstMessage: '', files: [] } });
      await requests.updateMany({ tutorId: userId, declineMessage: { $ne: null } }, { $set: { declineMessage: '' } });
      return;
    }
    const requestEvent = { type: event.type, data: event.data } as TutoringRequestEvent;
    await evolveDocument(store.collection<TutoringRequestDocument>(TUTORING_REQUESTS_COLLECTION), requestEvent.data.requestId, event, (current) =>
      evolveTutoringRequestDocument(current, requestEvent, event.position, event.revision),
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Readers

function requests(readModels: ReadModels) {
  return readModels.collection<TutoringRequestDocument>(TUTORING_REQUESTS_COLLECTION);
}

export function findTutoringRequest(readModels: ReadModels, requestId: string): Promise<TutoringRequestDocument | null> {
  return requests(readModels).findOne({ _id: requestId });
}

/** Requests to a tutor, newest first; only those in `status` when given. */
export function findRequestsOfTutor(readModels: ReadModels, tutorId: string, status?: TutoringRequestStatus): Promise<TutoringRequestDocument[]> {
  return requests(readModels).find(status ? { tutorId, status } : { tutorId }, { sort: { createdAt: -1, _id: 1 } });
}

/** Requests a client sent, newest first; only those in `status` when given. */
export function findRequestsOfClient(readModels: ReadModels, clientId: string, status?: TutoringRequestStatus): Promise<TutoringRequestDocument[]> {
  return requests(readModels).find(status ? { clientId, status } : { clientId }, { sort: { createdAt: -1, _id: 1 } });
}

/** The Find Clients badge: requests waiting for this tutor's answer. */
export function countPendingRequestsOfTutor(readModels: ReadModels, tutorId: string): Promise<number> {
  return requests(readModels).count({ tutorId, status: 'PENDING' });
}

/** The newest request of a conversation: what the conversation screen shows. */
export function findLatestRequestOfConversation(readModels: ReadModels, conversationId: string): Promise<TutoringRequestDocument | null> {
  return requests(readModels).findOne({ conversationId }, { sort: { createdAt: -1, _id: 1 } });
}

/** The conversations with a request still waiting for this tutor. */
export async function findConversationIdsWithPendingRequests(readModels: ReadModels, tutorId: string): Promise<string[]> {
  const pending = await requests(readModels).find({ tutorId, status: 'PENDING' }, { sort: { createdAt: -1, _id: 1 }, projection: { conversationId: 1 } });
  return [...new Set(pending.flatMap((request) => (request.conversationId ? [request.conversationId] : [])))];
}

/** Whether any request connects these two users, either way round. */
export async function haveRequestBetween(readModels: ReadModels, userA: string, userB: string): Promise<boolean> {
  return (await requests(readModels).count({ $or: [{ clientId: userA, tutorId: userB }, { clientId: userB, tutorId: userA }] })) > 0;
}
