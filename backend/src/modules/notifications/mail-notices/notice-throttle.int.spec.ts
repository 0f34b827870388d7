import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { isRedisReachable } from '../../../infrastructure/queue/bullmq-job-queue';
import { RedisNoticeThrottle } from './notice-throttle';
import { deleteKeysMatching } from '../../../../test-support/redis-keys';

// Redis is real in CI: this suite fails rather than skips when it cannot reach it.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW_SECONDS = 600;

describe('RedisNoticeThrottle', () => {
  const prefix = `tm-test-${randomUUID()}`;
  let clock = Date.now();
  const now = () => clock;
  let first: RedisNoticeThrottle;
  let second: RedisNoticeThrottle;
  let redis: Redis;

  beforeAll(async () => {
    if (!(await isRedisReachable(redisUrl))) throw new Error(`Redis is not reachable at ${redisUrl}; the notice throttle suite needs a real Redis`);
    first = new RedisNoticeThrottle(redisUrl, prefix, now);
    second = new RedisNoticeThrottle(redisUrl, prefix, now);
    redis = new Redis(redisUrl);
  });

  afterAll(async () => {
    await deleteKeysMatching(redis, `${prefix}:*`);
    await Promise.all([first.close(), second.close(), redis.quit()]);
  });

  it('gives a key to one caller per window, whichever process asks, and other keys stay free', async () => {
    expect(await first.tryAcquire('conversation-1:user-1', WINDOW_SECONDS)).toBe(true);
    expect(await first.tryAcquire('conversation-1:user-1', WINDOW_SECONDS)).toBe(false);
    expect(await second.tryAcquire('conversation-1:user-1', WINDOW_SECONDS)).toBe(false);
    expect(await second.tryAcquire('conversation-2:user-1', WINDOW_SECONDS)).toBe(true);
    expect(await first.tryAcquire('conversation-2:user-1', WINDOW_SECONDS)).toBe(false);
  });

  it('asks Redis again once the window it acquired has passed', async () => {
    expect(await first.tryAcquire('conversation-3:user-1', WINDOW_SECONDS)).toBe(true);
    // Redis's window ends (the key expires) and this process's clock passes the window.
    await redis.del(`${prefix}:notice-throttle:conversation-3:user-1`);
    clock += WINDOW_SECONDS * 1000 + 1;
    expect(await first.tryAcquire('conversation-3:user-1', WINDOW_SECONDS)).toBe(true);
    expect(await second.tryAcquire('conversation-3:user-1', WINDOW_SECONDS)).toBe(false);
  });
});
