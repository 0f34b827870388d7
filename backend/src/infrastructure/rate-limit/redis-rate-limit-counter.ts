import Redis from 'ioredis';
import { RateLimitCounter } from '../../../platform/rate-limit/rate-limit-counter.port';

/** Shared by every api replica, so a limit holds however many processes serve logins. */
export class RedisRateLimitCounter implements RateLimitCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'tm:ratelimit:',
  ) {}

  async hit(key: string, windowSeconds: number): Promise<number> {
    const redisKey = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(redisKey).expire(redisKey, windowSeconds, 'NX').exec()) as [[null, number], unknown];
    return count;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
