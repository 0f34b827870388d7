import Database from 'better-sqlite3';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { logger } from '../../../platform/logging/logger';
import type { CheckpointerReply, CheckpointerRequest } from './wal-checkpointer.thread';

const CHECKPOINTER_THREAD_FILE = join(__dirname, 'wal-checkpointer.thread.js');
/** How often the thread checkpoints each file: the log holds about this long of writes. */
const CHECKPOINT_EVERY_MS = 250;
/** SQLite's own default: what a connection goes back to when the thread cannot checkpoint its file. */
const AUTOCHECKPOINT_PAGES = 1000;
/** A log that has grown past this (a burst the thread fell behind on) is cut back to it once it starts over. */
const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long a close waits for its log to be copied back: a log of some gigabytes takes tens of seconds. */
const CLOSE_CHECKPOINT_WAIT_MS = 5 * 60 * 1000;
/** Between two tries of a close's checkpoint: a blocking pause, as the close itself is synchronous. */
const CLOSE_RETRY_PAUSE_MS = 20;
const CLOSE_RETRY_PAUSE = new Int32Array(new SharedArrayBuffer(4));

export interface WalDatabaseOptions {
  /**
   * NORMAL: a commit is not synced to disk (the log is at each checkpoint); a power loss may undo the
   * last commits, never corrupt the file. FULL (SQLite's default): every commit is synced.
   */
  synchronous: 'NORMAL' | 'FULL';
}

/**
 * Opens a SQLite file in WAL mode whose checkpoints run on a thread of their own.
 *
 * better-sqlite3 runs on the calling thread, and SQLite checkpoints from the connection whose commit
 * took the log past 1,000 pages: copying the log into the database and syncing both files, some 7 to
 * 14 ms on this project's machines for the event log's 4 MB, far longer when the disk is busy (a
 * snapshot being written). On the main thread every request waited behind it: a capacity run saw the
 * server's main thread stop for 570 ms, the machine idle and waiting on the disk. Here the main
 * thread's connections never checkpoint (`wal_autocheckpoint = 0`); one thread per process keeps
 * every such file checkpointed from a connection of its own, which SQLite allows alongside readers
 * and writers. Should the thread fail on a file, the connections to it checkpoint themselves again.
 * In-memory databases have no log and are opened as they are.
 */
export function openWalDatabase(filename: string, { synchronous }: WalDatabaseOptions): Database.Database {
  const db = new Database(filename);
  if (filename === ':memory:') return db;
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
  walCheckpointer.watch(db);
  const close = db.close.bind(db);
  db.close = () => {
    // The thread's connection closes after this one, so this is not SQLite's last close, which would
    // empty the log: emptied here, as before, so a clean stop leaves no log behind to read at the next start.
    if (db.open && walCheckpointer.unwatch(db)) emptyLog(db);
    return close();
  };
  return db;
}

/**
 * Copies the whole log into the database and truncates it, waiting as long as it takes (up to
 * CLOSE_CHECKPOINT_WAIT_MS) for what holds it up: the thread's checkpoint of a log a burst made
 * large, or a reader of another connection. One try waits only for the connection's busy timeout,
 * then gives up without an error; a 1M-session seed closed that way (its log at 9.6 GB, the thread
 * still copying it) returned from close while the thread went on writing the file, and a copy of the
 * file taken then would not open (database disk image is malformed).
 */
function emptyLog(db: Database.Database): void {
  const deadline = Date.now() + CLOSE_CHECKPOINT_WAIT_MS;
  for (;;) {
    if (truncatedLog(db)) return;
    if (Date.now() > deadline) {
      logger.warn({ file: db.name, waitedMs: CLOSE_CHECKPOINT_WAIT_MS }, 'closing a SQLite file with its log not yet copied back: the next open reads it');
      return;
    }
    // Paced here, not only by the connection's busy timeout, which a caller may have set to 0.
    Atomics.wait(CLOSE_RETRY_PAUSE, 0, 0, CLOSE_RETRY_PAUSE_MS);
  }
}

/**
 * Empties the log as a close does, but pausing between tries without holding up the thread: for a
 * caller that must leave nothing of removed rows in the log's file (an erasure's VACUUM writes the
 * whole file into the log, and the checkpointer thread is then likely copying it, which makes a
 * single try give up at once). Whether the log was emptied within `waitMs`.
 */
export async function emptyLogSoon(db: Database.Database, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (!truncatedLog(db)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, CLOSE_RETRY_PAUSE_MS));
  }
  return true;
}

/** One TRUNCATE checkpoint: whether the whole log was copied back and emptied (not, while another connection checkpoints or reads an older snapshot). */
function truncatedLog(db: Database.Database): boolean {
  const [{ busy }] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
  return !busy;
}

/** The process's checkpointer thread: started with the first file, ended with the last one closed. */
class WalCheckpointer {
  private worker: Worker | null = null;
  private readonly connections = new Set<Database.Database>();

  watch(db: Database.Database): void {
    this.connections.add(db);
    db.pragma('wal_autocheckpoint = 0');
    this.thread().postMessage({ type: 'watch', file: db.name } satisfies CheckpointerRequest);
  }

  /** Whether `db` was this process's last connection to its file. */
  unwatch(db: Database.Database): boolean {
    if (!this.connections.delete(db)) return false;
    const last = ![...this.connections].some((other) => other.name === db.name);
    if (!this.worker) return last;
    this.worker.postMessage({ type: 'unwatch', file: db.name } satisfies CheckpointerRequest);
    if (this.connections.size === 0) {
      // Its last file is closing: the thread closes that connection (a last checkpoint) and then ends.
      this.worker.postMessage({ type: 'end' } satisfies CheckpointerRequest);
      this.worker = null;
    }
    return last;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(CHECKPOINTER_THREAD_FILE, { workerData: { everyMs: CHECKPOINT_EVERY_MS } });
    // The thread never keeps the process alive: an open database does not either.
    worker.unref();
    worker.on('message', (reply: CheckpointerReply) => this.checkpointOnTheirOwn(reply.file, reply.message));
    worker.on('error', (error) => this.lost(worker, error.message));
    worker.on('exit', (code) => this.lost(worker, `exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  /** The thread ended without being told to: every file it had goes back to its connections. */
  private lost(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const file of new Set(Array.from(this.connections, (db) => db.name))) this.checkpointOnTheirOwn(file, reason);
  }

  private checkpointOnTheirOwn(file: string, reason: string): void {
    let found = false;
    for (const db of this.connections) {
      if (db.name !== file || !db.open) continue;
      db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
      found = true;
    }
    if (found) logger.warn({ file, reason }, 'WAL checkpoints of this SQLite file are back on the main thread');
  }
}

export const walCheckpointer = new WalCheckpointer();
