import { Int, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { InboxBadgeHandler } from './inbox-badge.handler';

@Resolver()
export class InboxBadgeResolver {
  constructor(private readonly handler: InboxBadgeHandler) {}

  @SignedIn()
  @Subscription(() => Int, { description: 'The Inbox badge (your unread messages): now, then at every change.', resolve: (count: number) => count })
  async inboxBadge(@CurrentViewer() viewer: Viewer): Promise<AsyncIterableIterator<number>> {
    return this.handler.execute({ viewerId: viewer.userId });
  }
}
