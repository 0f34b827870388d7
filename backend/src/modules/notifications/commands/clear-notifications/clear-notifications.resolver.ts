import { Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { NotificationCommands } from '../../notification-commands.service';

@Resolver()
export class ClearNotificationsResolver {
  constructor(private readonly notifications: NotificationCommands) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Removes every notification you have now.' })
  async clearNotifications(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.notifications.clear(viewer.userId, this.notifications.contextOf(context, viewer.userId));
    return true;
  }
}
