/**
 * The SMS port: short texts to a phone number in E.164 (`+14155552671`). Production sends through
 * Twilio's REST API; the embedded adapter writes to the dev outbox, where a developer or a test
 * reads the text with the `devOutbox(to: "+14155552671")` query.
 */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: string;
  send(message: SmsMessage): Promise<void>;
  close(): Promise<void>;
}

/** The provider refused the message (bad number, blocked recipient, bad credentials). */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | number | null = null,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

export const SMS_SENDER = Symbol('SmsSender');
