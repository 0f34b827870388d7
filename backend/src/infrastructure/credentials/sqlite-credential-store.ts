import Database from 'better-sqlite3';
import { CredentialStore, CredentialValue } from '../../../platform/credentials/credential-store.port';
import { openWalDatabase } from '../sqlite/wal-database';

interface Row {
  value: string;
  expires_at: number | null;
}

/** Embedded CredentialStore: one SQLite table, WAL, in its own file beside the event log. */
export class SqliteCredentialStore implements CredentialStore {
  private readonly db: Database.Database;
  private readonly upsertStatement: Database.Statement<[string, string, number | null]>;
  private readonly selectStatement: Database.Statement<[string], Row>;
  private readonly deleteStatement: Database.Statement<[string]>;
  private readonly takeStatement: Database.Statement<[string], Row>;
  private readonly replaceStatement: Database.Statement<[string, string, string, number]>;

  constructor(filename: string) {
    this.db = openWalDatabase(filename, { synchronous: 'NORMAL' });
    this.db.exec('CREATE TABLE IF NOT EXISTS credentials (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER)');
    this.upsertStatement = this.db.prepare(
      'INSERT INTO credentials (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at',
    );
    this.selectStatement = this.db.prepare('SELECT value, expires_at FROM credentials WHERE key = ?');
    this.deleteStatement = this.db.prepare('DELETE FROM credentials WHERE key = ?');
    this.takeStatement = this.db.prepare('DELETE FROM credentials WHERE key = ? RETURNING value, expires_at');
    this.replaceStatement = this.db.prepare('UPDATE credentials SET value = ? WHERE key = ? AND value = ? AND (expires_at IS NULL OR expires_at > ?)');
  }

  async put(key: string, value: CredentialValue, options: { expiresAt?: Date } = {}): Promise<void> {
    this.upsertStatement.run(key, JSON.stringify(value), options.expiresAt?.getTime() ?? null);
  }

  async get(key: string): Promise<CredentialValue | null> {
    return this.unlessExpired(this.selectStatement.get(key));
  }

  // The stored text is JSON.stringify of what was put; get parses it keeping the order of keys, so
  // stringifying what get returned gives the same text.
  async replace(key: string, expected: CredentialValue, next: CredentialValue): Promise<boolean> {
    return this.replaceStatement.run(JSON.stringify(next), key, JSON.stringify(expected), Date.now()).changes === 1;
  }

  async take(key: string): Promise<CredentialValue | null> {
    return this.unlessExpired(this.takeStatement.get(key));
  }

  async delete(key: string): Promise<void> {
    this.deleteStatement.run(key);
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private unlessExpired(row: Row | undefined): CredentialValue | null {
    if (!row) return null;
    if (row.expires_at !== null && row.expires_at <= Date.now()) return null;
    return JSON.parse(row.value) as CredentialValue;
  }
}
