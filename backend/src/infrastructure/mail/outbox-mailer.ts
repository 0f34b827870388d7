import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { Logger } from '../../../platform/logging/logger';
import { MailMessage, Mailer, SentMail } from '../../../platform/mail/mailer.port';

/**
 * Embedded Mail adapter: every message goes to an outbox file (JSON lines, so it survives a
 * restart) and to the log. The log line carries the recipient and subject only: bodies hold
 * single-use links that must not end up in logs.
 */
export class OutboxMailer implements Mailer {
  private readonly messages: SentMail[] = [];

  constructor(
    private readonly file: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (line.trim()) this.messages.push(JSON.parse(line) as SentMail);
      }
    }
  }

  async send(message: MailMessage): Promise<void> {
    const sent: SentMail = { to: message.to.trim().toLowerCase(), subject: message.subject, text: message.text, sentAt: this.now().toISOString() };
    appendFileSync(this.file, `${JSON.stringify(sent)}\n`);
    this.messages.push(sent);
    this.logger.info({ to: sent.to, subject: sent.subject }, 'mail written to the dev outbox (read it with the devOutbox query)');
  }

  async outbox(to: string): Promise<SentMail[]> {
    const address = to.trim().toLowerCase();
    return this.messages.filter((message) => message.to === address).reverse();
  }

  async close(): Promise<void> {}
}
