import { Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ConversationViews } from '../../conversation-views.service';

@Resolver()
export class GetUnreadMessageCountResolver {
  constructor(private readonly views: ConversationViews) {}

  @SignedIn()
  @Query(() => Int, { description: 'The Inbox badge: messages you have not read, over all your conversations.' })
  getUnreadMessageCount(@CurrentViewer() viewer: Viewer): Promise<number> {
    return this.views.unreadCount(viewer.userId);
  }
}
