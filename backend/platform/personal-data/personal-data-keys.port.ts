/**
 * The PersonalDataKeys port: one secret key per person (a data subject, by user id) that encrypts the
 * personal fields of their events (crypto-shredding). Destroying the key makes every copy of those
 * fields, in the log and its backups, unreadable for good, while the rest of each event stays.
 * A destroyed key leaves a tombstone: it is never created again, so nothing new is readable either.
 */
export type SubjectKey = { status: 'active'; key: Buffer } | { status: 'destroyed' };

export interface PersonalDataKeys {
  /** The subject's key, created (32 random bytes) on first use; `destroyed` once destroyed. Concurrent first uses agree on one key. */
  keyFor(subjectId: string): Promise<SubjectKey>;
  /** Existing keys only, for reading: subjects that never had a key are absent from the answer. */
  lookup(subjectIds: readonly string[]): Promise<Map<string, SubjectKey>>;
  /**
   * Every key and tombstone held, when there are at most `limit`; null when there are more. A rebuild
   * of the read models meets every person in turn: one read of them all rather than one lookup each.
   */
  lookupAll(limit: number): Promise<Map<string, SubjectKey> | null>;
  /** Erases the key and keeps the tombstone; destroying twice, or a subject without a key, is fine. */
  destroy(subjectId: string): Promise<void>;
  close(): Promise<void>;
}

export const PERSONAL_DATA_KEYS = Symbol('PersonalDataKeys');

/** Makes a person's personal data unreadable in the event log, for good (the event store destroys their key). */
export interface PersonalDataShredder {
  shred(subjectId: string): Promise<void>;
}

export const PERSONAL_DATA_SHREDDER = Symbol('PersonalDataShredder');
