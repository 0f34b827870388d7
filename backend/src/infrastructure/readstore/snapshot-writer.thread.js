// @ts-check
// The read-model snapshots' writer thread (see read-model-snapshots.ts). Plain JavaScript checked by
// tsc (allowJs, @ts-check) and eslint: a worker thread loads its file with Node itself, and this one
// needs no build step, so ts-jest and dist/ (where tsc emits it beside its caller) run the same file.
'use strict';
const { parentPort } = require('node:worker_threads');
const { closeSync, fsyncSync, openSync, writeSync } = require('node:fs');
const { serialize } = require('node:v8');
const { crc32 } = require('node:zlib');

/**
 * What the main thread sends: a snapshot file is opened, gets its frames, then is finished (flushed
 * to disk) or abandoned. One file at a time: the main thread queues the snapshots.
 * A batch of documents (DocumentBatch in encoded-documents.ts) becomes two frames: `{ ids, lengths }`,
 * then the documents' bytes, each serialised alone (a number in `items` stands for that many bytes
 * of `blob`, a document still encoded as a restart read it), so a restart can decode one at a time.
 * @typedef {{ type: 'frame'; value: unknown }
 *   | { type: 'documents'; ids: string[]; items: unknown[]; blob: Uint8Array }} FrameRequest
 * @typedef {{ type: 'open'; file: string; magic: Uint8Array }
 *   | FrameRequest
 *   | { type: 'finish' }
 *   | { type: 'abandon' }} WriterRequest
 * A batch of documents is answered with where their bytes lie in the file (`placed`: the offset of
 * the first, and each one's length), so the main thread can keep them encoded from the file.
 * @typedef {{ offset: number; lengths: Uint32Array }} Placed
 * @typedef {{ type: 'done'; placed?: Placed } | { type: 'failed'; message: string }} WriterReply
 */

/** @type {{ fd: number; checksum: number; size: number } | null} */
let open = null;

/** @param {number} fd @param {Uint8Array} bytes */
function writeAll(fd, bytes) {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
}

/** @param {Uint8Array} bytes */
function put(bytes) {
  if (!open) throw new Error('no snapshot file is open');
  open.checksum = crc32(bytes, open.checksum);
  writeAll(open.fd, bytes);
  open.size += bytes.length;
}

/** @param {Uint8Array} body */
function putFrame(body) {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(body.length);
  put(length);
  put(body);
}

/**
 * @param {WriterRequest} request
 * @returns {Placed | undefined}
 */
function handle(request) {
  switch (request.type) {
    case 'open': {
      if (open) closeSync(open.fd);
      open = { fd: openSync(request.file, 'w'), checksum: 0, size: 0 };
      put(request.magic);
      return;
    }
    case 'frame': {
      // Serialised here rather than on the main thread: a buffer per frame outside the JS heap, hundreds
      // of MB of them per snapshot, set off full garbage collections there, pausing every request.
      putFrame(serialize(request.value));
      return;
    }
    case 'documents': {
      let at = 0;
      const bodies = request.items.map((item) => (typeof item === 'number' ? request.blob.subarray(at, (at += item)) : serialize(item)));
      const lengths = Uint32Array.from(bodies, (body) => body.length);
      putFrame(serialize({ ids: request.ids, lengths }));
      // After the frame's own 4-byte length.
      const offset = /** @type {{ size: number }} */ (open).size + 4;
      putFrame(Buffer.concat(bodies));
      return { offset, lengths };
    }
    case 'finish': {
      if (!open) throw new Error('no snapshot file is open');
      const checksum = Buffer.alloc(4);
      checksum.writeUInt32LE(open.checksum >>> 0);
      writeAll(open.fd, checksum);
      fsyncSync(open.fd);
      closeSync(open.fd);
      open = null;
      return;
    }
    case 'abandon': {
      if (open) closeSync(open.fd);
      open = null;
      return;
    }
  }
}

const port = parentPort;
if (!port) throw new Error('snapshot-writer.thread.js runs as a worker thread');
port.on('message', (/** @type {WriterRequest} */ request) => {
  /** @type {WriterReply} */
  let reply;
  try {
    const placed = handle(request);
    reply = placed ? { type: 'done', placed } : { type: 'done' };
  } catch (error) {
    reply = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
