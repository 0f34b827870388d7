import type { Document } from '../../../platform/readstore/read-store.port';

/**
 * The documents of one in-memory collection, each numbered by an ordinal when first stored. The
 * indexes hold ordinals rather than ids: small integers make their sets cheaper and let a query
 * remove duplicates from a union of buckets with one typed-array access per document.
 *
 * Ordinals increase in insertion order, which is the natural order of a scan; a replaced document
 * keeps its ordinal, a deleted one's is not reused until the collection is emptied.
 */
export class DocumentTable {
  private readonly ordinals = new Map<string, number>();
  private docs: Array<Document | undefined> = [];
  private ids: string[] = [];
  private live = 0;
  private marks = new Uint32Array(1024);
  private generation = 0;

  get size(): number {
    return this.live;
  }

  /** Ordinals given so far (deleted documents' included). */
  get ordinalCount(): number {
    return this.ids.length;
  }

  ordinalOf(id: string): number | undefined {
    return this.ordinals.get(id);
  }

  idOf(ordinal: number): string {
    return this.ids[ordinal];
  }

  get(id: string): Document | undefined {
    const ordinal = this.ordinals.get(id);
    return ordinal === undefined ? undefined : this.docs[ordinal];
  }

  at(ordinal: number): Document | undefined {
    return this.docs[ordinal];
  }

  has(id: string): boolean {
    return this.ordinals.has(id);
  }

  /** Stores `doc` under its id; returns its ordinal. */
  put(doc: Document): number {
    let ordinal = this.ordinals.get(doc._id);
    if (ordinal === undefined) {
      ordinal = this.ids.length;
      this.ordinals.set(doc._id, ordinal);
      this.ids.push(doc._id);
      this.live++;
    }
    this.docs[ordinal] = doc;
    return ordinal;
  }

  /** Stores a document whose id the table does not hold (the caller has checked): one map write, no lookup. */
  putNew(doc: Document): number {
    const ordinal = this.ids.length;
    this.ordinals.set(doc._id, ordinal);
    this.ids.push(doc._id);
    this.live++;
    this.docs[ordinal] = doc;
    return ordinal;
  }

  /** Removes the document with `id`; returns the ordinal it had. */
  remove(id: string): number | undefined {
    const ordinal = this.ordinals.get(id);
    if (ordinal === undefined) return undefined;
    this.ordinals.delete(id);
    this.docs[ordinal] = undefined;
    this.live--;
    return ordinal;
  }

  clear(): void {
    this.ordinals.clear();
    this.docs = [];
    this.ids = [];
    this.live = 0;
  }

  /** Ordinals of the stored documents, in insertion order. */
  *ordinalsInOrder(): Generator<number> {
    for (let ordinal = 0; ordinal < this.docs.length; ordinal++) if (this.docs[ordinal] !== undefined) yield ordinal;
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
