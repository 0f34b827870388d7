// @ts-check
// How a snapshot holds each document (see read-model-snapshots.ts): written by snapshot-file-writer.js,
// on a writer thread or the calling one, and read back by EncodedDocuments. Plain JavaScript checked
// by tsc (allowJs, @ts-check) and eslint, as the writer thread that loads it.
'use strict';
const { deserialize, serialize } = require('node:v8');

/**
 * Values (fields, items, nested) a document may hold and still be written as JSON. V8's serialiser
 * costs some microseconds a call whatever the document: for the audit trail's 300,000 small documents
 * of the 50k-tutor seed, 3.9 s against 1.0 s as JSON, which parses in a sixth of the time too. For a
 * large document (a tutor's, hundreds of search keys) V8's is the faster, so past this it is used.
 */
const JSON_VALUES_AT_MOST = 64;
/** The first byte of a document written as JSON (`{`); V8's serialiser starts with its version tag, 0xFF. */
const JSON_OBJECT_START = 0x7b;

/**
 * Whether `value` is made of at most `budget.left` values that JSON gives back as they are: strings,
 * booleans, null, finite numbers (not -0), arrays without holes, objects of Object's prototype. A
 * Date, undefined, NaN or a Map would come back changed, so such a document is written by V8.
 * @param {unknown} value
 * @param {{ left: number }} budget
 * @returns {boolean}
 */
function isSmallPlainData(value, budget) {
  if (--budget.left < 0) return false;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !isSmallPlainData(value[i], budget)) return false;
        return true;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      const fields = /** @type {Record<string, unknown>} */ (value);
      for (const key in fields) if (!isSmallPlainData(fields[key], budget)) return false;
      return true;
    }
    default:
      return false;
  }
}

/**
 * A document's bytes in a snapshot, decodable on their own: JSON for a small one of plain data, V8's
 * format for the rest (see JSON_VALUES_AT_MOST).
 * @param {object} document
 * @returns {Uint8Array}
 */
function encodeDocument(document) {
  return isSmallPlainData(document, { left: JSON_VALUES_AT_MOST }) ? Buffer.from(JSON.stringify(document)) : serialize(document);
}

/**
 * The document `encodeDocument` wrote, either way; snapshots written before JSON was used hold V8's only.
 * @param {Buffer} bytes
 * @returns {unknown}
 */
function decodeDocument(bytes) {
  return bytes[0] === JSON_OBJECT_START ? JSON.parse(bytes.toString('utf8')) : deserialize(bytes);
}

module.exports = { decodeDocument, encodeDocument };
