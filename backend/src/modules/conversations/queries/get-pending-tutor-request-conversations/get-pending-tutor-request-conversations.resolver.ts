import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationModel } from '../../conversation.models';
import { GetPendingTutorRequestConversationsHandler } from './get-pending-tutor-request-conversations.handler';

@Resolver()
export class GetPendingTutorRequestConversationsResolver {
  constructor(private readonly handler: GetPendingTutorRequestConversationsHandler) {}

  @SignedIn('TUTOR')
  @Query(() => [ConversationModel], { description: 'Your conversations with a tutoring request still waiting for your answer, newest request first. Tutors only.' })
  getPendingTutorRequestConversations(@CurrentViewer() viewer: Viewer): Promise<ConversationModel[]> {
    return this.handler.execute({ viewerId: viewer.userId });
  }
}
