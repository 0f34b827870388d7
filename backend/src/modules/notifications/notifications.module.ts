import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ClearNotificationsResolver } from './commands/clear-notifications/clear-notifications.resolver';
import { ClearNotificationsHandler } from './commands/clear-notifications/clear-notifications.handler';
import { ReadNotificationHandler } from './commands/read-notification/read-notification.handler';
import { ReadNotificationResolver } from './commands/read-notification/read-notification.resolver';
import { MailNotices } from './mail-notices/mail-notices';
import { GetNotificationsHandler } from './queries/get-notifications/get-notifications.handler';
import { GetNotificationsResolver } from './queries/get-notifications/get-notifications.resolver';
import { GetNotificationsQueryResolver } from './queries/get-notifications-query/get-notifications-query.resolver';

/** The bell: notifications of requests, answers and messages; reading and clearing them; their e-mail notices. */
@Module({
  imports: [AccountsModule],
  providers: [
    MailNotices,
    GetNotificationsHandler,
    GetNotificationsResolver,
    GetNotificationsQueryResolver,
    ReadNotificationHandler,
    ReadNotificationResolver,
    ClearNotificationsHandler,
    ClearNotificationsResolver,
  ],
})
export class NotificationsModule {}
