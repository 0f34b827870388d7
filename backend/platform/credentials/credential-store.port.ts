/**
 * The CredentialStore port: secrets kept outside the event log (password hashes, the hashes of
 * e-mailed tokens), so the log never holds anything that could log a person in. Keys are
 * namespaced strings such as `password:<userId>`; values are small JSON objects.
 */
export type CredentialValue = Record<string, string | number | boolean | null>;

export interface CredentialStore {
  put(key: string, value: CredentialValue, options?: { expiresAt?: Date }): Promise<void>;
  /** Null when missing or expired. */
  get(key: string): Promise<CredentialValue | null>;
  /**
   * Puts `next` only if the key still holds `expected` (as get returned it), in one step, keeping
   * its expiry; whether it did. A writer that read a value and worked on it meanwhile cannot undo
   * another's write (a password changed while a sign-in rehashed the old one).
   */
  replace(key: string, expected: CredentialValue, next: CredentialValue): Promise<boolean>;
  /** Reads and deletes in one step, so a single-use token can be used exactly once. */
  take(key: string): Promise<CredentialValue | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export const CREDENTIAL_STORE = Symbol('CredentialStore');
