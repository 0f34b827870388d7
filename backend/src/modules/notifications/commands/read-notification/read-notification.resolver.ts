import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { NotificationCommands } from '../../notification-commands.service';

@Resolver()
export class ReadNotificationResolver {
  constructor(private readonly notifications: NotificationCommands) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Marks one of your notifications read; FORBIDDEN for someone else’s.' })
  async readNotification(
    @Args('notificationId', { type: () => ID }) notificationId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    await this.notifications.read(viewer.userId, notificationId, this.notifications.contextOf(context, viewer.userId));
    return true;
  }
}
