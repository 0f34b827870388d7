import { Resolver, Subscription } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { NotificationModel } from '../../../notifications/notification.model';
import { NotificationAddedHandler } from './notification-added.handler';

@Resolver()
export class NotificationAddedResolver {
  constructor(private readonly handler: NotificationAddedHandler) {}

  @SignedIn()
  @Subscription(() => NotificationModel, {
    description: 'Each new notification of yours (a refreshed unread message notice comes again with the same id).',
    resolve: (notification: NotificationModel) => notification,
  })
  async notificationAdded(@CurrentViewer() viewer: Viewer): Promise<AsyncIterableIterator<NotificationModel>> {
    return this.handler.execute({ viewerId: viewer.userId });
  }
}
