import { LiveSubscription } from '../../../platform/live-updates/live-updates.port';

/**
 * The updates of a subscription that concern it, mapped to what it sends, after `initial` values.
 * A plain iterator rather than an async generator: `return()` (the client unsubscribing) must end
 * the underlying subscription at once, even while a `next()` is waiting.
 */
export function pick<T, R>(source: LiveSubscription<T>, select: (update: T) => R | undefined, initial: R[] = []): AsyncIterableIterator<R> {
  const queued = [...initial];
  const iterator: AsyncIterableIterator<R> = {
    async next(): Promise<IteratorResult<R>> {
      if (queued.length > 0) return { value: queued.shift() as R, done: false };
      for (;;) {
        const result = await source.next();
        if (result.done) return { value: undefined, done: true };
        const selected = select(result.value);
        if (selected !== undefined) return { value: selected, done: false };
      }
    },
    async return(): Promise<IteratorResult<R>> {
      await source.return();
      return { value: undefined, done: true };
    },
    async throw(error?: unknown): Promise<IteratorResult<R>> {
      await source.return();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
