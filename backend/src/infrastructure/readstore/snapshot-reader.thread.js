// @ts-check
// Reads the read-model snapshots ahead of their restore (see snapshot-read-ahead.ts), while the main
// thread is still loading the code: plain JavaScript checked by tsc and eslint, as the writer thread.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { crc32 } = require('node:zlib');

/**
 * What the thread sends back, file by file: the bytes (their buffer transferred, not copied) and
 * whether the trailing CRC-32 matches them; or why the file could not be read.
 * @typedef {{ file: string; bytes: Uint8Array; checksumMatches: boolean } | { file: string; failed: string }} ReadAheadReply
 */

/** The file's last 4 bytes: the CRC-32 of everything before them (see read-model-snapshots.ts). */
const CHECKSUM_BYTES = 4;

const port = parentPort;
if (!port) throw new Error('snapshot-reader.thread.js runs as a worker thread');
for (const file of /** @type {{ files: string[] }} */ (workerData).files) {
  try {
    const read = readFileSync(file);
    // A small file's bytes may sit in a shared pool: transferring that would take the pool away.
    const bytes = read.byteOffset === 0 && read.buffer.byteLength === read.length ? read : new Uint8Array(read);
    const end = bytes.length - CHECKSUM_BYTES;
    const checksumMatches = end >= 0 && crc32(bytes.subarray(0, end)) >>> 0 === Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).readUInt32LE(end);
    /** @type {ReadAheadReply} */
    const reply = { file, bytes, checksumMatches };
    port.postMessage(reply, [bytes.buffer]);
  } catch (error) {
    /** @type {ReadAheadReply} */
    const reply = { file, failed: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
}
