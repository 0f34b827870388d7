import Database from 'better-sqlite3';
import type { ReactionCheckpoints } from '../../event-sourcing/log-reaction';
import { openWalDatabase } from '../sqlite/wal-database';

/**
 * The log reactions' checkpoints beside the embedded event log (DATA_DIR/reaction-checkpoints.sqlite),
 * where the in-memory read store would lose them at every restart: a restarted process (or another
 * one taking a reaction over, see LogReaction's leases) resumes each reaction where it stopped instead of
 * replaying the log from its start. WAL mode, so processes on one data directory share them.
 */
export class SqliteReactionCheckpoints implements ReactionCheckpoints {
  private readonly db: Database.Database;
  private readonly loadStatement: Database.Statement<[string], { position: number }>;
  private readonly saveStatement: Database.Statement<[string, number]>;

  constructor(file: string) {
    // Not synced at each commit: a power cut may take back the last checkpoints, and a reaction then
    // redoes a little of its work, which it does idempotently (as after any crash between two saves).
    this.db = openWalDatabase(file, { synchronous: 'NORMAL' });
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS reaction_checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
    this.loadStatement = this.db.prepare('SELECT position FROM reaction_checkpoints WHERE name = ?');
    this.saveStatement = this.db.prepare('INSERT INTO reaction_checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position');
  }

  async load(name: string): Promise<number | null> {
    return this.loadStatement.get(name)?.position ?? null;
  }

  async save(name: string, position: number): Promise<void> {
    this.saveStatement.run(name, position);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
