import { Inject } from '@nestjs/common';
import { Args, Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AppConfig } from '../../../../config/app-config';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { MAILER, Mailer } from '../../../../../platform/mail/mailer.port';
import { APP_CONFIG } from '../../../../platform.module';

@ObjectType('OutboxMessage')
export class OutboxMessageModel {
  @Field(() => String) to!: string;
  @Field(() => String) subject!: string;
  @Field(() => String) text!: string;
  @Field(() => String) sentAt!: string;
}

/** The embedded mail outbox, for development and tests; absent in production and with real SMTP. */
@Resolver()
export class DevOutboxResolver {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query(() => [OutboxMessageModel], { description: 'E-mails sent to an address, newest first. Not available in production.' })
  async devOutbox(@Args('to', { type: () => String }) to: string): Promise<OutboxMessageModel[]> {
    if (this.config.nodeEnv === 'production' || !this.mailer.outbox) throw new NotFoundError('The dev outbox is not available here.');
    return this.mailer.outbox(to);
  }
}
