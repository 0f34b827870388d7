// @ts-check
// The SQLite WAL checkpointer's thread (see wal-database.ts). Plain JavaScript checked by tsc (allowJs,
// @ts-check) and eslint, like the snapshot threads: Node loads it as it is, from src under ts-jest and
// from dist/ beside its caller.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { setInterval, clearInterval } = require('node:timers');
const Database = require('better-sqlite3');

/**
 * What the main thread sends: a database file to keep checkpointed (its own connections no longer
 * checkpoint), or one it has closed. Files are counted: a process may open one file twice.
 * Then, once the main thread has closed its last file, the end of the thread.
 * @typedef {{ type: 'watch'; file: string } | { type: 'unwatch'; file: string } | { type: 'end' }} CheckpointerRequest
 * A file this thread could not checkpoint (it is dropped): the main thread's connections to it go
 * back to checkpointing themselves.
 * @typedef {{ type: 'failed'; file: string; message: string }} CheckpointerReply
 */

/** @type {Map<string, { db: import('better-sqlite3').Database; users: number }>} */
const watched = new Map();
const everyMs = /** @type {{ everyMs: number }} */ (workerData).everyMs;

/** @param {string} file @param {unknown} error */
function drop(file, error) {
  const entry = watched.get(file);
  watched.delete(file);
  try {
    entry?.db.close();
  } catch {
    // Already unusable: nothing more to release.
  }
  parentPort?.postMessage(/** @type {CheckpointerReply} */ ({ type: 'failed', file, message: error instanceof Error ? error.message : String(error) }));
}

// PASSIVE: copies what the log holds back into the database without waiting for (or blocking) the
// main thread's readers and writers; once all of it is copied, the next write starts the log over.
const checkpoints = setInterval(() => {
  for (const [file, { db }] of watched) {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      drop(file, error);
    }
  }
}, everyMs);

parentPort?.on('message', (/** @type {CheckpointerRequest} */ request) => {
  if (request.type === 'end') {
    clearInterval(checkpoints);
    parentPort?.close();
    return;
  }
  const entry = watched.get(request.file);
  if (request.type === 'watch') {
    if (entry) entry.users++;
    else {
      try {
        watched.set(request.file, { db: new Database(request.file, { fileMustExist: true }), users: 1 });
      } catch (error) {
        drop(request.file, error);
      }
    }
    return;
  }
  if (!entry || --entry.users > 0) return;
  watched.delete(request.file);
  try {
    // The last connection to close checkpoints the rest of the log itself, here rather than on the main thread.
    entry.db.close();
  } catch {
    // The main thread's own close checkpoints what is left.
  }
});
