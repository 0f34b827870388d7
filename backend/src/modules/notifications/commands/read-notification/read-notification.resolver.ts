import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReadNotificationHandler } from './read-notification.handler';

@Resolver()
export class ReadNotificationResolver {
  constructor(
    private readonly handler: ReadNotificationHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Marks one of your notifications read; FORBIDDEN for someone else’s.' })
  async readNotification(
    @Args('notificationId', { type: () => ID }) notificationId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    await this.handler.execute({ userId: viewer.userId, notificationId }, this.pipeline.contextOf(context, viewer.userId));
    return true;
  }
}
