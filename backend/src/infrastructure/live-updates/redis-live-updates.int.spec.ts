import { randomUUID } from 'node:crypto';
import { logger } from '../../../platform/logging/logger';
import { isRedisReachable } from '../queue/bullmq-job-queue';
import { describeLiveUpdatesContract } from './live-updates.contract';
import { RedisLiveUpdates } from './redis-live-updates';

// Redis is real in CI: this suite fails rather than skips when it cannot reach it.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

beforeAll(async () => {
  if (!(await isRedisReachable(redisUrl))) throw new Error(`Redis is not reachable at ${redisUrl}; the live-updates suite needs a real Redis`);
});

// Two adapters, as two processes would hold: what one publishes, the other receives.
describeLiveUpdatesContract('Redis pub/sub across two connections', async () => {
  const prefix = `tm-test-${randomUUID()}`;
  const publisher = new RedisLiveUpdates(redisUrl, prefix, logger);
  const subscriber = new RedisLiveUpdates(redisUrl, prefix, logger);
  return { publisher, subscriber, cleanup: async () => void (await Promise.all([publisher.close(), subscriber.close()])) };
});
