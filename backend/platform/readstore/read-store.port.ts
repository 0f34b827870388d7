/**
 * The ReadStore port: document collections with MongoDB semantics (filters, update operators,
 * upsert, sort, skip, limit, count, indexes). Read models live here; they can always be dropped
 * and rebuilt from the event log. Adapters: MongoDB (production) and in-memory via mingo.
 */

export type Document = { _id: string } & Record<string, unknown>;

/** A MongoDB query filter, e.g. `{ status: 'UPCOMING', 'participants.userId': id, startTime: { $gte: t } }`. */
export type Filter = Record<string, unknown>;

/** MongoDB update operators, e.g. `{ $set: {...}, $inc: {...}, $push: {...}, $unset: {...}, $setOnInsert: {...} }`. */
export type Update = Record<string, unknown>;

/** 1 ascending, -1 descending; keys in priority order. */
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
  /** Inclusion projection, e.g. `{ firstName: 1 }`. `_id` is always included. */
  projection?: Record<string, 1>;
  /**
   * The caller only reads what it gets and never changes it. An adapter may then hand out the
   * documents it holds instead of copies (the in-memory store does, its documents being frozen);
   * MongoDB always answers with fresh documents. For hot read paths such as search.
   */
  readOnly?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface IndexSpec {
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name?: string;
  /**
   * Leaves out documents that lack the (single) indexed field, as MongoDB's sparse index does: for
   * a lookup field most documents do not have, which would otherwise all sit in one null entry.
   * Only for single-field indexes, and only for fields that are absent rather than null.
   */
  sparse?: boolean;
  /**
   * Top-level fields the index also keeps for each document, beside its keys. A find whose filter
   * the index decides without reading documents, and whose projection names only `_id`, the
   * index's following key fields and these, is then answered from the index alone: for a search
   * that places hundreds of candidates before it reads a page of them. MongoDB covers such a find
   * from its keys only; it reads the documents for these fields, with the same answer.
   */
  include?: string[];
}

export interface ReplaceOptions {
  upsert?: boolean;
  /**
   * The caller hands `doc`, and everything it holds, over to the store and never touches it again:
   * a store keeping documents in memory may then keep (and freeze) it instead of copying it.
   */
  handOver?: boolean;
}

export interface Collection<T extends Document = Document> {
  readonly name: string;
  findOne(filter: Filter, options?: Pick<FindOptions, 'sort' | 'projection' | 'readOnly'>): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /** Raises DuplicateKeyError when `_id` or a unique index collides. */
  insertOne(doc: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  replaceOne(filter: Filter, doc: T, options?: ReplaceOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter?: Filter): Promise<number>;
  createIndex(spec: IndexSpec): Promise<void>;
  /**
   * From now on writes may leave the collection's non-unique indexes as they are, until
   * buildDeferredIndexes or a read (which builds them first). For a read model built from the log,
   * which nobody reads until it is built: each document is indexed once, rather than moved between
   * entries by every event that changes it. Unique indexes are kept as ever (a duplicate must fail
   * its write). Optional, with buildDeferredIndexes: MongoDB keeps its indexes as it writes.
   */
  deferIndexes?(): void;
  /** Builds what deferIndexes left, a slice at a time so other work goes on meanwhile. */
  buildDeferredIndexes?(): Promise<void>;
}

export interface ReadStore {
  collection<T extends Document = Document>(name: string): Collection<T>;
  dropCollection(name: string): Promise<void>;
  listCollections(): Promise<string[]>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`Duplicate key in ${collection}: ${JSON.stringify(key)}`);
    this.name = 'DuplicateKeyError';
  }
}

/** DI token for the ReadStore port. */
export const READ_STORE = Symbol('ReadStore');
