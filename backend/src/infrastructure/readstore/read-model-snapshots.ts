import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type FileHandle, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Logger } from '../../../platform/logging/logger';
import type { Document } from '../../../platform/readstore/read-store.port';
import type { ProjectionSnapshots, SnapshotTarget } from '../../../projections/runner/projection-runner';
import { InMemoryReadStore } from './in-memory-read-store';

/**
 * Snapshots of the embedded read store's collections, one file per projection in `dir`
 * (DATA_DIR/read-models), so a restart loads each read model and replays only the log after it
 * rather than the whole log.
 *
 * A file is `<projection>.v<version>.snapshot`:
 *   MAGIC, then frames (a 4-byte little-endian length and a V8-serialised value): the header
 *   `{ projection, version, position, counts }`, then the documents of each collection in order,
 *   in batches; then the SHA-256 of everything before it.
 * V8 serialisation keeps every value a document may hold (dates included) and reads back faster
 * than JSON. A file of another version, with another layout or a checksum that does not match is
 * ignored (and the read model rebuilt). It is written to a temporary file, flushed and renamed
 * over the previous one, so a crash mid-write leaves the previous snapshot as it was.
 */
const MAGIC = Buffer.from('tm-read-model-snapshot/1\n');
const DIGEST_BYTES = 32;
/**
 * Documents per frame at most. A frame is serialised in one synchronous call on the main thread, so
 * it stays small (a few ms for the largest documents): requests wait at most that long behind it.
 * The reader takes frames of any size, so this changes nothing in the file's layout.
 */
const BATCH = 256;
/** Main-thread time the writer takes in a row before it lets waiting callbacks (requests) run. */
const SLICE_MS = 4;
/** Bytes gathered before one write to the file: few thread-pool round trips, little memory held. */
const WRITE_BYTES = 1 << 20;

interface Header {
  projection: string;
  version: number;
  position: number;
  /** Documents per collection, in the order of the target's collections. */
  counts: number[];
}

export class ReadModelSnapshots implements ProjectionSnapshots {
  constructor(
    private readonly store: InMemoryReadStore,
    private readonly dir: string,
    private readonly logger: Logger,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  fileOf(target: Pick<SnapshotTarget, 'projection' | 'version'>): string {
    return join(this.dir, `${target.projection}.v${target.version}.snapshot`);
  }

  async restore(target: SnapshotTarget): Promise<number | null> {
    await this.removeAbandonedTempFiles(target.projection);
    const file = this.fileOf(target);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const parsed = parseSnapshot(bytes, target);
    if (typeof parsed === 'string') {
      this.logger.warn({ projection: target.projection, file, reason: parsed }, 'read-model snapshot ignored: the read model is rebuilt from the log');
      return null;
    }
    target.collections.forEach((name, i) => this.store.load(name, parsed.documents[i]));
    return parsed.position;
  }

  save(target: SnapshotTarget, position: number): Promise<void> {
    // Taken now, before any await: the documents as they are at `position`.
    const collections = target.collections.map((name) => this.store.documentsOf(name));
    return this.write(target, position, collections);
  }

  private async write(target: SnapshotTarget, position: number, collections: ReadonlyArray<readonly Document[]>): Promise<void> {
    const file = this.fileOf(target);
    const temp = `${file}.tmp-${process.pid}-${Date.now()}`;
    const handle = await open(temp, 'w');
    const hash = createHash('sha256');
    try {
      // Serialising a large read model takes seconds of main-thread time: it goes in slices of at
      // most SLICE_MS, each followed by a turn of the event loop, so requests keep being answered.
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let sliceStartedAt = performance.now();
      const flush = async () => {
        await writeAll(handle, pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes));
        pending = [];
        pendingBytes = 0;
      };
      const put = async (...parts: Buffer[]) => {
        for (const bytes of parts) {
          hash.update(bytes);
          pending.push(bytes);
          pendingBytes += bytes.length;
        }
        if (pendingBytes >= WRITE_BYTES) await flush();
        else if (performance.now() - sliceStartedAt < SLICE_MS) return;
        else await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStartedAt = performance.now();
      };
      await put(MAGIC);
      const header: Header = { projection: target.projection, version: target.version, position, counts: collections.map((documents) => documents.length) };
      await put(...frame(header));
      for (const documents of collections) {
        for (let from = 0; from < documents.length; from += BATCH) await put(...frame(documents.slice(from, from + BATCH)));
      }
      const digest = hash.digest();
      pending.push(digest);
      pendingBytes += digest.length;
      await flush();
      await handle.sync();
    } catch (error) {
      await handle.close();
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await handle.close();
    await rename(temp, file);
    await syncDirectory(this.dir);
    await this.removeOtherVersions(target);
  }

  /** Snapshots of the projection's earlier (or later) versions: never read again once this one is written. */
  private async removeOtherVersions(target: SnapshotTarget): Promise<void> {
    const current = `${target.projection}.v${target.version}.snapshot`;
    const ofProjection = new RegExp(`^${escapeRegExp(target.projection)}\\.v\\d+\\.snapshot$`);
    for (const name of await readdir(this.dir)) {
      if (name !== current && ofProjection.test(name)) await unlink(join(this.dir, name)).catch(() => undefined);
    }
  }

  /** Temporary files of writes that never finished (the process was killed): nothing reads them. */
  private async removeAbandonedTempFiles(projection: string): Promise<void> {
    const prefix = `${projection}.v`;
    for (const name of await readdir(this.dir)) {
      const temp = /\.snapshot\.tmp-(\d+)-\d+$/.exec(name);
      if (!name.startsWith(prefix) || !temp || isRunning(Number(temp[1]))) continue;
      await unlink(join(this.dir, name)).catch(() => undefined);
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A frame's length prefix and body, left apart: joining them would copy every body once more. */
function frame(value: unknown): [Buffer, Buffer] {
  const body = serialize(value);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(body.length);
  return [length, body];
}

/** A write to a file may take fewer bytes than given (a signal, a full disk): the rest follows, or the error. */
async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  for (let at = 0; at < bytes.length; ) {
    const { bytesWritten } = await handle.write(bytes, at);
    if (bytesWritten === 0) throw new Error('the snapshot file took no bytes');
    at += bytesWritten;
  }
}

/** The documents and position of a snapshot for `target`, or why it cannot be used. */
export function parseSnapshot(bytes: Buffer, target: SnapshotTarget): { position: number; documents: Document[][] } | string {
  if (bytes.length < MAGIC.length + DIGEST_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return 'not a snapshot of this layout';
  const end = bytes.length - DIGEST_BYTES;
  const digest = createHash('sha256').update(bytes.subarray(0, end)).digest();
  if (!digest.equals(bytes.subarray(end))) return 'checksum mismatch (damaged or incomplete)';
  let at = MAGIC.length;
  const next = (): unknown => {
    if (at + 4 > end) throw new RangeError('truncated frame');
    const length = bytes.readUInt32LE(at);
    const value: unknown = deserialize(bytes.subarray(at + 4, at + 4 + length));
    at += 4 + length;
    return value;
  };
  try {
    const header = next() as Header;
    if (header.projection !== target.projection || header.version !== target.version) return `snapshot of ${header.projection} v${header.version}`;
    if (!Array.isArray(header.counts) || header.counts.length !== target.collections.length) return 'another set of collections';
    const documents = header.counts.map((count) => {
      const loaded: Document[] = [];
      while (loaded.length < count) loaded.push(...(next() as Document[]));
      return loaded;
    });
    return { position: header.position, documents };
  } catch (error) {
    return `unreadable: ${(error as Error).message}`;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The rename is durable once the directory itself is flushed. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
