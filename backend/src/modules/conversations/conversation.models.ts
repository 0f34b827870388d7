import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MessageType } from '../../../domain/conversations/conversation.events';
import { UploadedFile } from '../../../domain/files/uploaded-file';
import { ConversationDocument, ConversationRole, isMessageRead, LastMessage, MessageDocument } from '../../../projections/conversations/conversations.projection';
import { UploadedFileModel } from './uploaded-file.model';

export enum MessageTypeEnum {
  TEXT = 'TEXT',
  ATTACHMENT = 'ATTACHMENT',
  REQUEST = 'REQUEST',
  SYSTEM = 'SYSTEM',
}
registerEnumType(MessageTypeEnum, { name: 'MessageType', description: 'TEXT typed in; ATTACHMENT a file; REQUEST a tutoring request with its first message; SYSTEM from the product.' });

export enum ConversationRoleEnum {
  CLIENT = 'CLIENT',
  TUTOR = 'TUTOR',
}
registerEnumType(ConversationRoleEnum, { name: 'ConversationRole' });

@ObjectType('ConversationParticipant')
export class ConversationParticipantModel {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true, description: "A tutor's public profile id (/u/{profileId})." }) profileId!: string | null;
  @Field(() => ConversationRoleEnum, { description: 'Their side in this conversation.' }) role!: ConversationRole;
}

@ObjectType('Message')
export class MessageModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) conversationId!: string;
  @Field(() => String, { description: 'The text; for an attachment its file name.' }) body!: string;
  @Field(() => String, { description: 'ISO-8601 instant it was sent.' }) date!: string;
  @Field(() => Boolean, { description: 'Whether its recipient has read it (for your own messages, a read receipt).' }) isRead!: boolean;
  @Field(() => MessageTypeEnum) type!: MessageType;
  @Field(() => String, { nullable: true }) filename!: string | null;
  @Field(() => UploadedFileModel, { nullable: true }) file!: UploadedFile | null;
  /** Resolved to a ConversationParticipant by MessageFieldsResolver. */
  fromUserId!: string;
  role!: ConversationRole;

  static of(message: MessageDocument | LastMessage, conversation: Pick<ConversationDocument, 'readUpTo' | 'clientId'>): MessageModel {
    const id = 'messageId' in message ? (message as LastMessage).messageId : (message as MessageDocument)._id;
    return {
      id,
      conversationId: message.conversationId,
      body: message.body,
      date: message.sentAt,
      isRead: isMessageRead(conversation, message),
      type: message.type,
      filename: message.file?.filename ?? null,
      file: message.file ? { filename: message.file.filename, mimetype: message.file.mimetype, url: message.file.url } : null,
      fromUserId: message.fromUserId,
      role: message.fromUserId === conversation.clientId ? 'CLIENT' : 'TUTOR',
    };
  }
}

@ObjectType('Conversation')
export class ConversationModel {
  @Field(() => ID) id!: string;
  @Field(() => MessageModel, { nullable: true }) lastMessage!: MessageModel | null;
  @Field(() => Int, { description: 'Messages you have not read yet.' }) unreadCount!: number;
  @Field(() => Boolean, { description: 'Whether you archived it (archiving is per participant).' }) isArchived!: boolean;
  @Field(() => ConversationRoleEnum, { description: 'Your side in this conversation.' }) viewerRole!: ConversationRole;
  @Field(() => String, { description: 'ISO-8601 instant the conversation started.' }) startedAt!: string;
  @Field(() => ID, { nullable: true, description: 'The latest tutoring request between the two.' }) tutoringRequestId!: string | null;
  @Field(() => ID, { nullable: true }) pairId!: string | null;
  clientId!: string;
  tutorId!: string;

  static of(conversation: ConversationDocument, viewerId: string, entry: { unreadCount: number; archived: boolean } | null): ConversationModel {
    return {
      id: conversation._id,
      lastMessage: conversation.lastMessage ? MessageModel.of(conversation.lastMessage, conversation) : null,
      unreadCount: entry?.unreadCount ?? 0,
      isArchived: entry?.archived ?? conversation.archivedBy.includes(viewerId),
      viewerRole: conversation.clientId === viewerId ? 'CLIENT' : 'TUTOR',
      startedAt: conversation.startedAt,
      tutoringRequestId: conversation.latestRequestId,
      pairId: conversation.pairId,
      clientId: conversation.clientId,
      tutorId: conversation.tutorId,
    };
  }
}

@ObjectType('ConversationPage')
export class ConversationPageModel {
  @Field(() => [ConversationModel]) conversations!: ConversationModel[];
  @Field(() => Boolean, { description: 'True when no page follows this one.' }) exhaustedConversations!: boolean;
}

@ObjectType('MessagePage')
export class MessagePageModel {
  @Field(() => [MessageModel], { description: 'Oldest first.' }) messages!: MessageModel[];
  @Field(() => Boolean, { description: 'True when older messages exist (ask again with `before` = the first id here).' }) hasMoreMessages!: boolean;
}

@ObjectType('MessagesReadEvent')
export class MessagesReadEventModel {
  @Field(() => ID) conversationId!: string;
  @Field(() => ID) readerId!: string;
  @Field(() => ID) upToMessageId!: string;
  @Field(() => String) readAt!: string;
}
