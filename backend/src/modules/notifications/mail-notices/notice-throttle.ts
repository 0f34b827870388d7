import Redis from 'ioredis';

/** At most one notice per key per window: the first caller in a window gets true. */
export interface NoticeThrottle {
  tryAcquire(key: string, windowSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Past this many keys held, the expired ones are dropped from memory. */
const HELD_KEYS_SWEEP_AT = 10_000;

/**
 * SET key NX EX window: shared by every worker process, so a notice is sent once whichever worker
 * sees the event. A key this process acquired is known to be held until its window ends (no one
 * deletes it), so asking again within the window is answered here: a conversation's every message
 * would otherwise cost a round trip to Redis for the same refusal.
 */
export class RedisNoticeThrottle implements NoticeThrottle {
  private readonly redis: Redis;
  /** Keys this process acquired, with the time their window ends at the latest. */
  private readonly heldUntil = new Map<string, number>();

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  }

  async tryAcquire(key: string, windowSeconds: number): Promise<boolean> {
    // Taken before the SET, so the window remembered here ends no later than Redis's.
    const asked = this.now();
    if ((this.heldUntil.get(key) ?? 0) > asked) return false;
    const acquired = (await this.redis.set(`${this.prefix}:notice-throttle:${key}`, '1', 'EX', windowSeconds, 'NX')) === 'OK';
    if (acquired) this.remember(key, asked + windowSeconds * 1000);
    return acquired;
  }

  private remember(key: string, until: number): void {
    if (this.heldUntil.size >= HELD_KEYS_SWEEP_AT) {
      const now = this.now();
      for (const [held, end] of this.heldUntil) if (end <= now) this.heldUntil.delete(held);
    }
    this.heldUntil.set(key, until);
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
