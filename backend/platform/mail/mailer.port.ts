/** The Mail port. Production sends over SMTP; the embedded adapter keeps an outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SentMail extends MailMessage {
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages sent to an address, newest first; only the embedded outbox can answer. */
  outbox?(to: string): Promise<SentMail[]>;
  close(): Promise<void>;
}

export const MAILER = Symbol('Mailer');
