import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { EditNotificationSettingsHandler } from './edit-notification-settings.handler';
import { NotificationSettingsInput } from './edit-notification-settings.input';

@Resolver()
export class EditNotificationSettingsResolver {
  constructor(
    private readonly handler: EditNotificationSettingsHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: 'Saves which notices the viewer gets by e-mail, text and push, per kind; the notices honour them from then on.' })
  async editNotificationSettings(
    @Args('settings', { type: () => NotificationSettingsInput }) settings: NotificationSettingsInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, settings }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
