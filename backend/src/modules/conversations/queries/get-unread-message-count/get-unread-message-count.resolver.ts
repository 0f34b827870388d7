import { Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { GetUnreadMessageCountHandler } from './get-unread-message-count.handler';

@Resolver()
export class GetUnreadMessageCountResolver {
  constructor(private readonly handler: GetUnreadMessageCountHandler) {}

  @SignedIn()
  @Query(() => Int, { description: 'The Inbox badge: messages you have not read, over all your conversations.' })
  getUnreadMessageCount(@CurrentViewer() viewer: Viewer): Promise<number> {
    return this.handler.execute({ viewerId: viewer.userId });
  }
}
