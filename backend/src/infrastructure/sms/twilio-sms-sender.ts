import { SmsDeliveryError, SmsMessage, SmsSender } from '../../../platform/sms/sms-sender.port';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Twilio number (E.164) or messaging service sid (`MG…`) the texts come from. */
  from: string;
  /** Twilio's API root; tests point it at a local server. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

interface TwilioError {
  code?: number;
  message?: string;
}

/**
 * Production SMS adapter: Twilio's Programmable Messaging REST API over fetch
 * (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded To, From or
 * MessagingServiceSid, Body; HTTP basic auth with the account sid and auth token).
 */
export class TwilioSmsSender implements SmsSender {
  readonly kind = 'twilio';

  constructor(private readonly settings: TwilioSettings) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from } = this.settings;
    const base = (this.settings.apiBaseUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
    const body = new URLSearchParams({ To: message.to, Body: message.text });
    body.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const response = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
    });
    if (response.ok) return;
    let error: TwilioError = {};
    try {
      error = (await response.json()) as TwilioError;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new SmsDeliveryError(`Twilio refused the message (HTTP ${response.status}): ${error.message ?? response.statusText}`, error.code ?? response.status);
  }

  async close(): Promise<void> {}
}
