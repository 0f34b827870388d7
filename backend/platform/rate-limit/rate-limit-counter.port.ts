/** Fixed-window counters for throttling (login attempts per e-mail and per IP). */
export interface RateLimitCounter {
  /** Counts one hit on `key` and returns the hits in the current window, this one included. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** hit on each key, in one round trip where the store is remote; the counts in the keys' order. */
  hitEach(keys: readonly string[], windowSeconds: number): Promise<number[]>;
  reset(key: string): Promise<void>;
}
