import { Field, InputType } from '@nestjs/graphql';

@InputType('NoticeChannelsInput')
export class NoticeChannelsInput {
  @Field(() => Boolean) email!: boolean;
  @Field(() => Boolean) text!: boolean;
  @Field(() => Boolean) push!: boolean;
}

@InputType('NotificationSettingsInput', { description: 'Every kind of notice with its three channels: the whole set is saved at once.' })
export class NotificationSettingsInput {
  @Field(() => NoticeChannelsInput) requests!: NoticeChannelsInput;
  @Field(() => NoticeChannelsInput) messages!: NoticeChannelsInput;
  @Field(() => NoticeChannelsInput) sessions!: NoticeChannelsInput;
  @Field(() => NoticeChannelsInput) payouts!: NoticeChannelsInput;
  @Field(() => NoticeChannelsInput) newsletters!: NoticeChannelsInput;
}
