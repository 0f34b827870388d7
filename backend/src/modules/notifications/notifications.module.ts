import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ClearNotificationsResolver } from './commands/clear-notifications/clear-notifications.resolver';
import { ReadNotificationResolver } from './commands/read-notification/read-notification.resolver';
import { NotificationCommands } from './notification-commands.service';
import { MailNotices } from './mail-notices/mail-notices';
import { GetNotificationsResolver } from './queries/get-notifications/get-notifications.resolver';

/** The bell: notifications of requests, answers and messages; reading and clearing them; their e-mail notices. */
@Module({
  imports: [AccountsModule],
  providers: [NotificationCommands, MailNotices, GetNotificationsResolver, ReadNotificationResolver, ClearNotificationsResolver],
  exports: [NotificationCommands],
})
export class NotificationsModule {}
