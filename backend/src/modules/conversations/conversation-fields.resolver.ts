import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ConversationModel, ConversationParticipantModel, MessageModel } from './conversation.models';
import { ConversationViews } from './conversation-views.service';

/** The people of a conversation and of its messages, with their names as they are now. */
@Resolver(() => ConversationModel)
export class ConversationFieldsResolver {
  constructor(private readonly views: ConversationViews) {}

  @ResolveField('participants', () => [ConversationParticipantModel], { description: 'The client, then the tutor.' })
  participants(@Parent() conversation: ConversationModel): Promise<ConversationParticipantModel[]> {
    return Promise.all([this.views.participant(conversation.clientId, 'CLIENT'), this.views.participant(conversation.tutorId, 'TUTOR')]);
  }
}

@Resolver(() => MessageModel)
export class MessageFieldsResolver {
  constructor(private readonly views: ConversationViews) {}

  @ResolveField('fromUser', () => ConversationParticipantModel)
  fromUser(@Parent() message: MessageModel): Promise<ConversationParticipantModel> {
    return this.views.participant(message.fromUserId, message.role);
  }
}
