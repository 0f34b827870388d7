import { UserDeleted, UserSignedUp } from '../../domain/accounts/user.events';
import { DELETED_USER_NAME } from '../../domain/personal-data/personal-fields';
import { ConversationStarted, MessageSent } from '../../domain/conversations/conversation.events';
import { NotificationEvent } from '../../domain/notifications/notification.events';
import { deterministicUuid } from '../../platform/ids/deterministic-uuid';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition, ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * Notifications, made from other facts: a tutoring request sent (to the tutor), accepted or declined
 * (to the client), a message (to the other participant; while one such notification of a
 * conversation is unread, later messages refresh it instead of piling up). Reading and clearing come
 * from the user's own stream `notifications-<userId>`.
 */
export type NotificationType = 'TUTORING_REQUEST' | 'REQUEST_ACCEPTED' | 'REQUEST_DECLINED' | 'NEW_MESSAGE';

export interface NotificationDocument extends ProjectedDocument {
  userId: string;
  type: NotificationType;
  details: string;
  /** A path in the app, e.g. `/conversation/<id>`. */
  link: string | null;
  isRead: boolean;
  createdAt: string;
  /** Log position of the fact it tells about; clearing removes everything up to a position. */
  sourcePosition: number;
  conversationId: string | null;
  fromUserId: string | null;
  /** Who it is about, "First Last", for the browser to word `details` in the user's language. */
  fromName: string;
}

/** The parts of the request events (requests context) a notification needs. */
type TutoringRequestSent = { type: 'TutoringRequestSent'; data: { requestId: string; clientId: string; tutorId: string | null; conversationId: string | null; sentAt: string } };
type TutoringRequestAccepted = { type: 'TutoringRequestAccepted'; data: { requestId: string; tutorId: string; conversationId: string; acceptedAt: string } };
type TutoringRequestDeclined = { type: 'TutoringRequestDeclined'; data: { requestId: string; declinedAt: string } };

type NotificationsEvent = UserSignedUp | UserDeleted | ConversationStarted | MessageSent | TutoringRequestSent | TutoringRequestAccepted | TutoringRequestDeclined | NotificationEvent;

interface NameDocument extends ProjectedDocument {
  firstName: string;
  lastName: string;
}
interface RequestPartiesDocument extends ProjectedDocument {
  clientId: string;
  tutorId: string | null;
  conversationId: string | null;
}
interface ConversationPartiesDocument extends ProjectedDocument {
  clientId: string;
  tutorId: string;
}

export const NOTIFICATIONS_COLLECTION = 'notifications';
const NAMES_COLLECTION = 'notification_names';
const REQUESTS_COLLECTION = 'notification_requests';
const CONVERSATIONS_COLLECTION = 'notification_conversations';

export const NOTIFICATION_SOURCE_EVENT_TYPES = ['TutoringRequestSent', 'TutoringRequestAccepted', 'TutoringRequestDeclined', 'MessageSent'] as const;

export function notificationIdOf(recipientId: string, sourceEventId: string): string {
  return deterministicUuid(`notification:${recipientId}:${sourceEventId}`);
}

function conversationLink(conversationId: string | null): string | null {
  return conversationId ? `/conversation/${conversationId}` : null;
}

function nameOf(name: NameDocument | null): string {
  return name ? `${name.firstName} ${name.lastName}`.trim() : 'Someone';
}

export const NotificationDetails = {
  TUTORING_REQUEST: (name: string) => `${name} sent you a tutoring request.`,
  REQUEST_ACCEPTED: (name: string) => `${name} accepted your tutoring request.`,
  REQUEST_DECLINED: (name: string) => `${name} declined your tutoring request.`,
  NEW_MESSAGE: (name: string) => `${name} sent you a message.`,
} as const;

async function notify(
  store: ProjectionStore,
  event: RecordedEvent,
  notification: Pick<NotificationDocument, 'userId' | 'type' | 'details' | 'fromName' | 'link' | 'createdAt' | 'conversationId' | 'fromUserId'>,
  id = notificationIdOf(notification.userId, event.id),
): Promise<void> {
  await evolveDocument(store.collection<NotificationDocument>(NOTIFICATIONS_COLLECTION), id, event, () => ({
    _id: id,
    ...notification,
    isRead: false,
    sourcePosition: event.position,
    _position: event.position,
  }), { evolveKeepsCurrent: true });
}

async function applyNotificationsEvent(event: RecordedEvent, store: ProjectionStore): Promise<void> {
  const fact = { type: event.type, data: event.data } as NotificationsEvent;
  const names = store.collection<NameDocument>(NAMES_COLLECTION);
  const notifications = store.collection<NotificationDocument>(NOTIFICATIONS_COLLECTION);
  switch (fact.type) {
    case 'UserSignedUp':
      await evolveDocument(names, fact.data.userId, event, () => ({ _id: fact.data.userId, firstName: fact.data.firstName, lastName: fact.data.lastName, _position: event.position }), { evolveKeepsCurrent: true });
      return;
    case 'UserDeleted': {
      // What others were told about the deleted user names them no more; their own notifications go.
      const { userId } = fact.data;
      await names.updateMany({ _id: userId }, { $set: { firstName: DELETED_USER_NAME, lastName: '' } });
      for (const type of Object.keys(NotificationDetails) as NotificationType[]) {
        await notifications.updateMany({ fromUserId: userId, type }, { $set: { details: NotificationDetails[type](DELETED_USER_NAME), fromName: DELETED_USER_NAME } });
      }
      await notifications.deleteMany({ userId });
      return;
    }
    case 'ConversationStarted':
      await evolveDocument(store.collection<ConversationPartiesDocument>(CONVERSATIONS_COLLECTION), fact.data.conversationId, event, () => ({
        _id: fact.data.conversationId,
        clientId: fact.data.clientId,
        tutorId: fact.data.tutorId,
        _position: event.position,
      }));
      return;
    case 'TutoringRequestSent': {
      const { requestId, clientId, tutorId, conversationId, sentAt } = fact.data;
      await evolveDocument(store.collection<RequestPartiesDocument>(REQUESTS_COLLECTION), requestId, event, () => ({ _id: requestId, clientId, tutorId, conversationId, _position: event.position }));
      if (tutorId === null) return;
      const clientName = nameOf(await names.findOne({ _id: clientId }));
      await notify(store, event, { userId: tutorId, type: 'TUTORING_REQUEST', details: NotificationDetails.TUTORING_REQUEST(clientName), fromName: clientName, link: conversationLink(conversationId), createdAt: sentAt, conversationId, fromUserId: clientId });
      return;
    }
    case 'TutoringRequestAccepted':
    case 'TutoringRequestDeclined': {
      const request = await store.collection<RequestPartiesDocument>(REQUESTS_COLLECTION).findOne({ _id: fact.data.requestId });
      if (!request) return;
      const accepted = fact.type === 'TutoringRequestAccepted';
      const tutorId = accepted ? fact.data.tutorId : request.tutorId;
      const conversationId = accepted ? fact.data.conversationId : request.conversationId;
      const tutorName = nameOf(tutorId ? await names.findOne({ _id: tutorId }) : null);
      await notify(store, event, {
        userId: request.clientId,
        type: accepted ? 'REQUEST_ACCEPTED' : 'REQUEST_DECLINED',
        details: accepted ? NotificationDetails.REQUEST_ACCEPTED(tutorName) : NotificationDetails.REQUEST_DECLINED(tutorName),
        fromName: tutorName,
        link: conversationLink(conversationId),
        createdAt: accepted ? fact.data.acceptedAt : fact.data.declinedAt,
        conversationId,
        fromUserId: tutorId,
      });
      return;
    }
    case 'MessageSent': {
      // The request's own message comes with the request's notification.
      if (fact.data.type === 'REQUEST') return;
      const { conversationId, fromUserId, sentAt } = fact.data;
      const parties = await store.collection<ConversationPartiesDocument>(CONVERSATIONS_COLLECTION).findOne({ _id: conversationId });
      if (!parties) return;
      const recipientId = parties.clientId === fromUserId ? parties.tutorId : parties.clientId;
      const unread = await notifications.findOne({ userId: recipientId, conversationId, type: 'NEW_MESSAGE', isRead: false });
      const fromName = nameOf(await names.findOne({ _id: fromUserId }));
      await notify(store, event, { userId: recipientId, type: 'NEW_MESSAGE', details: NotificationDetails.NEW_MESSAGE(fromName), fromName, link: conversationLink(conversationId), createdAt: sentAt, conversationId, fromUserId }, unread?._id);
      return;
    }
    case 'NotificationRead':
      await evolveDocument(notifications, fact.data.notificationId, event, (current) =>
        current && current.userId === fact.data.userId ? { ...current, isRead: true } : current,
      );
      return;
    case 'NotificationsCleared':
      await notifications.deleteMany({ userId: fact.data.userId, sourcePosition: { $lte: fact.data.upToPosition } });
      return;
    default:
      return;
  }
}

export const notificationsProjection: ProjectionDefinition = {
  name: 'notifications',
  version: 1,
  handles: ['UserSignedUp', 'UserDeleted', 'ConversationStarted', ...NOTIFICATION_SOURCE_EVENT_TYPES, 'NotificationRead', 'NotificationsCleared'],
  collections: [NOTIFICATIONS_COLLECTION, NAMES_COLLECTION, REQUESTS_COLLECTION, CONVERSATIONS_COLLECTION],
  async setup(store) {
    await store.collection(NOTIFICATIONS_COLLECTION).createIndex({ keys: { userId: 1, sourcePosition: -1 }, name: 'by_user_newest_first' });
    await store.collection(NOTIFICATIONS_COLLECTION).createIndex({ keys: { sourcePosition: 1 }, name: 'by_source' });
  },
  apply: applyNotificationsEvent,
};

// ---------------------------------------------------------------------------------------------
// Readers

/** A user's notifications, newest first. */
export function findNotificationsOf(readModels: ReadModels, userId: string, limit = 100): Promise<NotificationDocument[]> {
  return readModels.collection<NotificationDocument>(NOTIFICATIONS_COLLECTION).find({ userId }, { sort: { sourcePosition: -1 }, limit });
}

export function findNotification(readModels: ReadModels, notificationId: string): Promise<NotificationDocument | null> {
  return readModels.collection<NotificationDocument>(NOTIFICATIONS_COLLECTION).findOne({ _id: notificationId });
}

/** The notifications an event at `sourcePosition` made (or refreshed), e.g. to push them live. */
export function findNotificationsFromSource(readModels: ReadModels, sourcePosition: number): Promise<NotificationDocument[]> {
  return readModels.collection<NotificationDocument>(NOTIFICATIONS_COLLECTION).find({ sourcePosition });
}
