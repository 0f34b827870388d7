import type { Document } from '../../../platform/readstore/read-store.port';
import type { EncodedDocuments, StoredDocuments } from './encoded-documents';

/**
 * The documents of one in-memory collection, each numbered by an ordinal when first stored. The
 * indexes hold ordinals rather than ids: small integers make their sets cheaper and let a query
 * remove duplicates from a union of buckets with one typed-array access per document.
 *
 * Ordinals increase in insertion order, which is the natural order of a scan; a replaced document
 * keeps its ordinal, a deleted one's is not reused until the collection is emptied.
 *
 * Documents loaded from a snapshot stay encoded until first read (`at`, `get`): the table holds their
 * positions in the snapshot, and only their ids are read at load. In a collection kept encoded when
 * idle (the audit trail), each later snapshot also keeps encoded the documents nobody read or wrote
 * since the one before (adoptEncoded): its cold documents then cost the collector nothing to mark,
 * and the next snapshot passes their bytes through rather than serialising them again, while those
 * in use stay objects. Nor are the ids put in the
 * id map at load (a restart of a million sessions and their audit trail hashed three million ids
 * before it was ready): mapIds maps them in steps once the process is ready, and any lookup or write
 * before then maps the rest at once. A snapshot's ids are unique, written from this map's keys and
 * checked by the file's checksum; should one come twice all the same, the first is kept.
 */
export class DocumentTable {
  private readonly ordinals = new Map<string, number>();
  /** Ordinals of loaded documents whose ids are not in `ordinals` yet: from `unmappedFrom` to `loadedCount`. */
  private unmappedFrom = 0;
  private loadedCount = 0;
  /** Per ordinal: the document; for one still encoded, its position in `encoded`; undefined once removed. */
  private docs: Array<Document | number | undefined> = [];
  private ids: string[] = [];
  private live = 0;
  private marks = new Uint32Array(1024);
  private generation = 0;
  private encoded: EncodedDocuments | null = null;
  /** Documents of `encoded` not decoded, replaced or removed yet: at 0 the file's buffer is let go. */
  private stillEncoded = 0;
  /**
   * When each document was last read or written, by ordinal: the count of times the documents were
   * taken (storedDocuments) by then. An adoption keeps encoded only a document last used before the
   * documents of the previous adoption were taken (`idleIfUsedBy`): left alone for a whole interval,
   * however long the writes and reads of the snapshot took. At least as long as `ids`.
   */
  private lastUsed = new Uint32Array(1024);
  private taken = 0;
  /** A document last used at this count or before is idle; none is before the first adoption after a build, load or clear. */
  private idleIfUsedBy = -1;
  /** Bumped by every load, adoption and clear: documents taken before one of them no longer tell what the table holds. */
  private layout = 0;

  get size(): number {
    return this.live;
  }

  /** Ordinals given so far (deleted documents' included). */
  get ordinalCount(): number {
    return this.ids.length;
  }

  ordinalOf(id: string): number | undefined {
    return this.idMap().get(id);
  }

  idOf(ordinal: number): string {
    return this.ids[ordinal];
  }

  get(id: string): Document | undefined {
    const ordinal = this.idMap().get(id);
    return ordinal === undefined ? undefined : this.at(ordinal);
  }

  at(ordinal: number): Document | undefined {
    const doc = this.docs[ordinal];
    this.lastUsed[ordinal] = this.taken;
    return typeof doc === 'number' ? this.decode(ordinal, doc) : doc;
  }

  /**
   * Takes a snapshot's documents, still encoded, into the empty table: `ids[position]` is the id of
   * the document at that position of `encoded`, which becomes its ordinal. The ids are mapped later
   * (mapIds, or the first lookup).
   */
  loadEncoded(ids: string[], encoded: EncodedDocuments): void {
    if (this.ids.length > 0) throw new Error('a snapshot loads into an empty table');
    if (ids.length !== encoded.count) throw new Error(`${ids.length} ids for ${encoded.count} documents`);
    const docs = new Array<number>(ids.length);
    for (let position = 0; position < ids.length; position++) docs[position] = position;
    this.docs = docs;
    this.ids = ids;
    this.live = ids.length;
    this.encoded = encoded;
    this.stillEncoded = ids.length;
    this.lastUsed = new Uint32Array(Math.max(1024, ids.length));
    this.idleIfUsedBy = this.taken - 1;
    this.layout++;
    this.unmappedFrom = 0;
    this.loadedCount = ids.length;
  }

  /**
   * `stored` (taken by storedDocuments) is now on disk, its documents at the same positions of
   * `encoded`. The documents still encoded are read from there from now on, and the buffer they were
   * read from until now is let go; each document that is still the object written then, and that
   * nobody read or wrote since the previous adoption's documents were taken (see lastUsed), is kept
   * encoded there too.
   * Nothing is adopted when the table was loaded, cleared or adopted another snapshot since `stored`
   * was taken (its positions would be another file's).
   */
  adoptEncoded(stored: StoredDocuments, encoded: EncodedDocuments): void {
    if (stored.layout !== this.layout) return;
    if (stored.ids.length !== encoded.count) throw new Error(`${stored.ids.length} documents for ${encoded.count} encoded`);
    let stillEncoded = 0;
    for (let position = 0; position < stored.ordinals.length; position++) {
      const ordinal = stored.ordinals[position];
      const doc = this.docs[ordinal];
      // Changed since it was taken, or an object read or written in the last interval.
      if (doc !== stored.documents[position]) continue;
      if (typeof doc !== 'number' && this.lastUsed[ordinal] > this.idleIfUsedBy) continue;
      this.docs[ordinal] = position;
      stillEncoded++;
    }
    this.encoded = stillEncoded > 0 ? encoded : null;
    this.stillEncoded = stillEncoded;
    this.idleIfUsedBy = stored.takenAt;
    this.layout++;
  }

  /** Maps up to `count` more ids of a loaded snapshot; whether any are left to map. */
  mapIds(count: number): boolean {
    const end = Math.min(this.loadedCount, this.unmappedFrom + count);
    for (let ordinal = this.unmappedFrom; ordinal < end; ordinal++) {
      const size = this.ordinals.size;
      // One hash of the id, not a lookup and then a write: a duplicate (which the writer never makes) is told by the size.
      this.ordinals.set(this.ids[ordinal], ordinal);
      if (this.ordinals.size === size) this.dropUnmapped(ordinal);
    }
    this.unmappedFrom = end;
    return end < this.loadedCount;
  }

  private idMap(): Map<string, number> {
    if (this.unmappedFrom < this.loadedCount) this.mapIds(Infinity);
    return this.ordinals;
  }

  /** A loaded document whose id an earlier one of the snapshot holds: the earlier one keeps the id. */
  private dropUnmapped(ordinal: number): void {
    const id = this.ids[ordinal];
    this.ordinals.set(id, this.ids.indexOf(id));
    this.leaveEncoded(ordinal);
    this.docs[ordinal] = undefined;
    this.live--;
  }

  /**
   * The documents as they are now, those still encoded left so (see StoredDocuments).
   * `usedSoFarIsIdle`: every read and write until now counts as none (a build's, just caught up),
   * so the adoption of these documents keeps encoded all those not used from now on.
   */
  storedDocuments({ usedSoFarIsIdle = false }: { usedSoFarIsIdle?: boolean } = {}): StoredDocuments {
    if (usedSoFarIsIdle) this.idleIfUsedBy = this.taken;
    const ids: string[] = [];
    const documents: Array<Document | number> = [];
    const ordinals: number[] = [];
    for (let ordinal = 0; ordinal < this.docs.length; ordinal++) {
      const doc = this.docs[ordinal];
      if (doc === undefined) continue;
      ids.push(this.ids[ordinal]);
      documents.push(doc);
      ordinals.push(ordinal);
    }
    return { ids, documents, encoded: this.stillEncoded > 0 ? this.encoded : null, ordinals, layout: this.layout, takenAt: this.taken++ };
  }

  has(id: string): boolean {
    return this.idMap().has(id);
  }

  /** Stores `doc` under its id; returns its ordinal. */
  put(doc: Document): number {
    let ordinal = this.idMap().get(doc._id);
    if (ordinal === undefined) {
      ordinal = this.ids.length;
      this.ordinals.set(doc._id, ordinal);
      this.ids.push(doc._id);
      this.live++;
      this.makeRoomForLastUse();
    }
    this.leaveEncoded(ordinal);
    this.docs[ordinal] = doc;
    this.lastUsed[ordinal] = this.taken;
    return ordinal;
  }

  /** Stores a document whose id the table does not hold (the caller has checked): one map write, no lookup. */
  putNew(doc: Document): number {
    const ordinal = this.ids.length;
    this.idMap().set(doc._id, ordinal);
    this.ids.push(doc._id);
    this.live++;
    this.makeRoomForLastUse();
    this.docs[ordinal] = doc;
    this.lastUsed[ordinal] = this.taken;
    return ordinal;
  }

  private makeRoomForLastUse(): void {
    if (this.lastUsed.length >= this.ids.length) return;
    const grown = new Uint32Array(this.lastUsed.length * 2);
    grown.set(this.lastUsed);
    this.lastUsed = grown;
  }

  /** Removes the document with `id`; returns the ordinal it had. */
  remove(id: string): number | undefined {
    const ordinal = this.idMap().get(id);
    if (ordinal === undefined) return undefined;
    this.ordinals.delete(id);
    this.leaveEncoded(ordinal);
    this.docs[ordinal] = undefined;
    this.live--;
    return ordinal;
  }

  clear(): void {
    this.ordinals.clear();
    this.unmappedFrom = 0;
    this.loadedCount = 0;
    this.docs = [];
    this.ids = [];
    this.live = 0;
    this.encoded = null;
    this.stillEncoded = 0;
    this.lastUsed = new Uint32Array(1024);
    this.idleIfUsedBy = this.taken - 1;
    this.layout++;
  }

  /** Ordinals of the stored documents, in insertion order. */
  *ordinalsInOrder(): Generator<number> {
    for (let ordinal = 0; ordinal < this.docs.length; ordinal++) if (this.docs[ordinal] !== undefined) yield ordinal;
  }

  private decode(ordinal: number, position: number): Document {
    const doc = (this.encoded as EncodedDocuments).decode(position);
    this.leaveEncoded(ordinal);
    this.docs[ordinal] = doc;
    return doc;
  }

  /** Notes that the document at `ordinal` is about to be decoded, replaced or removed. */
  private leaveEncoded(ordinal: number): void {
    if (typeof this.docs[ordinal] !== 'number') return;
    this.stillEncoded--;
    if (this.stillEncoded === 0) this.encoded = null;
  }

  /**
   * A fresh set of seen ordinals for one query: `firstSight(ordinal)` is true the first time only.
   * Backed by one shared array stamped with a generation, so starting a set costs nothing; valid
   * until the next call (queries run synchronously, one at a time).
   */
  seenSet(): (ordinal: number) => boolean {
    const { marks, generation } = this.seenMarks();
    return (ordinal) => {
      if (marks[ordinal] === generation) return false;
      marks[ordinal] = generation;
      return true;
    };
  }

  /** The same as seenSet, for a loop that reads and writes the marks itself: `marks[ordinal] === generation` means seen. */
  seenMarks(): { marks: Uint32Array; generation: number } {
    if (this.marks.length < this.ids.length) this.marks = new Uint32Array(Math.max(this.ids.length, this.marks.length * 2));
    this.generation = (this.generation + 1) >>> 0;
    if (this.generation === 0) {
      this.marks.fill(0);
      this.generation = 1;
    }
    return { marks: this.marks, generation: this.generation };
  }
}
