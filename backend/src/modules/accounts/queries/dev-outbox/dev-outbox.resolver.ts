import { Args, Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DevOutboxHandler } from './dev-outbox.handler';

@ObjectType('OutboxMessage')
export class OutboxMessageModel {
  @Field(() => String) to!: string;
  @Field(() => String) subject!: string;
  @Field(() => String) text!: string;
  @Field(() => String) sentAt!: string;
}

@Resolver()
export class DevOutboxResolver {
  constructor(private readonly handler: DevOutboxHandler) {}

  @Query(() => [OutboxMessageModel], { description: 'E-mails sent to an address, newest first. Not available in production.' })
  async devOutbox(@Args('to', { type: () => String }) to: string): Promise<OutboxMessageModel[]> {
    return this.handler.execute({ to });
  }
}
