import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Captcha, CaptchaChallenge } from '../../../platform/captcha/captcha.port';

/** How long a puzzle may be answered. */
const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * The offline captcha: a small sum whose numbers travel signed (HMAC with the auth secret) in the
 * puzzle's token, so the check needs no storage and works on any api process. The response is
 * `<token>:<answer>`. It stops form-filling scripts that do not run the page, not a determined bot.
 */
export class EmbeddedCaptcha implements Captcha {
  readonly kind = 'embedded' as const;
  readonly siteKey = null;

  constructor(
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  challenge(): CaptchaChallenge {
    const bytes = randomBytes(3);
    const a = 1 + (bytes[0] % 9);
    const b = 1 + (bytes[1] % 9);
    const payload = Buffer.from(JSON.stringify({ a, b, exp: this.now().getTime() + CHALLENGE_TTL_MS, n: randomBytes(6).toString('base64url') })).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, a, b };
  }

  async verify(response: string): Promise<boolean> {
    const [token = '', answer = ''] = response.split(':');
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    let puzzle: { a: number; b: number; exp: number };
    try {
      puzzle = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof puzzle;
    } catch {
      return false;
    }
    const { a, b, exp } = puzzle;
    return exp > this.now().getTime() && /^\s*\d+\s*$/.test(answer) && Number(answer) === a + b;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`captcha:${payload}`).digest('base64url');
  }
}
