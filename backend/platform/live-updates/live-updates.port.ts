/**
 * The LiveUpdates port: fire-and-forget publish/subscribe between processes, for pushing changes to
 * open subscriptions (GraphQL over graphql-ws). Production and CI use Redis pub/sub, so a change
 * published by the projector reaches every api process; the in-process adapter serves a machine
 * without Redis and unit tests. Nothing published is stored: a subscriber that is not listening
 * misses it (clients refetch on reconnect).
 */
export interface LiveSubscription<T> extends AsyncIterableIterator<T> {
  /** Stops listening; pending and later `next()` calls resolve as done. */
  return(): Promise<IteratorResult<T>>;
}

export interface LiveUpdates {
  readonly kind: 'redis' | 'in-process';
  publish(topic: string, payload: unknown): Promise<void>;
  /** Resolves once listening: whatever is published to `topic` after that is delivered, in order. */
  subscribe<T>(topic: string): Promise<LiveSubscription<T>>;
  /** How many subscriptions of this process listen to `topic` now (probes and metrics). */
  listening(topic: string): number;
  close(): Promise<void>;
}

export const LIVE_UPDATES = Symbol('LiveUpdates');

/** Topic names must be channel-safe: letters, digits and `:_-`. */
export function assertTopic(topic: string): void {
  if (!/^[\w:-]{1,200}$/.test(topic)) throw new Error(`Invalid live-update topic "${topic}"`);
}

/** A buffered async iterator fed by `push`; what the adapters hand out. Keeps at most `limit` undelivered items (drops the oldest). */
export class PushIterator<T> implements LiveSubscription<T> {
  private readonly buffer: T[] = [];
  private readonly waiting: Array<(result: IteratorResult<T>) => void> = [];
  private done = false;

  constructor(
    private readonly onReturn: () => void,
    private readonly limit = 1000,
  ) {}

  push(value: T): void {
    if (this.done) return;
    const waiter = this.waiting.shift();
    if (waiter) return waiter({ value, done: false });
    this.buffer.push(value);
    if (this.buffer.length > this.limit) this.buffer.shift();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift() as T, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async return(): Promise<IteratorResult<T>> {
    if (!this.done) {
      this.done = true;
      this.buffer.length = 0;
      for (const waiter of this.waiting.splice(0)) waiter({ value: undefined, done: true });
      this.onReturn();
    }
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
