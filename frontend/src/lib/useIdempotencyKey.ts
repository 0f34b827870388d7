import { useCallback, useRef, useState } from 'react';

/** A fresh key for one user action (crypto.randomUUID where the browser has it). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export interface IdempotencyKey {
  /** The key of the action under way: the same across the automatic retry and a re-click after a failure. */
  current: () => string;
  /** The action is done (it succeeded, or the form was reset): the next submit is a new action with a new key. */
  next: () => void;
}

/**
 * One idempotency key per user action of a form instance, for the creating mutations: the server
 * records a retried or re-sent action once. Call `next()` once the action has succeeded.
 */
export function useIdempotencyKey(initialKey?: string): IdempotencyKey {
  // The first key is made once per form instance (lazy state), so render never touches the ref;
  // an action begun earlier (a kept request sent after sign-up) continues under its own key.
  const [first] = useState(() => initialKey ?? newIdempotencyKey());
  const key = useRef(first);
  const current = useCallback(() => key.current, []);
  const next = useCallback(() => {
    key.current = newIdempotencyKey();
  }, []);
  return { current, next };
}

/** The variables of a creating mutation with the action's key. */
export function withIdempotencyKey<Variables extends object>(variables: Variables, idempotencyKey: string): Variables {
  return { ...variables, idempotencyKey };
}
