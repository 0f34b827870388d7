import { Query, Resolver } from '@nestjs/graphql';
import { findNotificationsOf } from '../../../../../projections/notifications/notifications.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { NotificationModel } from '../../notification.model';

@Resolver()
export class GetNotificationsResolver {
  constructor(private readonly readModels: ReadModels) {}

  @SignedIn()
  @Query(() => [NotificationModel], { description: 'Your notifications, newest first (at most 100).' })
  getNotificationsQuery(@CurrentViewer() viewer: Viewer): Promise<NotificationModel[]> {
    return this.list(viewer.userId);
  }

  @SignedIn()
  @Query(() => [NotificationModel], { description: 'Same as getNotificationsQuery.' })
  getNotifications(@CurrentViewer() viewer: Viewer): Promise<NotificationModel[]> {
    return this.list(viewer.userId);
  }

  private async list(userId: string): Promise<NotificationModel[]> {
    return (await findNotificationsOf(this.readModels, userId)).map((notification) => NotificationModel.fromDocument(notification));
  }
}
