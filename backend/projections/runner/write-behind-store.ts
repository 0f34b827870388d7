import { Collection, Document, Filter, FindOptions, IndexSpec, ReplaceOptions, Update, UpdateResult } from '../../platform/readstore/read-store.port';
import { Logger } from '../../platform/logging/logger';
import { DocumentCompletion, ProjectionStore } from './projection';

/**
 * A projection's collections while it builds from the log: the by-id reads and replacements a
 * projection's events make (`evolveDocument`, `writeEvolved`) are kept here and written to the read
 * store once per document at each flush, rather than once per event. A tutor's onboarding is some
 * fifteen events in a row; written one by one, each rewrote the tutor's forty-odd search-index
 * entries. Anything else (a query by another field, an update document, a delete, an index) first
 * writes what is kept, so it sees the collection as if every write had gone through.
 *
 * Collections with a unique index are never kept: a duplicate key must fail the event that caused
 * it (the runner skips that event), not a flush.
 *
 * A collection given a completion (`ProjectionDefinition.completeOnWrite`) takes incomplete documents:
 * each is completed once as it goes to the read store (at a flush, or at once when not kept), so
 * what the projection derives from a document is worked out per flush rather than per event. Only
 * the projection's own by-id reads (`findOne({ _id }, { readOnly: true })`) see a kept document as
 * written; any other read flushes first and so sees complete ones.
 */
export class WriteBehindStore implements ProjectionStore {
  private readonly collections = new Map<string, WriteBehindCollection>();

  constructor(
    private readonly inner: ProjectionStore,
    private readonly logger: Logger,
    private readonly completions: Readonly<Record<string, DocumentCompletion>> = {},
  ) {}

  collection<T extends Document>(logicalName: string): Collection<T> {
    let collection = this.collections.get(logicalName);
    if (!collection) {
      collection = new WriteBehindCollection(this.inner.collection(logicalName), this.logger, this.completionOf(logicalName));
      this.collections.set(logicalName, collection);
    }
    return collection as unknown as Collection<T>;
  }

  completesOnWrite(logicalName: string): boolean {
    return this.completionOf(logicalName) !== undefined;
  }

  private completionOf(logicalName: string): DocumentCompletion | undefined {
    return Object.hasOwn(this.completions, logicalName) ? this.completions[logicalName] : undefined;
  }

  /** Whether writes are kept that the read store does not hold yet. */
  get pending(): boolean {
    for (const collection of this.collections.values()) if (collection.pending) return true;
    return false;
  }

  /** Writes every kept document to the read store. Reads made meanwhile still see the kept ones. */
  async flush(): Promise<void> {
    for (const collection of this.collections.values()) await collection.flush();
  }
}

/** The kept documents of one collection, by id, in the order first written (a scan's natural order). */
class WriteBehindCollection implements Collection<Document> {
  private kept = new Map<string, Document>();
  /** Documents being written by a flush: a read still finds them here until the store has them. */
  private flushing: ReadonlyMap<string, Document> = new Map();
  private hasUniqueIndex = false;
  private lastFlush: Promise<void> = Promise.resolve();

  constructor(
    private readonly inner: Collection<Document>,
    private readonly logger: Logger,
    private readonly complete?: DocumentCompletion,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  get pending(): boolean {
    return this.kept.size > 0;
  }

  async findOne(filter: Filter, options?: Pick<FindOptions, 'sort' | 'projection' | 'readOnly'>): Promise<Document | null> {
    const id = idOnly(filter);
    if (id !== undefined && options?.readOnly === true && !options.sort && !options.projection) {
      const kept = this.kept.get(id) ?? this.flushing.get(id);
      if (kept) return kept;
      return this.inner.findOne(filter, options);
    }
    await this.flush();
    return this.inner.findOne(filter, options);
  }

  async replaceOne(filter: Filter, doc: Document, options?: ReplaceOptions): Promise<UpdateResult> {
    const id = idOnly(filter);
    if (id !== undefined && doc._id === id && options?.upsert === true && options.handOver === true && !this.hasUniqueIndex) {
      const existed = this.kept.has(id) || this.flushing.has(id);
      this.kept.set(id, doc);
      // What a projection's writes read of the answer: nothing; it is only as close as can be told without the store.
      return { matchedCount: existed ? 1 : 0, modifiedCount: existed ? 1 : 0, upsertedId: null };
    }
    await this.flush();
    return this.inner.replaceOne(filter, await this.completed(doc), options);
  }

  async find(filter: Filter, options?: FindOptions): Promise<Document[]> {
    await this.flush();
    return this.inner.find(filter, options);
  }

  async count(filter?: Filter): Promise<number> {
    await this.flush();
    return this.inner.count(filter);
  }

  async insertOne(doc: Document): Promise<void> {
    await this.flush();
    return this.inner.insertOne(doc);
  }

  async updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult> {
    await this.flush();
    return this.inner.updateOne(filter, update, options);
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    await this.flush();
    return this.inner.updateMany(filter, update);
  }

  async deleteOne(filter: Filter): Promise<number> {
    await this.flush();
    return this.inner.deleteOne(filter);
  }

  async deleteMany(filter?: Filter): Promise<number> {
    await this.flush();
    return this.inner.deleteMany(filter);
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    await this.flush();
    if (spec.unique) this.hasUniqueIndex = true;
    return this.inner.createIndex(spec);
  }

  /** `doc` as the read store takes it: completed, when this collection's documents are. */
  private async completed(doc: Document): Promise<Document> {
    if (!this.complete) return doc;
    const stored = typeof doc._id === 'string' ? await this.inner.findOne({ _id: doc._id }, { readOnly: true }) : null;
    return this.complete(doc, stored);
  }

  /** Writes the kept documents, after any flush under way (so only one flush writes at a time). */
  flush(): Promise<void> {
    if (this.kept.size === 0) return this.lastFlush;
    const flushed = this.lastFlush.then(() => this.writeKept());
    this.lastFlush = flushed.catch(() => undefined);
    return flushed;
  }

  private async writeKept(): Promise<void> {
    // Swapped out first: writes made while this one awaits the store are kept for the next flush.
    const flushing = this.kept;
    this.kept = new Map();
    this.flushing = flushing;
    // A count, not a set of ids: a map runs in the order its entries were set, so on failure the
    // first `written` are the ones the store has (a build's flush writes up to hundreds of thousands).
    let written = 0;
    try {
      for (const [id, doc] of flushing) {
        // A flush of a build's seconds of events writes tens of thousands of documents; other work (a
        // request, while a new version builds beside the one serving) runs between slices of it.
        if (written > 0 && written % FLUSH_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
        try {
          await this.inner.replaceOne({ _id: id }, await this.completed(doc), HANDED_OVER_UPSERT);
        } catch (error) {
          // A value the store cannot index is the event's, as when written at once: the document stays as it was.
          if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
          this.logger.error({ err: error, collection: this.inner.name, documentId: id }, 'projection skipped a document it cannot store');
        }
        written++;
      }
    } catch (error) {
      // The store failed: what was not written is kept again, unless written anew since.
      let index = 0;
      for (const [id, doc] of flushing) if (index++ >= written && !this.kept.has(id)) this.kept.set(id, doc);
      throw error;
    } finally {
      this.flushing = new Map();
    }
  }
}

const HANDED_OVER_UPSERT: ReplaceOptions = Object.freeze({ upsert: true, handOver: true });

/** Documents a flush writes before it lets other work run. */
const FLUSH_SLICE = 1000;

/** The id a filter pins when `_id` is all it names, as a plain string. */
function idOnly(filter: Filter): string | undefined {
  let id: unknown;
  let fields = 0;
  for (const field in filter) {
    if (field !== '_id' || ++fields > 1) return undefined;
    id = filter[field];
  }
  return typeof id === 'string' ? id : undefined;
}
