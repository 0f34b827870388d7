import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ClearNotificationsHandler } from './clear-notifications.handler';

@Resolver()
export class ClearNotificationsResolver {
  constructor(
    private readonly handler: ClearNotificationsHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Removes every notification you have now.' })
  async clearNotifications(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.handler.execute({ userId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId));
    return true;
  }
}
