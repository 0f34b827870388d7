import Redis from 'ioredis';

/** At most one notice per key per window: the first caller in a window gets true. */
export interface NoticeThrottle {
  tryAcquire(key: string, windowSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

/** SET key NX EX window: shared by every worker process, so a notice is sent once whichever worker sees the event. */
export class RedisNoticeThrottle implements NoticeThrottle {
  private readonly redis: Redis;

  constructor(redisUrl: string, private readonly prefix: string) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  }

  async tryAcquire(key: string, windowSeconds: number): Promise<boolean> {
    return (await this.redis.set(`${this.prefix}:notice-throttle:${key}`, '1', 'EX', windowSeconds, 'NX')) === 'OK';
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** For a machine without Redis: one process, one clock. */
export class InMemoryNoticeThrottle implements NoticeThrottle {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async tryAcquire(key: string, windowSeconds: number): Promise<boolean> {
    const now = this.now();
    if ((this.until.get(key) ?? 0) > now) return false;
    this.until.set(key, now + windowSeconds * 1000);
    return true;
  }

  async close(): Promise<void> {}
}
