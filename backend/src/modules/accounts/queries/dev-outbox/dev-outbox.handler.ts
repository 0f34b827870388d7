import { Inject, Injectable } from '@nestjs/common';
import { MAILER, Mailer } from '../../../../../platform/mail/mailer.port';
import { AppConfig } from '../../../../config/app-config';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { APP_CONFIG } from '../../../../platform.module';

/** devOutbox: the embedded mail outbox, for development and tests; absent in production and with real SMTP. */
@Injectable()
export class DevOutboxHandler {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(input: { to: string }): Promise<Array<{ to: string; subject: string; text: string; sentAt: string }>> {
    if (this.config.nodeEnv === 'production' || !this.mailer.outbox) throw new NotFoundError('The dev outbox is not available here.');
    return this.mailer.outbox(input.to);
  }
}
