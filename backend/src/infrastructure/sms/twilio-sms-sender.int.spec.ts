import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { describeSmsSenderContract } from './sms-sender.contract';
import { SmsDeliveryError } from '../../../platform/sms/sms-sender.port';
import { TwilioSmsSender } from './twilio-sms-sender';

const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_TEST_TO } = process.env;

if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM) {
  // With Twilio's test credentials and the magic From +15005550006 nothing is really sent.
  describeSmsSenderContract('Twilio', async () => ({
    sender: new TwilioSmsSender({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM }),
    validNumber: TWILIO_TEST_TO ?? '+14155552671',
    delivered: async () => null,
    cleanup: async () => undefined,
  }));
} else {
  process.stdout.write('skipped: no Twilio credentials (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)\n');
  describe('SmsSender contract: Twilio', () => {
    it.skip('needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM', () => undefined);
  });
}

/** The request as Twilio's documented API expects it, checked against a local stand-in. */
describe('Twilio SMS adapter, against a local stand-in for the API', () => {
  let server: Server;
  let received: Array<{ method: string; url: string; authorization: string; body: URLSearchParams }> = [];
  let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM1' } };

  const bodyOf = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      received.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization ?? '', body: new URLSearchParams(await bodyOf(request)) });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    answer = { status: 201, body: { sid: 'SM1' } };
  });

  const sender = (from = '+15005550006') =>
    new TwilioSmsSender({ accountSid: 'AC123', authToken: 'secret', from, apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });

  it('posts To, From and Body form-encoded to the account’s Messages resource with basic auth', async () => {
    await sender().send({ to: '+14155552671', text: 'Your code is 123456.' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/2010-04-01/Accounts/AC123/Messages.json', authorization: `Basic ${Buffer.from('AC123:secret').toString('base64')}` });
    expect(Object.fromEntries(received[0].body)).toEqual({ To: '+14155552671', From: '+15005550006', Body: 'Your code is 123456.' });
  });

  it('sends from a messaging service when given its sid', async () => {
    await sender('MG0123').send({ to: '+14155552671', text: 'Hi' });
    expect(Object.fromEntries(received[0].body)).toEqual({ To: '+14155552671', MessagingServiceSid: 'MG0123', Body: 'Hi' });
  });

  it('turns a refusal into an SmsDeliveryError carrying Twilio’s code and message', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number +15005550001 is not a valid phone number.", status: 400 } };
    const sending = sender().send({ to: '+15005550001', text: 'Hi' });
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.toMatchObject({ providerCode: 21211, message: expect.stringContaining('is not a valid phone number') });
  });
});
