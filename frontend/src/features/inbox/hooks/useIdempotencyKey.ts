import { useCallback, useRef } from 'react';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** One key per message being sent: a retry of the same send reuses it; `next` starts the next message. */
export function useIdempotencyKey(): { current: () => string; next: () => void } {
  const key = useRef<string>(newKey());
  return { current: useCallback(() => key.current, []), next: useCallback(() => void (key.current = newKey()), []) };
}
