import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWalDatabase, walCheckpointer } from './wal-database';

const ROWS_PER_BATCH = 2_000;
const ROW = 'x'.repeat(1_000);

function writeBatch(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO rows (body) VALUES (?)');
  db.transaction(() => {
    for (let row = 0; row < ROWS_PER_BATCH; row++) insert.run(ROW);
  })();
}

/** The log's size; 0 once SQLite's last close has removed it. */
function walBytes(file: string): number {
  return existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0;
}

/** Three batches a second apart: the log's size after the first and after the last. */
async function logAfterThreeBatches(db: Database.Database, file: string): Promise<{ first: number; last: number }> {
  db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  writeBatch(db);
  const first = walBytes(file);
  for (let batch = 0; batch < 2; batch++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    writeBatch(db);
  }
  return { first, last: walBytes(file) };
}

/** Another process reading the file in one transaction for `ms`: `started` once its snapshot is taken. */
function readingFor(file: string, ms: number): { started: Promise<void>; ended: Promise<void> } {
  const script = `const db = new (require('better-sqlite3'))(process.argv[1]);
db.exec('BEGIN'); db.prepare('SELECT count(*) FROM rows').get(); process.stdout.write('reading\\n');
setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return { started: once(child.stdout, 'data').then(() => undefined), ended: once(child, 'exit').then(() => undefined) };
}

describe('openWalDatabase', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'wal-database-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves checkpoints to its thread: the main connection never checkpoints, and the log starts over instead of growing', async () => {
    const file = join(dir, 'checkpointed.sqlite');
    const db = openWalDatabase(file, { synchronous: 'NORMAL' });
    try {
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      const { first, last } = await logAfterThreeBatches(db, file);
      // Each batch found the previous one checkpointed and wrote over it from the log's start.
      expect(last).toBeLessThan(first * 1.5);
      expect(db.prepare('SELECT count(*) AS rows FROM rows').get()).toEqual({ rows: 3 * ROWS_PER_BATCH });
    } finally {
      db.close();
    }
  });

  it('control: a connection that does not checkpoint, with nobody else doing it, lets the log grow batch after batch', async () => {
    const file = join(dir, 'unchecked.sqlite');
    const db = new Database(file);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('wal_autocheckpoint = 0');
      const { first, last } = await logAfterThreeBatches(db, file);
      expect(last).toBeGreaterThan(first * 2.5);
    } finally {
      db.close();
    }
  });

  it('keeps what was written across a close and a reopen, the thread started again', async () => {
    const file = join(dir, 'reopened.sqlite');
    const first = openWalDatabase(file, { synchronous: 'FULL' });
    first.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    writeBatch(first);
    first.close();
    // A clean close leaves the log empty, as SQLite's own last close does.
    expect(walBytes(file)).toBe(0);
    const again = openWalDatabase(file, { synchronous: 'FULL' });
    try {
      expect(again.prepare('SELECT count(*) AS rows FROM rows').get()).toEqual({ rows: ROWS_PER_BATCH });
      writeBatch(again);
      const afterOne = walBytes(file);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      writeBatch(again);
      expect(walBytes(file)).toBeLessThan(afterOne * 1.5);
      expect(again.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    } finally {
      again.close();
    }
  });

  it('gives the checkpoints back to the connections when the thread is gone', async () => {
    const file = join(dir, 'fallback.sqlite');
    const db = openWalDatabase(file, { synchronous: 'NORMAL' });
    try {
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      await walCheckpointer['worker']?.terminate();
      for (let wait = 0; wait < 50 && db.pragma('wal_autocheckpoint', { simple: true }) === 0; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    } finally {
      db.close();
    }
  });

  it('empties the log on close even when another connection holds it up past the busy timeout, so the file alone can be copied', async () => {
    const file = join(dir, 'held.sqlite');
    const db = openWalDatabase(file, { synchronous: 'NORMAL' });
    db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    writeBatch(db);
    const reader = readingFor(file, 1_500);
    await reader.started;
    // Past the reader's snapshot: no checkpoint copies it back while the reader reads.
    writeBatch(db);
    // No busy timeout at all: each try gives up at once, and the close paces its own tries.
    db.pragma('busy_timeout = 0');
    const closing = Date.now();
    db.close();

    // The close outwaited the reader (a single try gives up at once, the log left full).
    expect(Date.now() - closing).toBeGreaterThan(500);
    expect(walBytes(file)).toBe(0);
    await reader.ended;
    const copy = join(dir, 'copy.sqlite');
    copyFileSync(file, copy);
    const copied = new Database(copy, { readonly: true });
    try {
      expect(copied.prepare('SELECT count(*) AS rows FROM rows').get()).toEqual({ rows: 2 * ROWS_PER_BATCH });
    } finally {
      copied.close();
    }
  });

  it('opens an in-memory database as it is: no log to checkpoint', () => {
    const db = openWalDatabase(':memory:', { synchronous: 'NORMAL' });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('memory');
      expect(walCheckpointer['worker']).toBeNull();
    } finally {
      db.close();
    }
  });
});
