import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { InMemoryRateLimitCounter } from './in-memory-rate-limit-counter';
import { RateLimitCounter } from '../../../platform/rate-limit/rate-limit-counter.port';
import { RedisRateLimitCounter } from './redis-rate-limit-counter';
import { deleteKeysMatching } from '../../../test-support/redis-keys';

function describeRateLimitCounterContract(name: string, make: () => Promise<{ counter: RateLimitCounter; cleanup: () => Promise<void> }>) {
  describe(`RateLimitCounter contract: ${name}`, () => {
    let counter: RateLimitCounter;
    let cleanup: () => Promise<void>;
    beforeEach(async () => ({ counter, cleanup } = await make()));
    afterEach(async () => cleanup());

    it('counts hits per key within the window', async () => {
      const key = randomUUID();
      expect(await counter.hit(key, 60)).toBe(1);
      expect(await counter.hit(key, 60)).toBe(2);
      expect(await counter.hit(randomUUID(), 60)).toBe(1);
    });

    it('counts concurrent hits without losing any', async () => {
      const key = randomUUID();
      const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit(key, 60)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    });

    it('counts a hit on each of several keys at once, in their order', async () => {
      const [email, ip] = [randomUUID(), randomUUID()];
      await counter.hit(ip, 60);
      expect(await counter.hitEach([email, ip], 60)).toEqual([1, 2]);
      expect(await counter.hitEach([email, ip], 60)).toEqual([2, 3]);
      expect(await counter.hit(email, 60)).toBe(3);
    });

    it('starts again after a reset', async () => {
      const key = randomUUID();
      await counter.hit(key, 60);
      await counter.reset(key);
      expect(await counter.hit(key, 60)).toBe(1);
    });
  });
}

describeRateLimitCounterContract('in-memory', async () => ({ counter: new InMemoryRateLimitCounter(), cleanup: async () => undefined }));

describeRateLimitCounterContract('Redis', async () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `test:${randomUUID()}:`;
  return {
    counter: new RedisRateLimitCounter(redis, prefix),
    cleanup: async () => {
      await deleteKeysMatching(redis, `${prefix}*`);
      await redis.quit();
    },
  };
});

describe('in-memory window expiry', () => {
  it('opens a new window once the old one has ended', async () => {
    let now = 0;
    const counter = new InMemoryRateLimitCounter(() => now);
    await counter.hit('k', 10);
    expect(await counter.hit('k', 10)).toBe(2);
    now = 10_000;
    expect(await counter.hit('k', 10)).toBe(1);
  });
});
