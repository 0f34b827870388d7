import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { NotificationModel } from '../../notification.model';
import { GetNotificationsHandler } from './get-notifications.handler';

@Resolver()
export class GetNotificationsResolver {
  constructor(private readonly handler: GetNotificationsHandler) {}

  @SignedIn()
  @Query(() => [NotificationModel], { description: 'Your notifications, newest first (at most 100).' })
  getNotifications(@CurrentViewer() viewer: Viewer): Promise<NotificationModel[]> {
    return this.handler.execute({ userId: viewer.userId });
  }
}
