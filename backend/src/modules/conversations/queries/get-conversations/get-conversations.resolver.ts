import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationModel } from '../../conversation.models';
import { GetConversationsHandler } from './get-conversations.handler';

@Resolver()
export class GetConversationsResolver {
  constructor(private readonly handler: GetConversationsHandler) {}

  @SignedIn()
  @Query(() => [ConversationModel], { description: 'Every conversation you take part in, as client or tutor, archived or not; latest activity first.' })
  getConversations(@CurrentViewer() viewer: Viewer): Promise<ConversationModel[]> {
    return this.handler.execute({ viewerId: viewer.userId });
  }
}
