import { Injectable } from '@nestjs/common';
import { findNotificationsOf } from '../../../../../projections/notifications/notifications.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { NotificationModel } from '../../notification.model';

/** getNotifications: the viewer's notifications, newest first (at most 100). */
@Injectable()
export class GetNotificationsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { userId: string }): Promise<NotificationModel[]> {
    return (await findNotificationsOf(this.readModels, input.userId)).map((notification) => NotificationModel.fromDocument(notification));
  }
}
