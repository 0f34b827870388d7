import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { PersonalDataKeys, SubjectKey } from '../../../platform/personal-data/personal-data-keys.port';
import { openWalDatabase } from '../sqlite/wal-database';

interface Row {
  subject_id: string;
  key: Buffer | null;
}

/**
 * Embedded PersonalDataKeys: one SQLite table in its own file beside the event log (not inside it:
 * a copy of the log must not carry the keys that unlock it). `key` NULL is a destroyed key's tombstone;
 * the row is rewritten with zeroes first and the file vacuumed, so the bytes leave the disk too.
 */
export class SqlitePersonalDataKeys implements PersonalDataKeys {
  private readonly db: Database.Database;
  private readonly insertStatement: Database.Statement<[string, Buffer]>;
  private readonly selectStatement: Database.Statement<[string], Row>;
  private readonly selectAllStatement: Database.Statement<[number], Row>;
  private readonly overwriteStatement: Database.Statement<[Buffer, string]>;
  private readonly tombstoneStatement: Database.Statement<[string]>;

  constructor(filename: string) {
    // Every commit synced: a key lost to a power cut would leave its subject's sealed fields unreadable.
    this.db = openWalDatabase(filename, { synchronous: 'FULL' });
    this.db.pragma('secure_delete = ON');
    this.db.exec('CREATE TABLE IF NOT EXISTS personal_data_keys (subject_id TEXT PRIMARY KEY, key BLOB, destroyed_at INTEGER)');
    this.insertStatement = this.db.prepare('INSERT INTO personal_data_keys (subject_id, key) VALUES (?, ?) ON CONFLICT(subject_id) DO NOTHING');
    this.selectStatement = this.db.prepare('SELECT subject_id, key FROM personal_data_keys WHERE subject_id = ?');
    this.selectAllStatement = this.db.prepare('SELECT subject_id, key FROM personal_data_keys LIMIT ?');
    this.overwriteStatement = this.db.prepare('UPDATE personal_data_keys SET key = ? WHERE subject_id = ? AND key IS NOT NULL');
    this.tombstoneStatement = this.db.prepare(
      `INSERT INTO personal_data_keys (subject_id, key, destroyed_at) VALUES (?, NULL, unixepoch())
       ON CONFLICT(subject_id) DO UPDATE SET key = NULL, destroyed_at = coalesce(destroyed_at, unixepoch())`,
    );
  }

  async keyFor(subjectId: string): Promise<SubjectKey> {
    this.insertStatement.run(subjectId, randomBytes(32));
    return toSubjectKey(this.selectStatement.get(subjectId)!);
  }

  async lookup(subjectIds: readonly string[]): Promise<Map<string, SubjectKey>> {
    const found = new Map<string, SubjectKey>();
    for (const subjectId of new Set(subjectIds)) {
      const row = this.selectStatement.get(subjectId);
      if (row) found.set(subjectId, toSubjectKey(row));
    }
    return found;
  }

  async lookupAll(limit: number): Promise<Map<string, SubjectKey> | null> {
    const rows = this.selectAllStatement.all(limit + 1);
    if (rows.length > limit) return null;
    return new Map(rows.map((row) => [row.subject_id, toSubjectKey(row)]));
  }

  async destroy(subjectId: string): Promise<void> {
    this.db.transaction(() => {
      this.overwriteStatement.run(Buffer.alloc(32), subjectId);
      this.tombstoneStatement.run(subjectId);
    })();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

function toSubjectKey(row: Row): SubjectKey {
  return row.key ? { status: 'active', key: row.key } : { status: 'destroyed' };
}
