import {
  ConversationDocument,
  ConversationRole,
  findConversations,
  findInboxEntry,
  InboxEntryDocument,
} from '../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { TUTOR_SEARCH_COLLECTION, TutorSearchDocument } from '../../../projections/tutor-search/tutor-search.projection';
import { findUserById } from '../../../projections/users/users.projection';
import { ConversationModel, ConversationParticipantModel } from './conversation.models';

/** A conversation as one of its participants sees it: with their unread count and archive state. */
export async function conversationSeenBy(readModels: ReadModels, conversation: ConversationDocument, viewerId: string): Promise<ConversationModel> {
  return ConversationModel.of(conversation, viewerId, await findInboxEntry(readModels, conversation._id, viewerId));
}

/** The conversations of inbox entries, in the entries' order (one read for all). */
export async function conversationsOfEntries(readModels: ReadModels, entries: readonly InboxEntryDocument[], viewerId: string): Promise<ConversationModel[]> {
  const conversations = new Map((await findConversations(readModels, entries.map((entry) => entry.conversationId), { readOnly: true })).map((doc) => [doc._id, doc]));
  return entries.flatMap((entry) => {
    const conversation = conversations.get(entry.conversationId);
    return conversation ? [ConversationModel.of(conversation, viewerId, entry)] : [];
  });
}

/** A participant with their name as it is now, and a tutor's public profile id. */
export async function participantOf(readModels: ReadModels, userId: string, role: ConversationRole): Promise<ConversationParticipantModel> {
  const user = await findUserById(readModels, userId);
  const tutor =
    role === 'TUTOR' ? await readModels.collection<TutorSearchDocument>(TUTOR_SEARCH_COLLECTION).findOne({ _id: userId }, { projection: { profileId: 1 } }) : null;
  return { id: userId, firstName: user?.profile.firstName ?? '', lastName: user?.profile.lastName ?? '', profileId: tutor?.profileId ?? null, role };
}
