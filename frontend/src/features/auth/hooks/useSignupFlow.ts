import { useSyncExternalStore } from 'react';
import { deserializeSignupFlow, serializeSignupFlow, SignupFlowAction, signupFlowReducer, SignupFlowState } from '../signup-flow';

const STORAGE_KEY = 'signupFlow';

/**
 * The sign-up flow lives outside the page component: each step is its own route, so the page
 * remounts between steps. It is kept in memory and, without the password, in sessionStorage, so a
 * reload mid-flow keeps what was typed.
 */
let current: SignupFlowState | null = null;
const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(state: SignupFlowState | null): void {
  try {
    if (state) window.sessionStorage.setItem(STORAGE_KEY, serializeSignupFlow(state));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the flow then lasts for this page only.
  }
}

function snapshot(): SignupFlowState {
  current ??= deserializeSignupFlow(readStorage());
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const signupFlowStore = {
  get: snapshot,
  subscribe,
  dispatch(action: SignupFlowAction): void {
    current = signupFlowReducer(snapshot(), action);
    writeStorage(action.type === 'reset' ? null : current);
    for (const listener of listeners) listener();
  },
  /** Drops the in-memory copy, as a page reload does: the next read comes from sessionStorage. */
  forgetMemory(): void {
    current = null;
  },
};

export function useSignupFlow(): [SignupFlowState, (action: SignupFlowAction) => void] {
  const state = useSyncExternalStore(signupFlowStore.subscribe, signupFlowStore.get);
  return [state, signupFlowStore.dispatch];
}
