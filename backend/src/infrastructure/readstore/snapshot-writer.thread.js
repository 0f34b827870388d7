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
 * @typedef {{ type: 'done' } | { type: 'failed'; message: string }} WriterReply
 */

/** @type {{ fd: number; checksum: number } | null} */
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
}

/** @param {Uint8Array} body */
function putFrame(body) {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(body.length);
  put(length);
  put(body);
}

/** @param {WriterRequest} request */
function handle(request) {
  switch (request.type) {
    case 'open': {
      if (open) closeSync(open.fd);
      open = { fd: openSync(request.file, 'w'), checksum: 0 };
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
      putFrame(serialize({ ids: request.ids, lengths: Uint32Array.from(bodies, (body) => body.length) }));
      putFrame(Buffer.concat(bodies));
      return;
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
  let reply = { type: 'done' };
  try {
    handle(request);
  } catch (error) {
    reply = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
