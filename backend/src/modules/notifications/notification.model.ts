import { Field, ID, ObjectType } from '@nestjs/graphql';
import { NotificationDocument } from '../../../projections/notifications/notifications.projection';

@ObjectType('Notification')
export class NotificationModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'TUTORING_REQUEST, REQUEST_ACCEPTED, REQUEST_DECLINED or NEW_MESSAGE.' }) type!: string;
  @Field(() => String, { description: 'What happened, in English; the browser may word it from `type` in the user’s language.' }) details!: string;
  @Field(() => String, { description: 'Who it is about, "First Last": with `type`, what the browser words `details` from.' }) fromName!: string;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => String, { nullable: true, description: 'Where to go in the app, a path such as /conversation/{id}.' }) link!: string | null;
  @Field(() => String, { description: 'ISO-8601 instant of what it tells about.' }) createdAt!: string;
  @Field(() => ID, { nullable: true }) conversationId!: string | null;

  static fromDocument(document: NotificationDocument): NotificationModel {
    return {
      id: document._id,
      type: document.type,
      details: document.details,
      fromName: document.fromName,
      isRead: document.isRead,
      link: document.link,
      createdAt: document.createdAt,
      conversationId: document.conversationId,
    };
  }
}
