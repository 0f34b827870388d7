import { randomUUID } from 'node:crypto';
import { MailMessage, Mailer } from '../../../platform/mail/mailer.port';

export interface MailerUnderTest {
  mailer: Mailer;
  /** What actually reached the recipient, as the adapter's far side saw it. */
  delivered(to: string): Promise<MailMessage[]>;
  cleanup(): Promise<void>;
}

/** The behaviour every Mail adapter must show; run by each adapter's int spec. */
export function describeMailerContract(name: string, make: () => Promise<MailerUnderTest>): void {
  describe(`Mailer contract: ${name}`, () => {
    let subject: MailerUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => subject.cleanup());

    it('delivers the recipient, subject and text of a message', async () => {
      const to = `someone-${randomUUID().slice(0, 8)}@example.com`;
      const message = { to, subject: 'Verify your email address', text: 'Hi Ana,\nOpen http://localhost:4000/welcome/verify-account?token=abc123 to verify.' };
      await subject.mailer.send(message);
      const [delivered] = await subject.delivered(to);
      expect(delivered.to).toBe(to);
      expect(delivered.subject).toBe(message.subject);
      expect(delivered.text.replace(/\r\n/g, '\n').trim()).toBe(message.text);
    });

    it('delivers each message to its own recipient only', async () => {
      const first = `first-${randomUUID().slice(0, 8)}@example.com`;
      const second = `second-${randomUUID().slice(0, 8)}@example.com`;
      await subject.mailer.send({ to: first, subject: 'One', text: 'one' });
      await subject.mailer.send({ to: second, subject: 'Two', text: 'two' });
      expect((await subject.delivered(first)).map((message) => message.subject)).toEqual(['One']);
      expect((await subject.delivered(second)).map((message) => message.subject)).toEqual(['Two']);
    });
  });
}
