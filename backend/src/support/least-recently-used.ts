/** A bounded map that forgets what was used least recently. */
export class LeastRecentlyUsed<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value for `key`, made with `make` and kept when absent. */
  get(key: string, make: () => V): V {
    const cached = this.find(key);
    if (cached !== undefined) return cached;
    const value = make();
    this.set(key, value);
    return value;
  }

  /** The value kept for `key`, if any, now the most recently used. */
  find(key: string): V | undefined {
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      // Most recently used last, so the oldest goes first.
      this.entries.delete(key);
      this.entries.set(key, cached);
    }
    return cached;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Forgets `key`, but only while it still holds `value` when one is given. */
  delete(key: string, value?: V): void {
    if (value === undefined || this.entries.get(key) === value) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
