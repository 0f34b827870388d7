import Redis from 'ioredis';
import { RateLimitCounter } from '../../../platform/rate-limit/rate-limit-counter.port';

/** Shared by every api replica, so a limit holds however many processes serve logins. */
export class RedisRateLimitCounter implements RateLimitCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'tm:ratelimit:',
  ) {}

  async hit(key: string, windowSeconds: number): Promise<number> {
    const [count] = await this.hitEach([key], windowSeconds);
    return count;
  }

  async hitEach(keys: readonly string[], windowSeconds: number): Promise<number[]> {
    const transaction = this.redis.multi();
    for (const key of keys) transaction.incr(this.prefix + key).expire(this.prefix + key, windowSeconds, 'NX');
    const replies = (await transaction.exec()) as Array<[Error | null, number]>;
    // Each key's INCR reply, skipping its EXPIRE's.
    return keys.map((_, index) => {
      const [error, count] = replies[2 * index];
      if (error) throw error;
      return count;
    });
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
