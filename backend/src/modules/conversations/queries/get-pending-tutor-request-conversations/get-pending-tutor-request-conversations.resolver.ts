import { Query, Resolver } from '@nestjs/graphql';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findConversationIdsWithPendingRequests } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationModel } from '../../conversation.models';
import { ConversationViews } from '../../conversation-views.service';

@Resolver()
export class GetPendingTutorRequestConversationsResolver {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: ConversationViews,
  ) {}

  @SignedIn('TUTOR')
  @Query(() => [ConversationModel], { description: 'Your conversations with a tutoring request still waiting for your answer, newest request first. Tutors only.' })
  async getPendingTutorRequestConversations(@CurrentViewer() viewer: Viewer): Promise<ConversationModel[]> {
    const ids = await findConversationIdsWithPendingRequests(this.readModels, viewer.userId);
    return Promise.all(ids.map((conversationId) => this.views.conversation(conversationId, viewer.userId)));
  }
}
