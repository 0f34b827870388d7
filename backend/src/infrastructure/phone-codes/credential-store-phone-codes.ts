import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CredentialStore } from '../../../platform/credentials/credential-store.port';
import { PHONE_CODE_LENGTH, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MS, PhoneCodeCheck, PhoneCodes } from '../../../platform/phone-codes/phone-codes.port';

interface StoredCode {
  hash: string;
  phoneNumber: string;
  expiresAt: number;
  attempts: number;
}

/**
 * PhoneCodes in the CredentialStore (SQLite embedded, MongoDB in production), under
 * `phone-code:<userId>`. Codes are hashed with HMAC-SHA256 under the app secret, so the store alone
 * does not give them away. Each guess takes the record out and puts it back with one more attempt:
 * parallel guesses cannot share one attempt.
 */
export class CredentialStorePhoneCodes implements PhoneCodes {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly secret: string,
  ) {}

  async issue(userId: string, phoneNumber: string, now: Date): Promise<string> {
    const code = randomInt(0, 10 ** PHONE_CODE_LENGTH).toString().padStart(PHONE_CODE_LENGTH, '0');
    const expiresAt = now.getTime() + PHONE_CODE_TTL_MS;
    const stored: StoredCode = { hash: this.hashOf(userId, code), phoneNumber, expiresAt, attempts: 0 };
    await this.credentials.put(this.keyOf(userId), { ...stored }, { expiresAt: new Date(expiresAt) });
    return code;
  }

  async check(userId: string, phoneNumber: string, code: string, now: Date): Promise<PhoneCodeCheck> {
    const taken = (await this.credentials.take(this.keyOf(userId))) as StoredCode | null;
    if (!taken || taken.phoneNumber !== phoneNumber || taken.expiresAt <= now.getTime()) return { outcome: 'expired' };
    if (taken.attempts >= PHONE_CODE_MAX_ATTEMPTS) return { outcome: 'too-many-attempts' };
    const guess = Buffer.from(this.hashOf(userId, code.replace(/\s+/g, '')), 'hex');
    if (timingSafeEqual(guess, Buffer.from(taken.hash, 'hex'))) return { outcome: 'valid' };
    const attempts = taken.attempts + 1;
    if (attempts >= PHONE_CODE_MAX_ATTEMPTS) return { outcome: 'too-many-attempts' };
    await this.credentials.put(this.keyOf(userId), { ...taken, attempts }, { expiresAt: new Date(taken.expiresAt) });
    return { outcome: 'invalid', attemptsLeft: PHONE_CODE_MAX_ATTEMPTS - attempts };
  }

  private keyOf(userId: string): string {
    return `phone-code:${userId}`;
  }

  private hashOf(userId: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${userId}:${code}`).digest('hex');
  }
}
