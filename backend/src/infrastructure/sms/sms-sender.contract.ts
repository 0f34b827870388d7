import { SmsMessage, SmsSender } from '../../../platform/sms/sms-sender.port';

export interface SmsSenderUnderTest {
  sender: SmsSender;
  /** A number the adapter's far side accepts. */
  validNumber: string;
  /** What reached a number, where the far side can show it (null when it cannot be read back). */
  delivered(to: string): Promise<SmsMessage[] | null>;
  cleanup(): Promise<void>;
}

/** The behaviour every SMS adapter must show; run by each adapter's int spec. */
export function describeSmsSenderContract(name: string, make: () => Promise<SmsSenderUnderTest>): void {
  describe(`SmsSender contract: ${name}`, () => {
    let subject: SmsSenderUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => subject.cleanup());

    it('sends a text to a number', async () => {
      const text = 'Your verification code is 123456. It expires in 10 minutes.';
      await subject.sender.send({ to: subject.validNumber, text });
      const delivered = await subject.delivered(subject.validNumber);
      if (delivered !== null) expect(delivered[0]).toEqual({ to: subject.validNumber, text });
    });
  });
}
