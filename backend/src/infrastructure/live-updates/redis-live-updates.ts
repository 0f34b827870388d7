import Redis from 'ioredis';
import { Logger } from '../../../platform/logging/logger';
import { assertTopic, LiveSubscription, LiveUpdates, PushIterator } from '../../../platform/live-updates/live-updates.port';

/**
 * Redis pub/sub: one connection publishes, one listens; a channel (`<prefix>:live:<topic>`) is
 * subscribed while at least one local listener wants it. Every process subscribed to a channel
 * gets every message published to it, from any process.
 */
export class RedisLiveUpdates implements LiveUpdates {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, Set<PushIterator<unknown>>>();
  /** Pending or done SUBSCRIBE per channel, so concurrent subscribers wait for the same one. */
  private readonly subscribed = new Map<string, Promise<unknown>>();
  private readonly acknowledged = new Set<string>();

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    // Auto-pipelining sends the publishes issued in one tick (an event's several pushes, a burst of
    // events) in one write: one system call per publish was most of the cost of publishing.
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false, enableAutoPipelining: true });
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.logger.warn({ err: error }, 'live updates: redis connection error'));
    }
  }

  private channelOf(topic: string): string {
    return `${this.prefix}:live:${topic}`;
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    assertTopic(topic);
    await this.publisher.publish(this.channelOf(topic), JSON.stringify(payload));
  }

  async subscribe<T>(topic: string): Promise<LiveSubscription<T>> {
    assertTopic(topic);
    const channel = this.channelOf(topic);
    const listeners = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, listeners);
    const iterator: PushIterator<unknown> = new PushIterator(() => this.unlisten(channel, iterator));
    listeners.add(iterator);
    let subscribing = this.subscribed.get(channel);
    if (!subscribing) {
      subscribing = this.subscriber.subscribe(channel).then(() => this.subscribed.get(channel) === subscribing && this.acknowledged.add(channel));
      this.subscribed.set(channel, subscribing);
    }
    try {
      await subscribing;
    } catch (error) {
      await iterator.return();
      throw error;
    }
    return iterator as PushIterator<T>;
  }

  private unlisten(channel: string, iterator: PushIterator<unknown>): void {
    const listeners = this.listeners.get(channel);
    listeners?.delete(iterator);
    if (listeners && listeners.size === 0) {
      this.listeners.delete(channel);
      this.subscribed.delete(channel);
      this.acknowledged.delete(channel);
      this.subscriber.unsubscribe(channel).catch((error: Error) => this.logger.warn({ err: error, channel }, 'live updates: unsubscribe failed'));
    }
  }

  private deliver(channel: string, message: string): void {
    const listeners = this.listeners.get(channel);
    if (!listeners) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (error) {
      this.logger.warn({ err: error, channel }, 'live updates: unreadable message');
      return;
    }
    for (const listener of listeners) listener.push(listeners.size > 1 ? structuredClone(payload) : payload);
  }

  /** Counted once the channel's SUBSCRIBE has been acknowledged. */
  listening(topic: string): number {
    const channel = this.channelOf(topic);
    return this.acknowledged.has(channel) ? (this.listeners.get(channel)?.size ?? 0) : 0;
  }

  async close(): Promise<void> {
    for (const listeners of [...this.listeners.values()]) for (const listener of [...listeners]) await listener.return();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
