import { mkdirSync } from 'node:fs';
import { open, readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import type { Logger } from '../../../platform/logging/logger';
import type { ProjectionSnapshots, SnapshotTarget } from '../../../projections/runner/projection-runner';
import type { ExportedBuckets, ExportedEntries } from './collection-index';
import { documentBatch, EncodedDocuments, type StoredDocuments } from './encoded-documents';
import { InMemoryReadStore, type ExportedIndex, type ExportedIndexSpec } from './in-memory-read-store';
import type { SnapshotBytes, SnapshotReadAhead } from './snapshot-read-ahead';
import { SnapshotFileWriter, type FrameRequest, type Placed, type WriterDone, type WriterReply, type WriterRequest } from './snapshot-file-writer';

/**
 * Snapshots of the embedded read store's collections, one file per projection in `dir`
 * (DATA_DIR/read-models), so a restart loads each read model and replays only the log after it
 * rather than the whole log.
 *
 * A file is `<projection>.v<version>.snapshot`:
 *   MAGIC, then frames (a 4-byte little-endian length and a V8-serialised value, unless said): the
 *   header `{ projection, version, position, counts, indexes }`, then for each collection in order
 *   its documents in batches, each batch two frames, `{ ids, lengths }` and the documents' bytes
 *   (each document V8-serialised on its own, one after the other: not one value); then for each of
 *   its indexes the header lists, the frames of its entries (exportEntries), then of its buckets;
 *   then the CRC-32 of everything before it (little-endian).
 * V8 serialisation keeps every value a document may hold (dates included) and reads back faster
 * than JSON. A restart decodes none of the documents: it keeps the file's buffer and decodes each
 * document when first read (see EncodedDocuments); the indexes load from their entries and buckets.
 * A file of another version, with another layout or a checksum that does not match is
 * ignored (and the read model rebuilt). It is written to a temporary file, flushed and renamed
 * over the previous one, so a crash mid-write leaves the previous snapshot as it was.
 */
const MAGIC = Buffer.from('tm-read-model-snapshot/5\n');
/**
 * A CRC-32 tells a damaged or cut-short file (what a crash or a bad disk leaves) as well as a
 * cryptographic hash does, for a third of the CPU (SHA-256 took some 0.35 s of every restart over the
 * 50k-tutor seed's 450 MB of snapshots): nothing but this process writes the files.
 */
const CHECKSUM_BYTES = 4;
/**
 * Documents per frame at most: each is one message to the writer thread, cloned on the main thread
 * in one synchronous call, so requests wait at most that long (a few ms) behind it. The reader takes
 * frames of any size, so this changes nothing in the file's layout.
 */
const BATCH = 256;
/** Index buckets (or documents' index entries) per frame at most: a bucket is a key and a few numbers, far less to clone than a document. */
const BUCKET_BATCH = 4096;
/** Frames sent to the writer ahead of its replies (see FramesInFlight): as many clones held at a time. */
const FRAMES_IN_FLIGHT = 4;

interface Header {
  projection: string;
  version: number;
  position: number;
  /** Documents per collection, in the order of the target's collections. */
  counts: number[];
  /**
   * Per collection, its indexes and the frames of their entries and buckets: a restart loads them
   * as they are rather than decoding every document to work out its keys again.
   */
  indexes: Array<Array<ExportedIndexSpec & { entryFrames: number; frames: number }>>;
}

/** Writes `file` with the frames `write` sends. */
type WriteFile = (file: string, write: (send: (frame: FrameRequest) => Promise<WriterDone>) => Promise<void>) => Promise<void>;

/** The first frame of a batch of documents; the second holds their bytes, `lengths[i]` for the i-th. */
interface DocumentsFrame {
  ids: string[];
  lengths: Uint32Array;
}

export class ReadModelSnapshots implements ProjectionSnapshots {
  private readonly writer: SnapshotWriter;
  private readonly readAhead: SnapshotReadAhead | null;

  constructor(
    private readonly store: InMemoryReadStore,
    private readonly dir: string,
    private readonly logger: Logger,
    {
      readAhead = null,
      writeOnThisThread = false,
    }: {
      /** The files as a thread read them while the process started, if one did. */
      readAhead?: SnapshotReadAhead | null;
      /**
       * Write the files here rather than on a writer thread: for a thread that serves no request (a
       * read-model build thread), where cloning each frame to another thread and waiting for it
       * only adds work.
       */
      writeOnThisThread?: boolean;
    } = {},
  ) {
    mkdirSync(dir, { recursive: true });
    this.readAhead = readAhead;
    this.writer = writeOnThisThread ? new SnapshotWriterHere() : new SnapshotWriterThread();
  }

  fileOf(target: Pick<SnapshotTarget, 'projection' | 'version'>): string {
    return join(this.dir, `${target.projection}.v${target.version}.snapshot`);
  }

  async restore(target: SnapshotTarget): Promise<number | null> {
    await this.removeAbandonedTempFiles(target.projection);
    const file = this.fileOf(target);
    const read = (await this.readAhead?.take(file)) ?? (await readSnapshotFile(file));
    if (!read) return null;
    const snapshot = openSnapshot(read, target);
    const ignored = (reason: string) => {
      this.logger.warn({ projection: target.projection, file, reason }, 'read-model snapshot ignored: the read model is rebuilt from the log');
      return null;
    };
    if (typeof snapshot === 'string') return ignored(snapshot);
    try {
      target.collections.forEach((name, i) => {
        const indexes = snapshot.header.indexes[i];
        const bucketsLoaded = this.store.indexesToLoad(name, indexes);
        const count = snapshot.header.counts[i];
        // Only the ids and where each document lies: the buffer is kept, the documents decoded when read.
        const ids: string[] = [];
        const offsets = new Float64Array(count);
        const lengths = new Uint32Array(count);
        while (ids.length < count) {
          const batch = snapshot.nextFrame() as DocumentsFrame;
          const bytes = snapshot.nextRawFrame();
          let at = bytes.offset;
          batch.ids.forEach((id, j) => {
            offsets[ids.length] = at;
            lengths[ids.length] = batch.lengths[j];
            at += batch.lengths[j];
            ids.push(id);
          });
          if (at !== bytes.offset + bytes.length || ids.length > count) throw new RangeError('documents do not fill their frame');
        }
        this.store.loadEncoded(name, ids, new EncodedDocuments(snapshot.bytes, offsets, lengths), bucketsLoaded);
        for (const index of indexes) {
          // An index the collection no longer has as it was: loadEncoded filled it from the documents.
          const loaded = bucketsLoaded.has(index.name);
          for (let frame = 0, from = 0; frame < index.entryFrames; frame++) {
            const entries = snapshot.nextFrame() as ExportedEntries;
            if (loaded) this.store.loadIndexEntries(name, index.name, entries, from);
            from += entries.tails.length;
          }
          for (let frame = 0; frame < index.frames; frame++) {
            const buckets = snapshot.nextFrame() as ExportedBuckets;
            if (loaded) this.store.loadIndexBuckets(name, index.name, buckets);
          }
        }
      });
    } catch (error) {
      for (const name of target.collections) await this.store.collection(name).deleteMany({});
      return ignored(`unreadable: ${(error as Error).message}`);
    }
    return snapshot.header.position;
  }

  async save(target: SnapshotTarget, position: number, { afterBuild = false }: { afterBuild?: boolean } = {}): Promise<void> {
    // Taken now, before any await: the documents and index buckets as they are at `position` (the
    // buckets are copied: about 0.1 s for the 50k tutors' search index, on the main thread).
    const collections = target.collections.map((name) => ({ name, documents: this.store.storedDocumentsOf(name, { usedSoFarIsIdle: afterBuild }), indexes: this.store.indexesOf(name, BUCKET_BATCH) }));
    const file = this.fileOf(target);
    const placed = await this.write(target, file, position, collections);
    const keptEncoded = new Set(target.keptEncodedWhenIdle);
    const adopted = collections.flatMap((collection, i) => (keptEncoded.has(collection.name) ? [{ ...collection, placed: placed[i] }] : []));
    if (adopted.length > 0) await this.keepEncodedFrom(file, adopted);
  }

  /**
   * In the collections the target keeps encoded when idle, the documents just written are kept
   * encoded from the file from now on, as a restart keeps them (each decoded when read): those the
   * collections still hold unchanged, and nobody read or wrote since the previous snapshot's
   * documents were taken (DocumentTable.adoptEncoded). Read back
   * from disk rather than sent from the writer thread, whose copy is let go as it writes; the file
   * was flushed and renamed, so it is checked no further. One too large to read (2 GiB) leaves the
   * documents as they are.
   */
  private async keepEncodedFrom(file: string, collections: ReadonlyArray<{ name: string; documents: StoredDocuments; placed: Placed[] }>): Promise<void> {
    let bytes: Buffer;
    try {
      bytes = await readWholeFile(file);
    } catch (error) {
      this.logger.warn({ err: error, file }, 'read-model snapshot not read back: its documents stay decoded');
      return;
    }
    for (const { name, documents, placed } of collections) {
      const offsets = new Float64Array(documents.ids.length);
      const lengths = new Uint32Array(documents.ids.length);
      let position = 0;
      for (const batch of placed) {
        let at = batch.offset;
        for (const length of batch.lengths) {
          offsets[position] = at;
          lengths[position++] = length;
          at += length;
        }
      }
      this.store.adoptEncoded(name, documents, new EncodedDocuments(bytes, offsets, lengths));
    }
  }

  /** Writes the snapshot; where each collection's documents lie in the file, batch by batch. */
  private async write(target: SnapshotTarget, file: string, position: number, collections: ReadonlyArray<{ documents: StoredDocuments; indexes: ExportedIndex[] }>): Promise<Placed[][]> {
    const temp = `${file}.tmp-${process.pid}-${Date.now()}`;
    const placed: Placed[][] = collections.map(() => []);
    try {
      await this.writer.enqueue(temp, async (send) => {
        const header: Header = {
          projection: target.projection,
          version: target.version,
          position,
          counts: collections.map(({ documents }) => documents.ids.length),
          indexes: collections.map(({ indexes }) =>
            indexes.map(({ name, keys, sparse, unique, include, entries, batches }) => ({ name, keys, sparse, unique, include, entryFrames: entries.length, frames: batches.length })),
          ),
        };
        const frames = new FramesInFlight(send);
        await frames.send({ type: 'frame', value: header });
        for (const [i, { documents, indexes }] of collections.entries()) {
          for (let from = 0; from < documents.ids.length; from += BATCH) {
            await frames.send({ type: 'documents', ...documentBatch(documents, from, from + BATCH) }, (reply) => {
              if (!reply.placed) throw new Error('the snapshot writer thread did not say where it wrote the documents');
              placed[i].push(reply.placed);
            });
          }
          for (const { entries, batches } of indexes) for (const batch of [...entries, ...batches]) await frames.send({ type: 'frame', value: batch });
        }
        await frames.drain();
      });
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await rename(temp, file);
    await syncDirectory(this.dir);
    await this.removeOtherVersions(target);
    return placed;
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

/**
 * The file's bytes, asked for in one read (more only when the system gives fewer). `readFile` asks
 * for 512 KB at a time, each answer waiting for a turn of the event loop; while this thread builds
 * read models a turn can wait for a whole page of events, and the 50k tutors' audit trail (100 MB,
 * built on the build thread) took 5 s to arrive, delaying the start by as much.
 */
async function readWholeFile(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.allocUnsafe(size);
    let at = 0;
    while (at < size) {
      const { bytesRead } = await handle.read(bytes, at, size - at, at);
      // Cut short meanwhile: what was read, which its checksum then tells.
      if (bytesRead === 0) return bytes.subarray(0, at);
      at += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}

/** A snapshot file and whether its checksum matches; null when there is none. */
async function readSnapshotFile(file: string): Promise<SnapshotBytes | null> {
  let bytes: Buffer;
  try {
    bytes = await readWholeFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const end = bytes.length - CHECKSUM_BYTES;
  return { bytes, checksumMatches: end >= 0 && crc32(bytes.subarray(0, end)) >>> 0 === bytes.readUInt32LE(end) };
}

/**
 * A snapshot for `target` whose checksum matches, its header read: the documents then come frame by
 * frame, each collection's in turn. Or why it cannot be used.
 */
function openSnapshot(
  { bytes, checksumMatches }: SnapshotBytes,
  target: SnapshotTarget,
): { header: Header; bytes: Buffer; nextFrame: () => unknown; nextRawFrame: () => { offset: number; length: number } } | string {
  if (bytes.length < MAGIC.length + CHECKSUM_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return 'not a snapshot of this layout';
  const end = bytes.length - CHECKSUM_BYTES;
  if (!checksumMatches) return 'checksum mismatch (damaged or incomplete)';
  let at = MAGIC.length;
  const nextRawFrame = () => {
    if (at + 4 > end) throw new RangeError('truncated frame');
    const length = bytes.readUInt32LE(at);
    if (at + 4 + length > end) throw new RangeError('truncated frame');
    const frame = { offset: at + 4, length };
    at += 4 + length;
    return frame;
  };
  const nextFrame = (): unknown => {
    const { offset, length } = nextRawFrame();
    return deserialize(bytes.subarray(offset, offset + length));
  };
  try {
    const header = nextFrame() as Header;
    if (header.projection !== target.projection || header.version !== target.version) return `snapshot of ${header.projection} v${header.version}`;
    if (!Array.isArray(header.counts) || header.counts.length !== target.collections.length) return 'another set of collections';
    return { header, bytes, nextFrame, nextRawFrame };
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

/**
 * Frames sent to a snapshot writer at most FRAMES_IN_FLIGHT ahead of its replies, which come in
 * order: while the writer encodes and writes one batch, the next is cloned here. Awaiting each reply
 * before the next clone left each side idle half the time: a million sessions' snapshot took 40 s
 * after a first start on a 2-core machine, and a stop waited for it (ops/bench/README.md, session 35).
 */
class FramesInFlight {
  private readonly inFlight: Array<{ reply: Promise<WriterDone>; onReply?: (reply: WriterDone) => void }> = [];

  constructor(private readonly write: (frame: FrameRequest) => Promise<WriterDone>) {}

  /** Sends the frame; waits for the oldest reply first when FRAMES_IN_FLIGHT are unanswered (so the event loop turns between two sends). */
  async send(frame: FrameRequest, onReply?: (reply: WriterDone) => void): Promise<void> {
    if (this.inFlight.length >= FRAMES_IN_FLIGHT) await this.settleOldest();
    const reply = this.write(frame);
    // Awaited in turn below; a failure meanwhile rejects every pending reply, which must not go unhandled.
    reply.catch(() => undefined);
    this.inFlight.push({ reply, onReply });
  }

  /** Every reply awaited, in order. */
  async drain(): Promise<void> {
    while (this.inFlight.length > 0) await this.settleOldest();
  }

  private async settleOldest(): Promise<void> {
    const oldest = this.inFlight.shift();
    if (!oldest) return;
    const reply = await oldest.reply;
    oldest.onReply?.(reply);
  }
}

/** Writes snapshot files, one after the other, each with the frames its `write` sends. */
interface SnapshotWriter {
  /** Writes `file` with the frames `write` sends, after the writes queued before it. */
  readonly enqueue: WriteFile;
}

/** Queues the writes of files, each started once the previous one has ended, however it ended. */
function writeQueue(writeFile: WriteFile): WriteFile {
  let queue: Promise<void> = Promise.resolve();
  return (file, write) => {
    const written = queue.then(() => writeFile(file, write));
    queue = written.catch(() => undefined);
    return written;
  };
}

/** Writes the files on the calling thread, with the writer thread's own code (snapshot-file-writer.js). */
class SnapshotWriterHere implements SnapshotWriter {
  private readonly file = new SnapshotFileWriter();

  readonly enqueue = writeQueue(async (file, write) => {
    this.file.handle({ type: 'open', file, magic: MAGIC });
    try {
      await write(async (frame) => this.file.handle(frame));
      this.file.handle({ type: 'finish' });
    } catch (error) {
      this.file.handle({ type: 'abandon' });
      throw error;
    }
  });
}

/** Beside this module: backend/src/... under ts-jest, dist/backend/src/... once built (tsc emits it there). */
const WRITER_THREAD_FILE = join(__dirname, 'snapshot-writer.thread.js');

/**
 * The one thread that writes this process's snapshot files, one after the other (see
 * snapshot-writer.thread.js): one thread rather than one per file, which started some twenty at once,
 * each with its own heap, when a build caught up. Started on the first write; if it dies, the write
 * under way fails and the next one starts another. A frame is sent once the thread has taken all
 * but FRAMES_IN_FLIGHT of those before it: so many clones are held at most, and the event loop turns
 * between two sends.
 */
class SnapshotWriterThread implements SnapshotWriter {
  private worker: Worker | null = null;
  private replies: Array<(reply: WriterReply) => void> = [];
  private failure: Error | null = null;

  readonly enqueue = writeQueue((file, write) => this.writeFile(file, write));

  private async writeFile(file: string, write: Parameters<WriteFile>[1]): Promise<void> {
    // Held up by the thread while a snapshot is written (a stop awaits its last one), not while it idles.
    this.started().ref();
    try {
      await this.send({ type: 'open', file, magic: MAGIC });
      await write((frame) => this.send(frame));
      await this.send({ type: 'finish' });
    } catch (error) {
      if (!this.failure) await this.send({ type: 'abandon' }).catch(() => undefined);
      throw error;
    } finally {
      // A thread that failed is replaced at the next write.
      if (this.failure) await this.stop();
      else this.worker?.unref();
    }
  }

  /** Ends the thread (the process is stopping, or it failed). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failure = null;
    if (worker) await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WRITER_THREAD_FILE);
    worker.on('message', (reply: WriterReply) => this.replies.shift()?.(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('the snapshot writer thread stopped')));
    this.worker = worker;
    return worker;
  }

  private send(message: WriterRequest): Promise<WriterDone> {
    if (this.failure) return Promise.reject(this.failure);
    const worker = this.started();
    return new Promise((resolve, reject) => {
      // First: a value that cannot be cloned throws here, and then no reply is to come.
      worker.postMessage(message);
      this.replies.push((reply) => (reply.type === 'done' ? resolve(reply) : reject(new Error(reply.message))));
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const reply of this.replies.splice(0)) reply({ type: 'failed', message: error.message });
  }
}
