import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { logger } from '../../../platform/logging/logger';
import type { AppConfig } from '../../config/app-config';
import type { ReadAheadReply } from './snapshot-reader.thread';

/** A snapshot file's bytes and whether its checksum matched them (checked where it was read). */
export interface SnapshotBytes {
  bytes: Buffer;
  checksumMatches: boolean;
}

/**
 * Where the embedded read store keeps its snapshots (DATA_DIR/read-models), or null when this process
 * restores none: it projects nothing, its read models live in MongoDB, or snapshots are switched off.
 */
export function readModelSnapshotsDirectory(config: Pick<AppConfig, 'roles' | 'mongodbUrl' | 'dataDir' | 'readModelSnapshotEverySeconds'>): string | null {
  if (!config.roles.has('projector') || config.mongodbUrl || config.readModelSnapshotEverySeconds === 0) return null;
  return join(config.dataDir, 'read-models');
}

/** Beside this module: backend/src/... under ts-jest, dist/backend/src/... once built (tsc emits it there). */
const READER_THREAD_FILE = join(__dirname, 'snapshot-reader.thread.js');

/**
 * The snapshot files of a directory, read and checked by a thread of their own from the moment the
 * process starts: a restart spends its first second or two loading code on the main thread, while
 * the files (some 450 MB for the 50,000-tutor seed) and their checksums would otherwise be read
 * after it, on that thread, one file at a time. Smallest first, so most are ready soonest.
 *
 * Each file is taken once (take), by the restore that reads it; what no restore took is let go
 * (release). A file the thread could not read is read again by its restore, which reports why.
 */
export class SnapshotReadAhead {
  private readonly reads = new Map<string, Promise<SnapshotBytes | null>>();
  private readonly settle = new Map<string, (read: SnapshotBytes | null) => void>();
  private worker: Worker | null = null;

  private constructor(files: string[]) {
    if (files.length === 0) return;
    for (const file of files) this.reads.set(file, new Promise((resolve) => this.settle.set(file, resolve)));
    const worker = new Worker(READER_THREAD_FILE, { workerData: { files } });
    worker.on('message', (reply: ReadAheadReply) => {
      if ('bytes' in reply) logger.debug({ file: basename(reply.file), bytes: reply.bytes.length }, 'snapshot file read ahead');
      else logger.warn({ file: basename(reply.file), reason: reply.failed }, 'snapshot file not read ahead: its restore reads it');
      this.settle.get(reply.file)?.('bytes' in reply ? { bytes: Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.length), checksumMatches: reply.checksumMatches } : null);
      this.settle.delete(reply.file);
    });
    // Once the thread has ended (its replies are all in by then), a file it did not send is left to its restore.
    const giveUp = () => this.settlePending();
    worker.on('error', (error) => {
      logger.warn({ err: error }, 'the snapshot reader thread failed: each restore reads its own file');
      giveUp();
    });
    worker.on('exit', giveUp);
    this.worker = worker;
  }

  /** Starts reading every snapshot file in `dir` (none if it does not exist). */
  static start(dir: string): SnapshotReadAhead {
    let names: string[];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.snapshot'));
    } catch {
      names = [];
    }
    const sized = names.flatMap((name) => {
      try {
        return [{ file: join(dir, name), size: statSync(join(dir, name)).size }];
      } catch {
        return [];
      }
    });
    return new SnapshotReadAhead(sized.sort((a, b) => a.size - b.size).map(({ file }) => file));
  }

  private settlePending(): void {
    for (const settle of this.settle.values()) settle(null);
    this.settle.clear();
  }

  /** The file's bytes as read ahead; null when it was not (or could not be) read ahead. Once per file. */
  take(file: string): Promise<SnapshotBytes | null> {
    const read = this.reads.get(file) ?? Promise.resolve(null);
    this.reads.delete(file);
    return read;
  }

  /** Lets go of the files no restore took, and of the thread. */
  release(): void {
    this.settlePending();
    this.reads.clear();
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }
}
