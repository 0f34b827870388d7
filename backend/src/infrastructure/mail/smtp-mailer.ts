import nodemailer, { Transporter } from 'nodemailer';
import { MailMessage, Mailer } from '../../../platform/mail/mailer.port';

/** Production Mail adapter: SMTP through nodemailer (Mailpit in docker-compose). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
