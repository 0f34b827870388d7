import { assertTopic, LiveSubscription, LiveUpdates, PushIterator } from '../../../platform/live-updates/live-updates.port';

/** Within one process only: for a machine without Redis (embedded mode) and unit tests. */
export class InProcessLiveUpdates implements LiveUpdates {
  readonly kind = 'in-process' as const;
  private readonly listeners = new Map<string, Set<PushIterator<unknown>>>();

  async publish(topic: string, payload: unknown): Promise<void> {
    assertTopic(topic);
    // A copy per publish, as a payload crossing Redis would be: subscribers never share state with the publisher.
    const json = JSON.stringify(payload);
    for (const listener of this.listeners.get(topic) ?? []) listener.push(JSON.parse(json));
  }

  async subscribe<T>(topic: string): Promise<LiveSubscription<T>> {
    assertTopic(topic);
    const listeners = this.listeners.get(topic) ?? new Set();
    this.listeners.set(topic, listeners);
    const iterator: PushIterator<unknown> = new PushIterator(() => {
      listeners.delete(iterator);
      if (listeners.size === 0) this.listeners.delete(topic);
    });
    listeners.add(iterator);
    return iterator as PushIterator<T>;
  }

  listening(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }

  async close(): Promise<void> {
    for (const listeners of [...this.listeners.values()]) for (const listener of [...listeners]) await listener.return();
  }
}
