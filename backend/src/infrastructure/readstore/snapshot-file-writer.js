// @ts-check
// Writes one read-model snapshot file at a time, frame by frame (see read-model-snapshots.ts): the
// writer thread runs it for a process that serves requests, and a read-model build thread runs it
// itself. Plain JavaScript checked by tsc (allowJs, @ts-check) and eslint, as the thread that loads it.
'use strict';
const { closeSync, fsyncSync, openSync, writeSync } = require('node:fs');
const { serialize } = require('node:v8');
const { crc32 } = require('node:zlib');
const { encodeDocument } = require('./document-encoding');

/**
 * What the writer is asked: a snapshot file is opened, gets its frames, then is finished (flushed
 * to disk) or abandoned. One file at a time: the caller queues the snapshots.
 * A batch of documents (DocumentBatch in encoded-documents.ts) becomes two frames: `{ ids, lengths }`,
 * then the documents' bytes, each encoded alone (document-encoding.js; a number in `items` stands for
 * that many bytes of `blob`, a document still encoded as a restart read it), so a restart can decode
 * one at a time.
 * @typedef {{ type: 'frame'; value: unknown }
 *   | { type: 'documents'; ids: string[]; items: unknown[]; blob: Uint8Array }} FrameRequest
 * @typedef {{ type: 'open'; file: string; magic: Uint8Array }
 *   | FrameRequest
 *   | { type: 'finish' }
 *   | { type: 'abandon' }} WriterRequest
 * A batch of documents is answered with where their bytes lie in the file (`placed`: the offset of
 * the first, and each one's length), so the caller can keep them encoded from the file.
 * @typedef {{ offset: number; lengths: Uint32Array }} Placed
 * @typedef {{ type: 'done'; placed?: Placed }} WriterDone
 * @typedef {WriterDone | { type: 'failed'; message: string }} WriterReply
 */

/** @type {WriterDone} */
const DONE = { type: 'done' };

/** @param {number} fd @param {Uint8Array} bytes */
function writeAll(fd, bytes) {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
}

class SnapshotFileWriter {
  /** @type {{ fd: number; checksum: number; size: number } | null} */
  open = null;

  /** @param {Uint8Array} bytes */
  put(bytes) {
    if (!this.open) throw new Error('no snapshot file is open');
    this.open.checksum = crc32(bytes, this.open.checksum);
    writeAll(this.open.fd, bytes);
    this.open.size += bytes.length;
  }

  /** @param {Uint8Array} body */
  putFrame(body) {
    const length = Buffer.alloc(4);
    length.writeUInt32LE(body.length);
    this.put(length);
    this.put(body);
  }

  /**
   * Carries out one request, synchronously; throws when it cannot.
   * @param {WriterRequest} request
   * @returns {WriterDone}
   */
  handle(request) {
    const open = this.open;
    switch (request.type) {
      case 'open': {
        if (open) closeSync(open.fd);
        this.open = { fd: openSync(request.file, 'w'), checksum: 0, size: 0 };
        this.put(request.magic);
        return DONE;
      }
      case 'frame': {
        // Serialised here, on the writer thread for a serving process: a buffer per frame outside the JS
        // heap, hundreds of MB of them per snapshot, set off full collections there, pausing every request.
        this.putFrame(serialize(request.value));
        return DONE;
      }
      case 'documents': {
        let at = 0;
        const bodies = request.items.map((item) => (typeof item === 'number' ? request.blob.subarray(at, (at += item)) : encodeDocument(/** @type {object} */ (item))));
        const lengths = Uint32Array.from(bodies, (body) => body.length);
        this.putFrame(serialize({ ids: request.ids, lengths }));
        // After the frame's own 4-byte length.
        const offset = /** @type {{ size: number }} */ (this.open).size + 4;
        this.putFrame(Buffer.concat(bodies));
        return { type: 'done', placed: { offset, lengths } };
      }
      case 'finish': {
        if (!open) throw new Error('no snapshot file is open');
        const checksum = Buffer.alloc(4);
        checksum.writeUInt32LE(open.checksum >>> 0);
        writeAll(open.fd, checksum);
        fsyncSync(open.fd);
        closeSync(open.fd);
        this.open = null;
        return DONE;
      }
      case 'abandon': {
        if (open) closeSync(open.fd);
        this.open = null;
        return DONE;
      }
    }
  }
}

module.exports = { SnapshotFileWriter };
