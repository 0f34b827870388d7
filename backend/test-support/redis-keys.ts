import type Redis from 'ioredis';

/** Removes what a test wrote under its throw-away prefix, so runs against one Redis leave nothing behind. */
export async function deleteKeysMatching(redis: Redis, pattern: string): Promise<void> {
  const keys = await redis.keys(pattern);
  if (keys.length > 0) await redis.del(...keys);
}
