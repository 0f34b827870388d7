import { Injectable } from '@nestjs/common';
import { ConversationMessages } from '../../../domain/conversations/conversation.rules';
import { ForbiddenError } from '../../../domain/shared/domain-error';
import {
  ConversationDocument,
  ConversationRole,
  findConversation,
  findConversations,
  findInboxEntry,
  findInboxOfUser,
  findInboxPage,
  findMessage,
  findMessagesBefore,
  InboxEntryDocument,
  unreadMessageCount,
} from '../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { TUTOR_SEARCH_COLLECTION, TutorSearchDocument } from '../../../projections/tutor-search/tutor-search.projection';
import { findUserById } from '../../../projections/users/users.projection';
import { NotFoundError } from '../../graphql/graphql-errors';
import { ConversationModel, ConversationPageModel, ConversationParticipantModel, MessageModel, MessagePageModel } from './conversation.models';

export const CONVERSATION_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 20;
const MAX_MESSAGE_PAGE_SIZE = 100;

export const CONVERSATION_NOT_FOUND = 'This conversation does not exist.';

/**
 * What the conversation queries read, with the one access rule: only its two participants see a
 * conversation, its messages and its request (a stranger gets FORBIDDEN, as the tests require).
 */
@Injectable()
export class ConversationViews {
  constructor(private readonly readModels: ReadModels) {}

  /** The conversation when the viewer takes part in it; NOT_FOUND when it does not exist, FORBIDDEN for a stranger. */
  async requireParticipant(conversationId: string, viewerId: string): Promise<ConversationDocument> {
    const conversation = await findConversation(this.readModels, conversationId);
    if (!conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    if (conversation.clientId !== viewerId && conversation.tutorId !== viewerId) throw new ForbiddenError(ConversationMessages.notAParticipant);
    return conversation;
  }

  async conversation(conversationId: string, viewerId: string): Promise<ConversationModel> {
    const conversation = await this.requireParticipant(conversationId, viewerId);
    const entry = await findInboxEntry(this.readModels, conversationId, viewerId);
    return ConversationModel.of(conversation, viewerId, entry);
  }

  /** Page `pageNumber` (from 1) of ten, latest activity first. */
  async page(viewerId: string, pageNumber: number, role: ConversationRole, archived: boolean): Promise<ConversationPageModel> {
    const skip = (Math.max(1, Math.floor(pageNumber)) - 1) * CONVERSATION_PAGE_SIZE;
    const entries = await findInboxPage(this.readModels, { userId: viewerId, role, archived, skip, limit: CONVERSATION_PAGE_SIZE + 1 });
    const shown = entries.slice(0, CONVERSATION_PAGE_SIZE);
    return { conversations: await this.withConversations(shown, viewerId), exhaustedConversations: entries.length <= CONVERSATION_PAGE_SIZE };
  }

  /** All of the viewer's conversations, in both roles, archived or not; latest activity first. */
  async all(viewerId: string): Promise<ConversationModel[]> {
    return this.withConversations(await findInboxOfUser(this.readModels, viewerId), viewerId);
  }

  private async withConversations(entries: readonly InboxEntryDocument[], viewerId: string): Promise<ConversationModel[]> {
    const conversations = new Map((await findConversations(this.readModels, entries.map((entry) => entry.conversationId))).map((doc) => [doc._id, doc]));
    return entries.flatMap((entry) => {
      const conversation = conversations.get(entry.conversationId);
      return conversation ? [ConversationModel.of(conversation, viewerId, entry)] : [];
    });
  }

  /** Up to `limit` messages before `beforeMessageId` (the newest when null), oldest first. */
  async messages(conversationId: string, viewerId: string, limit: number, beforeMessageId: string | null): Promise<MessagePageModel> {
    const conversation = await this.requireParticipant(conversationId, viewerId);
    const size = Math.min(Math.max(1, Math.floor(limit)), MAX_MESSAGE_PAGE_SIZE);
    let before: number | null = null;
    if (beforeMessageId) {
      const anchor = await findMessage(this.readModels, beforeMessageId);
      if (!anchor || anchor.conversationId !== conversationId) throw new NotFoundError('This message does not exist.');
      before = anchor.revision;
    }
    const newestFirst = await findMessagesBefore(this.readModels, conversationId, before, size + 1);
    const page = newestFirst.slice(0, size).reverse();
    return { messages: page.map((message) => MessageModel.of(message, conversation)), hasMoreMessages: newestFirst.length > size };
  }

  async message(messageId: string, viewerId: string): Promise<MessageModel> {
    const message = await findMessage(this.readModels, messageId);
    if (!message) throw new NotFoundError('This message does not exist.');
    const conversation = await this.requireParticipant(message.conversationId, viewerId);
    return MessageModel.of(message, conversation);
  }

  unreadCount(viewerId: string): Promise<number> {
    return unreadMessageCount(this.readModels, viewerId);
  }

  async participant(userId: string, role: ConversationRole): Promise<ConversationParticipantModel> {
    const user = await findUserById(this.readModels, userId);
    const tutor =
      role === 'TUTOR'
        ? await this.readModels.collection<TutorSearchDocument>(TUTOR_SEARCH_COLLECTION).findOne({ _id: userId }, { projection: { profileId: 1 } })
        : null;
    return { id: userId, firstName: user?.profile.firstName ?? '', lastName: user?.profile.lastName ?? '', profileId: tutor?.profileId ?? null, role };
  }
}
