import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ReadModels } from '../../../projections/runner/read-models';
import { ConversationModel, ConversationParticipantModel, MessageModel } from './conversation.models';
import { participantOf } from './inbox';

/** The people of a conversation and of its messages, with their names as they are now. */
@Resolver(() => ConversationModel)
export class ConversationFieldsResolver {
  constructor(private readonly readModels: ReadModels) {}

  @ResolveField('participants', () => [ConversationParticipantModel], { description: 'The client, then the tutor.' })
  participants(@Parent() conversation: ConversationModel): Promise<ConversationParticipantModel[]> {
    return Promise.all([participantOf(this.readModels, conversation.clientId, 'CLIENT'), participantOf(this.readModels, conversation.tutorId, 'TUTOR')]);
  }
}

@Resolver(() => MessageModel)
export class MessageFieldsResolver {
  constructor(private readonly readModels: ReadModels) {}

  @ResolveField('fromUser', () => ConversationParticipantModel)
  fromUser(@Parent() message: MessageModel): Promise<ConversationParticipantModel> {
    return participantOf(this.readModels, message.fromUserId, message.role);
  }
}
