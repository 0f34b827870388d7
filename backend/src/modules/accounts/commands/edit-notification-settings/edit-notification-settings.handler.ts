import { Injectable } from '@nestjs/common';
import { NOTICE_CATEGORIES, NotificationSettings } from '../../../../../domain/accounts/notification-settings';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { userStream } from '../../user-stream';
import { NotificationSettingsInput } from './edit-notification-settings.input';

/**
 * editNotificationSettings: which notices the viewer gets by e-mail, text and push, per kind. The mail
 * and text notices read them from the users read model before sending.
 */
@Injectable()
export class EditNotificationSettingsHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; settings: NotificationSettingsInput }, context: CommandContext): Promise<UserDocument> {
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(input.userId), { type: 'EditNotificationSettings', data: { settings: plainSettings(input.settings) } }, context, {
      awaitReadModels: userStream.readModels,
    });
    const user = await findUserById(this.readModels, input.userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}

/** The input's class instances as plain data, so the event holds exactly the five kinds (and the decider still checks them). */
function plainSettings(settings: NotificationSettingsInput): NotificationSettings {
  return Object.fromEntries(
    NOTICE_CATEGORIES.map((category) => {
      const channels = settings[category];
      return [category, { email: channels?.email, text: channels?.text, push: channels?.push }];
    }),
  ) as NotificationSettings;
}
