// @ts-check
// The read-model snapshots' writer thread (see read-model-snapshots.ts): what snapshot-file-writer.js
// does, off the thread that serves requests. Plain JavaScript checked by tsc (allowJs, @ts-check) and
// eslint: a worker thread loads its file with Node itself, and this one needs no build step, so
// ts-jest and dist/ (where tsc emits it beside its caller) run the same file.
'use strict';
const { parentPort } = require('node:worker_threads');
const { SnapshotFileWriter } = require('./snapshot-file-writer');

/**
 * @typedef {import('./snapshot-file-writer').WriterRequest} WriterRequest
 * @typedef {import('./snapshot-file-writer').WriterReply} WriterReply
 */

const writer = new SnapshotFileWriter();

const port = parentPort;
if (!port) throw new Error('snapshot-writer.thread.js runs as a worker thread');
port.on('message', (/** @type {WriterRequest} */ request) => {
  /** @type {WriterReply} */
  let reply;
  try {
    reply = writer.handle(request);
  } catch (error) {
    reply = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
