import type { RequestATutorInput } from './graphql/request-a-tutor';

/**
 * A Request a Tutor form a visitor filled before having an account: kept in this tab's
 * sessionStorage across the sign-up (or login), then sent once with the same idempotency key, so a
 * reload or a second visit to the page never sends it twice.
 */
export interface PendingTutorRequest {
  input: RequestATutorInput;
  savePreferences: boolean;
  idempotencyKey: string;
}

const STORAGE_KEY = 'pendingTutorRequest';

function isPendingTutorRequest(value: unknown): value is PendingTutorRequest {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PendingTutorRequest>;
  return typeof candidate.idempotencyKey === 'string' && typeof candidate.savePreferences === 'boolean' && typeof candidate.input === 'object' && candidate.input !== null;
}

export const pendingTutorRequest = {
  get(): PendingTutorRequest | null {
    try {
      const stored = window.sessionStorage.getItem(STORAGE_KEY);
      const parsed: unknown = stored ? JSON.parse(stored) : null;
      return isPendingTutorRequest(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  set(request: PendingTutorRequest): void {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(request));
    } catch {
      // Storage refused (private mode): the visitor fills the form again after signing up.
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};
