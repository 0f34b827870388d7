import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { NotificationModel } from '../../notification.model';
import { GetNotificationsHandler } from '../get-notifications/get-notifications.handler';

/** The spec's older name of getNotifications: the same answer, through the same handler. */
@Resolver()
export class GetNotificationsQueryResolver {
  constructor(private readonly handler: GetNotificationsHandler) {}

  @SignedIn()
  @Query(() => [NotificationModel], { description: 'Same as getNotifications.' })
  getNotificationsQuery(@CurrentViewer() viewer: Viewer): Promise<NotificationModel[]> {
    return this.handler.execute({ userId: viewer.userId });
  }
}
