/**
 * Polls a probe until it stops throwing (or returns a truthy value), instead of sleeping in tests.
 * Resolves with the probe's last value; rejects with the probe's last error after `timeoutMs`.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 10 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = new Error('probe never ran');
  for (;;) {
    try {
      const value = await probe();
      if (value !== false && value !== undefined && value !== null) return value;
      lastError = new Error(`probe returned ${String(value)}`);
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw lastError;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
