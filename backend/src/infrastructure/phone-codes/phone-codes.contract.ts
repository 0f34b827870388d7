import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MS, PhoneCodes } from '../../../platform/phone-codes/phone-codes.port';

export interface PhoneCodesUnderTest {
  codes: PhoneCodes;
  cleanup(): Promise<void>;
}

/** The behaviour every PhoneCodes adapter must show; run by each adapter's int spec. */
export function describePhoneCodesContract(name: string, make: () => Promise<PhoneCodesUnderTest>): void {
  describe(`PhoneCodes contract: ${name}`, () => {
    let subject: PhoneCodesUnderTest;
    const now = new Date();
    const later = (ms: number) => new Date(now.getTime() + ms);
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => subject.cleanup());

    it('issues 6-digit codes that are valid once', async () => {
      const code = await subject.codes.issue('u1', '+14155552671', now);
      expect(code).toMatch(/^\d{6}$/);
      expect(await subject.codes.check('u1', '+14155552671', code, later(1000))).toEqual({ outcome: 'valid' });
      expect(await subject.codes.check('u1', '+14155552671', code, later(2000))).toEqual({ outcome: 'expired' });
    });

    it('counts wrong guesses and voids the code at the fifth', async () => {
      const code = await subject.codes.issue('u1', '+14155552671', now);
      for (let attempt = 1; attempt < PHONE_CODE_MAX_ATTEMPTS; attempt++) {
        expect(await subject.codes.check('u1', '+14155552671', wrong(code), now)).toEqual({ outcome: 'invalid', attemptsLeft: PHONE_CODE_MAX_ATTEMPTS - attempt });
      }
      expect(await subject.codes.check('u1', '+14155552671', wrong(code), now)).toEqual({ outcome: 'too-many-attempts' });
      expect((await subject.codes.check('u1', '+14155552671', code, now)).outcome).not.toBe('valid');
    });

    it('lets a code expire after 10 minutes', async () => {
      const code = await subject.codes.issue('u1', '+14155552671', now);
      expect(await subject.codes.check('u1', '+14155552671', code, later(PHONE_CODE_TTL_MS))).toEqual({ outcome: 'expired' });
    });

    it('keeps a code to its user and number, and a new code replaces the old', async () => {
      const first = await subject.codes.issue('u1', '+14155552671', now);
      expect((await subject.codes.check('u2', '+14155552671', first, now)).outcome).toBe('expired');
      expect((await subject.codes.check('u1', '+14155550123', first, now)).outcome).toBe('expired');
      const again = await subject.codes.issue('u1', '+14155552671', now);
      const second = again === first ? await subject.codes.issue('u1', '+14155552671', now) : again;
      if (second !== first) expect((await subject.codes.check('u1', '+14155552671', first, now)).outcome).toBe('invalid');
      expect(await subject.codes.check('u1', '+14155552671', second, now)).toEqual({ outcome: 'valid' });
    });
  });
}
