import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describeMailerContract } from './mailer.contract';
import { MailMessage } from '../../../platform/mail/mailer.port';
import { SmtpMailer } from './smtp-mailer';

/** The headers and body of a plain-text message as nodemailer writes it for ASCII content. */
function parse(raw: string): { subject: string; text: string } {
  const [head, ...body] = raw.split(/\r?\n\r?\n/);
  const subject = head.match(/^Subject: (.*)$/im)?.[1] ?? '';
  return { subject, text: body.join('\n\n') };
}

// A real SMTP server on loopback, so the adapter is exercised over the wire as in production.
describeMailerContract('SMTP (nodemailer against a local SMTP server)', async () => {
  const received: MailMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) received.push({ to: recipient.address, ...parse(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Tutoring Marketplace <no-reply@example.com>');
  return {
    mailer,
    delivered: async (to) => received.filter((message) => message.to === to),
    cleanup: async () => {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
});
