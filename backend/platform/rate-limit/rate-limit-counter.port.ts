/** Fixed-window counters for throttling (login attempts per e-mail and per IP). */
export interface RateLimitCounter {
  /** Counts one hit on `key` and returns the hits in the current window, this one included. */
  hit(key: string, windowSeconds: number): Promise<number>;
  reset(key: string): Promise<void>;
}
