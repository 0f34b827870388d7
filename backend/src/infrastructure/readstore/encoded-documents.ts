import type { Document } from '../../../platform/readstore/read-store.port';
import { freezeDocument } from './document-copy';
import { decodeDocument } from './document-encoding';

/**
 * A collection's documents as a snapshot file holds them, each encoded on its own (document-encoding.js): the file's
 * buffer (outside the JS heap, so the collector never walks it) and where each document lies in it.
 * A restart keeps them so and decodes a document when it is first read: deserialising millions of
 * documents, and collecting the heap they fill, was most of a restart's CPU.
 */
export class EncodedDocuments {
  constructor(
    private readonly bytes: Buffer,
    /** Per document (its position in the snapshot), where its bytes start in `bytes`, and how many. */
    private readonly offsets: Float64Array,
    readonly lengths: Uint32Array,
  ) {}

  get count(): number {
    return this.lengths.length;
  }

  /** The document at `position`, decoded and frozen as the store keeps its documents. */
  decode(position: number): Document {
    return freezeDocument(decodeDocument(this.bytesOf(position)) as Document);
  }

  /** A view of the document's bytes (not a copy). */
  bytesOf(position: number): Buffer {
    const offset = this.offsets[position];
    return this.bytes.subarray(offset, offset + this.lengths[position]);
  }
}

/**
 * A collection's documents as a snapshot takes them: their ids and, per document, the stored
 * document, or for one still encoded, its position in `encoded` (a snapshot written after a restart
 * passes those bytes through rather than decoding every document to serialise it again). Their
 * ordinals in the table, its layout then and when they were taken let the table keep them encoded
 * from the written file (DocumentTable.adoptEncoded).
 */
export interface StoredDocuments {
  readonly ids: readonly string[];
  readonly documents: ReadonlyArray<Document | number>;
  readonly encoded: EncodedDocuments | null;
  readonly ordinals: readonly number[];
  readonly layout: number;
  readonly takenAt: number;
}

/**
 * Documents `from` to `to` of `stored` as the snapshot writer thread takes them: a document is
 * serialised there; a number stands for that many bytes of `blob`, the next of the documents still
 * encoded, copied out (cloning a view for the thread would clone the whole file it views).
 */
export interface DocumentBatch {
  ids: string[];
  items: Array<Document | number>;
  blob: Uint8Array;
}

export function documentBatch({ ids, documents, encoded }: StoredDocuments, from: number, to: number): DocumentBatch {
  const items = documents.slice(from, to);
  let blobLength = 0;
  for (const item of items) if (typeof item === 'number') blobLength += (encoded as EncodedDocuments).lengths[item];
  const blob = new Uint8Array(blobLength);
  let at = 0;
  items.forEach((item, i) => {
    if (typeof item !== 'number') return;
    const bytes = (encoded as EncodedDocuments).bytesOf(item);
    blob.set(bytes, at);
    at += bytes.length;
    items[i] = bytes.length;
  });
  return { ids: ids.slice(from, to), items, blob };
}
