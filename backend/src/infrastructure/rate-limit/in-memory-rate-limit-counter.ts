import { RateLimitCounter } from '../../../platform/rate-limit/rate-limit-counter.port';

/** Used when Redis cannot be reached: limits then hold per process only. */
export class InMemoryRateLimitCounter implements RateLimitCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowSeconds: number): Promise<number> {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || current.endsAt <= now) {
      this.windows.set(key, { count: 1, endsAt: now + windowSeconds * 1000 });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  async hitEach(keys: readonly string[], windowSeconds: number): Promise<number[]> {
    return Promise.all(keys.map((key) => this.hit(key, windowSeconds)));
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}
