import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Lease, Leases } from '../../../platform/leases/lease.port';

/** Renews the lease only while this holder still has it. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
/** Gives the lease up only while this holder still has it. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * Leases in Redis that give one process of a deployment each log reaction (`<prefix>:lease:reaction:<name>`)
 * and the projections into a shared read store (`<prefix>:lease:projector`): the lock pattern of the
 * Redis manual, SET NX PX, renewed and released only by its holder. The holder renews its lease
 * every third of `ttlMs`; a holder that dies stops renewing, the lease expires after `ttlMs`, and
 * another process asking every `retryMs` takes the work over from its checkpoint: within
 * ttlMs + retryMs (6 + 1 s by default, under the 10 s promised).
 */
export class RedisLeases implements Leases {
  /** Who this process is, for the leases it holds. */
  readonly holder = `${process.pid}-${randomUUID()}`;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly ttlMs = 6_000,
    readonly retryMs = 1_000,
  ) {}

  lease(name: string): Lease {
    const key = `${this.prefix}:lease:${name}`;
    const { redis, holder, ttlMs, retryMs } = this;
    return {
      renewEveryMs: Math.floor(ttlMs / 3),
      retryEveryMs: retryMs,
      acquire: async () => (await redis.set(key, holder, 'PX', ttlMs, 'NX')) === 'OK',
      renew: async () => Number(await redis.eval(RENEW, 1, key, holder, ttlMs)) === 1,
      release: async () => {
        await redis.eval(RELEASE, 1, key, holder);
      },
    };
  }
}
