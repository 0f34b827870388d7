import { Logger } from '../../../platform/logging/logger';
import { Mailer } from '../../../platform/mail/mailer.port';
import { SmsMessage, SmsSender } from '../../../platform/sms/sms-sender.port';

/** The subject texts carry in the dev outbox, so a reader can tell them from e-mails. */
export const SMS_OUTBOX_SUBJECT = 'SMS';

/**
 * Embedded SMS adapter: every text goes to the dev outbox (the embedded Mail adapter's, shown by
 * the `devOutbox` query under the phone number), and a line without the text to the log: texts
 * carry verification codes.
 */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox';

  constructor(
    private readonly outbox: Pick<Mailer, 'send'>,
    private readonly logger: Logger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.send({ to: message.to, subject: SMS_OUTBOX_SUBJECT, text: message.text });
    this.logger.info({ to: message.to }, 'text message written to the dev outbox (read it with the devOutbox query)');
  }

  async close(): Promise<void> {}
}
