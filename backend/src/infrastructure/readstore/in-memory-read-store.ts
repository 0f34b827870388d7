import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Query, update as applyModifier } from 'mingo';
import * as updateOperators from 'mingo/operators/update';
import { copyDocument, freezeDocument } from './document-copy';
import { CollectionIndex, compareValues, isOrderable, valuesAtPath, type ExportedBuckets, type ExportedEntries, type IndexEntries } from './collection-index';
import { DocumentTable } from './document-table';
import type { EncodedDocuments, StoredDocuments } from './encoded-documents';
import { equalityConditions, isPlainObject, pinnedId } from './filter-equality';
import { planQuery } from './in-memory-query-plan';
import { plainPathMutation, type Mutation } from './plain-path-updates';
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadStore,
  type ReplaceOptions,
  type Sort,
  type Update,
  type UpdateResult,
} from '../../../platform/readstore/read-store.port';

/**
 * The embedded ReadStore: collections held in memory, filters and update operators evaluated by
 * mingo with MongoDB semantics. Its content is rebuilt from the event log at start.
 *
 * Documents are copied on the way in and out, so a caller never holds a stored document, except
 * when it asks for a `readOnly` answer: stored documents are frozen, so those are handed out as they are.
 * Lookups by `_id`, and equality and `$in` on indexed fields, skip the scan (this is what keeps a
 * projection rebuild, one upsert or `findOne` by `_id` per event, fast); a sort that a compound
 * index gives walks the index and stops after skip + limit (see in-memory-query-plan.ts).
 */
export class InMemoryReadStore implements ReadStore {
  private readonly collections = new Map<string, InMemoryCollection>();

  collection<T extends Document = Document>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new InMemoryCollection(name);
      this.collections.set(name, collection);
    }
    // Documents are stored untyped; T is only the caller's view of them, as with the MongoDB driver.
    return collection as unknown as Collection<T>;
  }

  async dropCollection(name: string): Promise<void> {
    // The instance stays in place (emptied), so handles taken before the drop keep working, as in MongoDB.
    this.collections.get(name)?.drop();
  }

  /** The documents of a collection as they are at this moment, in insertion order, without copying them. */
  documentsOf(name: string): readonly Document[] {
    return this.collections.get(name)?.decodedDocuments() ?? [];
  }

  /**
   * The documents of a collection as a snapshot takes them, those still encoded left so: stored
   * documents are frozen and a write replaces them, so the list stays as it was while the store
   * goes on (a snapshot written in the background is consistent with the moment it was taken).
   */
  storedDocumentsOf(name: string, options: { usedSoFarIsIdle?: boolean } = {}): StoredDocuments {
    return this.collections.get(name)?.storedDocuments(options) ?? { ids: [], documents: [], encoded: null, ordinals: [], layout: 0, takenAt: 0 };
  }

  /**
   * `stored` (storedDocumentsOf) is written, its documents in `encoded` in the same order: those the
   * collection still holds as they were are kept encoded from there (see DocumentTable.adoptEncoded).
   */
  adoptEncoded(name: string, stored: StoredDocuments, encoded: EncodedDocuments): void {
    this.collections.get(name)?.adoptEncoded(stored, encoded);
  }

  /**
   * Takes the documents of a snapshot, still encoded, into an empty collection (its indexes already
   * created); `ids` in the order of `encoded`, mapped later (completeLoadsInSteps). The indexes
   * named in `bucketsLoadedAfter` are left out: their entries and buckets follow (loadIndexEntries,
   * loadIndexBuckets); any other index is filled from the documents, which decodes them all.
   */
  loadEncoded(name: string, ids: string[], encoded: EncodedDocuments, bucketsLoadedAfter: ReadonlySet<string> = NONE): void {
    (this.collection(name) as unknown as InMemoryCollection).loadEncoded(ids, encoded, bucketsLoadedAfter);
  }

  /**
   * Completes what loading the snapshots or building the read models left for later (see
   * DocumentTable's id map, CollectionIndex's makeLoadedBuckets, joinLoadedBuckets and orderBuckets) in steps of about
   * `perStep` entries (a few milliseconds each) between other work, once the process is ready; a
   * lookup, read or write before then completes what it needs at once.
   */
  completeLoadsInSteps(perStep = 20_000): void {
    // A collection through with it is not asked again.
    const pending = [...this.collections.values()];
    const step = () => {
      while (pending.length > 0) {
        if (pending[0].completeLoad(perStep)) {
          setImmediate(step).unref();
          return;
        }
        pending.shift();
      }
    };
    setImmediate(step).unref();
  }

  /**
   * The indexes of a collection as a snapshot keeps them, taken at the call: each one with its
   * buckets (positions in storedDocumentsOf's order) and entries, `perBatch` to a batch.
   */
  indexesOf(name: string, perBatch: number): ExportedIndex[] {
    return this.collections.get(name)?.exportIndexes(perBatch) ?? [];
  }

  /**
   * Of the indexes a snapshot holds (indexesOf), those whose buckets can be loaded as they are into
   * the collection: it has the same index, and no document yet (so ordinals are snapshot positions).
   */
  indexesToLoad(name: string, exported: readonly ExportedIndexSpec[]): Set<string> {
    return (this.collection(name) as unknown as InMemoryCollection).indexesToLoad(exported);
  }

  /** Entries of an index that loadEncoded left out, for the documents at positions `from` on, before its buckets. */
  loadIndexEntries(name: string, index: string, entries: ExportedEntries, from: number): void {
    (this.collection(name) as unknown as InMemoryCollection).loadIndexEntries(index, entries, from);
  }

  /** Buckets of an index that loadEncoded left out, once every document of the snapshot is loaded. */
  loadIndexBuckets(name: string, index: string, buckets: ExportedBuckets): void {
    (this.collection(name) as unknown as InMemoryCollection).loadIndexBuckets(index, buckets);
  }

  async listCollections(): Promise<string[]> {
    return [...this.collections.values()].filter((collection) => collection.exists).map((collection) => collection.name);
  }

  async close(): Promise<void> {
    // Nothing to release: the data lives exactly as long as this instance.
  }
}

const NONE: ReadonlySet<string> = new Set();

/** An index as a snapshot describes it. */
export interface ExportedIndexSpec {
  name: string;
  keys: IndexSpec['keys'];
  sparse: boolean;
  unique: boolean;
  /** IndexSpec.include; absent from snapshots written before indexes kept fields. */
  include?: string[];
}

export interface ExportedIndex extends ExportedIndexSpec {
  entries: ExportedEntries[];
  batches: ExportedBuckets[];
}

type Modifier = Parameters<typeof applyModifier>[1];

/**
 * mingo's update operators, called one by one (or the direct route of plainPathMutation). Its
 * `update()` entry point rebuilds an operator context on every call (about 50 µs, most of an
 * upsert's cost), so it is kept for the positional operator, which needs the filter.
 * Operand types are widened here: mingo checks operands itself.
 */
const UPDATE_OPERATORS = updateOperators as Readonly<Record<string, (operand: Record<string, unknown>) => Mutation>>;

/** An update document, checked and split the way it is applied. */
interface ParsedUpdate {
  /** The operators but `$setOnInsert`, applied to a matched document and to an upserted one. */
  readonly mutations: Mutation[];
  /** The same operators as an operator document, for mingo's `update()` (positional paths). */
  readonly modifier: Record<string, Record<string, unknown>>;
  /** A path uses a positional operator (`items.$.qty`), which needs the filter to resolve. */
  readonly positional: boolean;
  /** `$setOnInsert` without `_id`, applied only when an upsert inserts. */
  readonly onInsert: Mutation | undefined;
  /** `$setOnInsert._id`: the id of an upserted document when the filter pins none. */
  readonly idOnInsert: unknown;
}

class InMemoryCollection implements Collection<Document> {
  /** Like MongoDB, a collection exists from its first insert or index until it is dropped. */
  exists = false;
  /** Insertion order serves as the natural order of a scan. */
  private readonly documents = new DocumentTable();
  private indexes: CollectionIndex[] = [];
  /**
   * Non-unique indexes writes leave alone (deferIndexes), and how far their build has gone: the
   * documents before `next` (in insertion order) are in them. Null while indexes are kept at each write.
   */
  private deferred: { next: Iterator<number>; building: boolean } | null = null;

  constructor(readonly name: string) {}

  deferIndexes(): void {
    this.deferred = { next: this.documents.ordinalsInOrder(), building: false };
    for (const index of this.indexes) if (!index.unique) index.clear();
  }

  /**
   * Builds the deferred indexes a slice at a time (each about `sliceMs`), letting other work run in
   * between: a million sessions take seconds, and a lease renewed every two seconds must not lapse.
   * A read or a write meanwhile finishes the build first.
   */
  async buildDeferredIndexes(sliceMs = 20): Promise<void> {
    while (this.deferred) {
      this.deferred.building = true;
      const until = performance.now() + sliceMs;
      if (!this.indexSomeDeferred(() => performance.now() < until)) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Before a write: a build under way is finished first, or it would miss what the write changes in the documents behind it. */
  private deferredBuildFinished(): void {
    if (this.deferred?.building) this.indexesNeeded();
  }

  /** Before a read: the deferred indexes, built now if they are not yet. */
  private indexesNeeded(): void {
    this.indexSomeDeferred(() => true);
  }

  /** Puts documents into the deferred indexes while `goOn()` says so (asked every 256); whether any are left. */
  private indexSomeDeferred(goOn: () => boolean): boolean {
    const deferred = this.deferred;
    if (!deferred) return false;
    const indexes = this.indexes.filter((index) => !index.unique);
    for (let count = 1; ; count++) {
      const next = deferred.next.next();
      if (next.done) break;
      const doc = this.documents.at(next.value) as Document;
      for (const index of indexes) index.addInOrder(next.value, doc);
      if ((count & 255) === 0 && !goOn()) return true;
    }
    this.deferred = null;
    return false;
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection' | 'readOnly'> = {}): Promise<Document | null> {
    // A projection's read of the document an event changes, once per event of a rebuild: straight to it.
    const id = pinnedIdOnly(filter);
    if (id !== undefined && options.sort === undefined && options.projection === undefined) {
      const doc = this.documents.get(id);
      if (!doc) return null;
      return options.readOnly ? doc : copyDocument(doc);
    }
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Document[]> {
    const { sort, skip = 0, limit, projection } = options;
    this.indexesNeeded();
    const plan = planQuery(filter, sort, this.documents, this.indexes);
    if (sort && !plan.ordered) return sortAndSlice(this.matchAll(plan), sort, options);
    // In index order, or without a sort: the first skip + limit matches are the answer.
    const answer = projectorOf(projection, options.readOnly);
    // Answered by the index alone when it decides the filter and holds every field asked for
    // (CollectionIndex.coveredAnswerOf): no document read, nor decoded when still encoded.
    const decided = plan.decidedByIndex;
    const covered = decided && projection ? decided.index.coveredAnswerOf(projection, (ordinal) => this.documents.idOf(ordinal)) : null;
    const passes = covered && decided ? decided.passes : null;
    const found: Document[] = [];
    let skipped = 0;
    for (const ordinal of plan.ordinals) {
      const doc = passes ? null : plan.matching(ordinal);
      if (passes ? !passes(ordinal) : !doc) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      const fromIndex = covered ? covered(ordinal) : undefined;
      if (fromIndex) found.push(options.readOnly ? fromIndex : copyDocument(fromIndex));
      // Read where the index cannot tell a field from a missing one.
      else found.push(answer(doc ?? (plan.matching(ordinal) as Document)));
      if (limit && found.length >= limit) break;
    }
    return found;
  }

  async count(filter: Filter = {}): Promise<number> {
    this.indexesNeeded();
    return planQuery(filter, undefined, this.documents, this.indexes).count();
  }

  async insertOne(doc: Document): Promise<void> {
    const stored = copyDocument(doc);
    stored._id ??= randomUUID();
    this.insert(stored);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const parsed = parseUpdate(update);
    const [current] = this.match(filter, 1);
    if (current) return result(1, this.modify(current, parsed, filter) ? 1 : 0);
    if (!options.upsert) return result(0, 0);
    const inserted = buildUpsertDocument(filter, parsed);
    this.insert(inserted);
    return result(0, 0, inserted._id);
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const parsed = parseUpdate(update);
    const matched = this.match(filter);
    let modified = 0;
    // Like MongoDB, not atomic across documents: a duplicate key stops the run midway.
    for (const current of matched) if (this.modify(current, parsed, filter)) modified++;
    return result(matched.length, modified);
  }

  async replaceOne(filter: Filter, doc: Document, options: ReplaceOptions = {}): Promise<UpdateResult> {
    // The store's own object from here on: handed over, or copied.
    const replacement = options.handOver ? doc : copyDocument(doc);
    for (const field in replacement) {
      if (field.startsWith('$')) throw new Error(`A replacement document cannot contain update operators (${field})`);
    }
    const replacementId = replacement._id as unknown;
    const [current] = this.match(filter, 1);
    if (current) {
      if (replacementId !== undefined && replacementId !== current._id && !isDeepStrictEqual(replacementId, current._id)) {
        throw new Error(`Performing a replace would modify the immutable field '_id' of ${current._id}`);
      }
      const next = ledById(replacement, current._id);
      if (mayBeEqual(current, next) && isDeepStrictEqual(current, next)) return result(1, 0);
      this.store(next, this.indexEntriesOf(next, current));
      return result(1, 1);
    }
    if (!options.upsert) return result(0, 0);
    const inserted = ledById(replacement, (replacementId ?? pinnedId(filter) ?? randomUUID()) as string);
    this.insert(inserted);
    return result(0, 0, inserted._id);
  }

  async deleteOne(filter: Filter): Promise<number> {
    const [doc] = this.match(filter, 1);
    if (!doc) return 0;
    this.remove(doc._id);
    return 1;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    if (isEmpty(filter)) {
      const deleted = this.documents.size;
      this.empty();
      return deleted;
    }
    const matched = this.match(filter);
    for (const doc of matched) this.remove(doc._id);
    return matched.length;
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    this.exists = true;
    const index = new CollectionIndex(spec);
    // The _id index always exists: it is the document map itself.
    if (index.keyFields.length === 1 && index.keyFields[0] === '_id') return;
    const existing = this.indexes.find((other) => other.name === index.name || sameKeySpec(other.spec, spec));
    this.indexesNeeded();
    if (existing) {
      const identical = existing.name === index.name && sameKeySpec(existing.spec, spec) && existing.unique === index.unique && sameIncluded(existing, spec.include);
      if (identical) return;
      throw new Error(`Index ${index.name} conflicts with existing index ${existing.name} in ${this.name}`);
    }
    this.fillIndex(index);
    this.indexes.push(index);
  }

  storedDocuments(options: { usedSoFarIsIdle?: boolean }): StoredDocuments {
    return this.documents.storedDocuments(options);
  }

  decodedDocuments(): Document[] {
    const stored: Document[] = [];
    for (const ordinal of this.documents.ordinalsInOrder()) stored.push(this.documents.at(ordinal) as Document);
    return stored;
  }

  /**
   * Maps up to `count` more ids of the loaded snapshot, or else makes about `count` of one index's
   * loaded buckets, or else lists its loaded entries per document, or else puts about `count` entries
   * of a compound index's buckets in index order; whether anything was left.
   */
  completeLoad(count: number): boolean {
    if (this.documents.mapIds(count)) return true;
    return this.indexes.some((index) => index.makeLoadedBuckets(count) || index.joinLoadedBuckets() || index.orderBuckets(count));
  }

  adoptEncoded(stored: StoredDocuments, encoded: EncodedDocuments): void {
    this.documents.adoptEncoded(stored, encoded);
  }

  loadEncoded(ids: string[], encoded: EncodedDocuments, bucketsLoadedAfter: ReadonlySet<string>): void {
    this.indexesNeeded();
    this.documents.loadEncoded(ids, encoded);
    if (ids.length > 0) this.exists = true;
    try {
      // An index the snapshot does not hold as the collection has it (changed without a new version).
      for (const index of this.indexes) if (!bucketsLoadedAfter.has(index.name)) this.fillIndex(index);
    } catch (error) {
      // Nothing of the snapshot is kept.
      this.empty();
      throw error;
    }
  }

  exportIndexes(perBatch: number): ExportedIndex[] {
    this.indexesNeeded();
    if (this.indexes.length === 0) return [];
    // Ordinals skip deleted documents; a snapshot's positions do not.
    const positionOf = new Uint32Array(this.documents.ordinalCount);
    const ordinals = new Uint32Array(this.documents.size);
    let position = 0;
    for (const ordinal of this.documents.ordinalsInOrder()) {
      ordinals[position] = ordinal;
      positionOf[ordinal] = position++;
    }
    return this.indexes.map((index) => ({
      name: index.name,
      keys: index.spec.keys,
      sparse: index.sparse,
      unique: index.unique,
      include: [...index.included],
      entries: index.exportEntries(ordinals, perBatch),
      batches: index.exportBuckets(positionOf, perBatch),
    }));
  }

  indexesToLoad(exported: readonly ExportedIndexSpec[]): Set<string> {
    this.indexesNeeded();
    const names = new Set<string>();
    if (this.documents.ordinalCount > 0) return names;
    for (const spec of exported) {
      const index = this.indexes.find((candidate) => candidate.name === spec.name);
      if (index && index.unique === spec.unique && index.sparse === spec.sparse && sameKeySpec(index.spec, spec) && sameIncluded(index, spec.include)) names.add(spec.name);
    }
    return names;
  }

  loadIndexEntries(name: string, entries: ExportedEntries, from: number): void {
    this.loadedIndex(name).loadEntries(entries, from);
  }

  loadIndexBuckets(name: string, buckets: ExportedBuckets): void {
    this.loadedIndex(name).loadBuckets(buckets, this.documents.size);
  }

  /** An index a snapshot's entries and buckets load into. */
  private loadedIndex(name: string): CollectionIndex {
    const index = this.indexes.find((candidate) => candidate.name === name);
    if (!index) throw new Error(`No index ${name} in ${this.name}`);
    // Loaded into an empty table, the documents' ordinals are their positions in the snapshot.
    if (this.documents.size !== this.documents.ordinalCount) throw new Error(`${this.name} had documents before the snapshot's`);
    return index;
  }

  /** Enters every stored document into `index`, refusing a duplicate key. */
  private fillIndex(index: CollectionIndex): void {
    for (const ordinal of this.documents.ordinalsInOrder()) {
      const entries = index.entriesOf(this.documents.at(ordinal) as Document);
      const conflict = index.conflictOf(ordinal, entries);
      if (conflict) throw new DuplicateKeyError(this.name, conflict);
      index.set(ordinal, entries);
    }
  }

  private empty(): void {
    this.documents.clear();
    for (const index of this.indexes) index.clear();
    // Ordinals start again from 0: a deferred build does too.
    if (this.deferred) this.deferred.next = this.documents.ordinalsInOrder();
  }

  drop(): void {
    this.documents.clear();
    this.indexes = [];
    this.deferred = null;
    this.exists = false;
  }

  /** Stored documents (not copies) matching `filter`, at most `limit` of them, in no promised order (as in MongoDB). */
  private match(filter: Filter, limit = Infinity): Document[] {
    const matched: Document[] = [];
    if (limit <= 0) return matched;
    const id = pinnedIdOnly(filter);
    if (id !== undefined) {
      const doc = this.documents.get(id);
      if (doc) matched.push(doc);
      return matched;
    }
    this.indexesNeeded();
    const plan = planQuery(filter, undefined, this.documents, this.indexes);
    for (const ordinal of plan.ordinals) {
      const doc = plan.matching(ordinal);
      if (!doc) continue;
      matched.push(doc);
      if (matched.length >= limit) break;
    }
    return matched;
  }

  private matchAll(plan: ReturnType<typeof planQuery>): Document[] {
    const matched: Document[] = [];
    for (const ordinal of plan.ordinals) {
      const doc = plan.matching(ordinal);
      if (doc) matched.push(doc);
    }
    return matched;
  }

  /** Applies an update to a copy of `current` (so a failure changes nothing) and stores it if anything changed. */
  private modify(current: Document, parsed: ParsedUpdate, filter: Filter): boolean {
    if (parsed.mutations.length === 0) return false;
    const next = copyDocument(current);
    const changed = parsed.positional
      ? applyModifier(next, parsed.modifier as Modifier, undefined, filter).length > 0
      : applyMutations(next, parsed.mutations);
    if (!changed) return false;
    this.store(next, this.indexEntriesOf(next, current));
    return true;
  }

  private insert(doc: Document): void {
    if (this.documents.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id });
    this.store(doc, this.indexEntriesOf(doc));
  }

  /** Each index's entries for `doc`; throws before anything changes if a unique index would collide. */
  private indexEntriesOf(doc: Document, current?: Document): Array<IndexEntries | null> {
    // Only a unique index asks whose the entries are: a lookup fewer per write to the others.
    let ordinal: number | undefined;
    this.deferredBuildFinished();
    return this.indexes.map((index) => {
      if (this.deferred && !index.unique) return null;
      // A write that leaves an index's fields as they were (a projection's usual update) skips it.
      if (current && index.sameKeyValues(current, doc)) return null;
      const entries = index.entriesOf(doc, current);
      if (!index.unique) return entries;
      ordinal ??= this.documents.ordinalOf(doc._id) ?? -1;
      const conflict = index.conflictOf(ordinal, entries);
      if (conflict) throw new DuplicateKeyError(this.name, conflict);
      return entries;
    });
  }

  /** Stores `doc` with each index's new entries (null: unchanged). */
  private store(doc: Document, entries: Array<IndexEntries | null>): void {
    const ordinal = this.documents.put(freezeDocument(doc));
    this.indexes.forEach((index, i) => {
      const indexEntries = entries[i];
      if (indexEntries) index.set(ordinal, indexEntries);
    });
    this.exists = true;
  }

  private remove(id: string): void {
    this.deferredBuildFinished();
    const ordinal = this.documents.remove(id);
    if (ordinal === undefined) return;
    for (const index of this.indexes) if (!this.deferred || index.unique) index.delete(ordinal);
  }
}

function parseUpdate(update: Update): ParsedUpdate {
  if (isEmpty(update)) throw new Error('An update document must contain update operators');
  const mutations: Mutation[] = [];
  const modifier: Record<string, Record<string, unknown>> = {};
  const paths: string[] = [];
  let setOnInsert: Record<string, unknown> = {};
  for (const [operator, operand] of Object.entries(update)) {
    if (!operator.startsWith('$')) throw new Error(`An update document must contain only update operators, found '${operator}'`);
    if (!isPlainObject(operand)) throw new Error(`The operand of ${operator} must be an object`);
    // Copied once here, so no object of the caller's ends up inside a stored document.
    const fields = copyDocument(operand);
    paths.push(...Object.keys(fields));
    if (operator === '$rename') paths.push(...Object.values(fields).map(String));
    if (operator === '$setOnInsert') {
      setOnInsert = fields;
      continue;
    }
    if (!Object.hasOwn(UPDATE_OPERATORS, operator)) throw new Error(`Unknown update operator '${operator}'`);
    mutations.push(mutationOf(operator, fields));
    modifier[operator] = fields;
  }
  assertNoConflicts(paths);
  const { _id: idOnInsert, ...onInsertFields } = setOnInsert;
  return {
    mutations,
    modifier,
    positional: paths.some((path) => path.includes('.$')),
    onInsert: isEmpty(onInsertFields) ? undefined : mutationOf('$set', onInsertFields),
    idOnInsert,
  };
}

function mutationOf(operator: string, operand: Record<string, unknown>): Mutation {
  return plainPathMutation(operator, operand, UPDATE_OPERATORS[operator](operand));
}

/** Like MongoDB, refuses an update that writes a path twice, or a path and a field inside it. */
function assertNoConflicts(paths: readonly string[]): void {
  for (let i = 0; i < paths.length; i++) {
    for (let j = i + 1; j < paths.length; j++) {
      if (isSameOrInside(paths[i], paths[j]) || isSameOrInside(paths[j], paths[i])) {
        throw new Error(`Updating the path '${paths[i]}' would create a conflict at '${paths[j]}'`);
      }
    }
  }
}

/** `a.b` is inside `a`; `a` is the same as `a`; `ab` is not inside `a`. */
function isSameOrInside(path: string, parent: string): boolean {
  return path.startsWith(parent) && (path.length === parent.length || path[parent.length] === '.');
}

function applyMutations(doc: Record<string, unknown>, mutations: readonly Mutation[]): boolean {
  let changed = false;
  for (const mutate of mutations) if (mutate(doc).length > 0) changed = true;
  return changed;
}

/**
 * The document an upsert inserts, built as MongoDB builds it: the filter's equality fields, then
 * the update's operators and `$setOnInsert`. `_id` comes from the filter when it pins one, else
 * from `$setOnInsert`, else a new UUID (read models use string ids, never ObjectIds).
 */
function buildUpsertDocument(filter: Filter, parsed: ParsedUpdate): Document {
  const seed: Record<string, unknown> = {};
  let id: unknown;
  for (const [path, value] of equalityConditions(filter)) {
    if (path === '_id') id = value;
    else seed[path] = value;
  }
  // _id goes in first and directly: it leads the document, and mingo refuses to $set it.
  const doc: Document = { _id: copyDocument(id ?? parsed.idOnInsert ?? randomUUID()) as string };
  if (!isEmpty(seed)) mutationOf('$set', copyDocument(seed))(doc);
  applyMutations(doc, parsed.mutations);
  parsed.onInsert?.(doc);
  return doc;
}

/** Sort (when no index gives the order), then skip and limit, then project (copies), in MongoDB's order. A limit of 0 means none. */
function sortAndSlice(docs: Document[], sort: Sort, { skip = 0, limit, projection, readOnly }: FindOptions): Document[] {
  const sorted = sortedByScalars(docs, sort);
  if (sorted) return sorted.slice(skip, limit ? skip + limit : undefined).map(projectorOf(projection, readOnly));
  let cursor = new Query({}).find<Document>(docs, projection ?? {});
  cursor = cursor.sort(sort);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(limit);
  return cursor.all().map(copyDocument);
}

/**
 * `docs` in the order of `sort`, when every sort value is a scalar or an array of scalars: an array
 * sorts by its smallest element ascending and its largest descending, as in MongoDB. Undefined
 * when a value needs mingo's comparison (a sub-document, an empty array).
 */
function sortedByScalars(docs: readonly Document[], sort: Sort): Document[] | undefined {
  const fields = Object.entries(sort).map(([field, direction]) => ({ path: field.split('.'), direction }));
  const keyed: Array<{ doc: Document; key: unknown[] }> = [];
  for (const doc of docs) {
    const key: unknown[] = [];
    for (const { path, direction } of fields) {
      const values = valuesAtPath(doc, path);
      if (!values.every(isOrderable)) return undefined;
      key.push(values.reduce((best, value) => (compareValues(value, best) * direction > 0 ? best : value)));
    }
    keyed.push({ doc, key });
  }
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareValues(a.key[i], b.key[i]);
      if (order !== 0) return order * fields[i].direction;
    }
    return 0;
  });
  return keyed.map((entry) => entry.doc);
}

/**
 * The answer for each stored document a find returns: a copy of it, or of the fields an inclusion
 * projection names (and `_id`); with `readOnly`, the frozen stored values themselves. Worked out once
 * per find, not per document: a search page's finds return hundreds of documents. Top-level fields are
 * picked directly; dotted paths go through mingo, which projects into arrays as MongoDB does.
 */
function projectorOf(projection: FindOptions['projection'], readOnly = false): (doc: Document) => Document {
  const answer = readOnly ? (value: Document) => value : copyDocument;
  if (!projection || isEmpty(projection)) return answer;
  const fields = Object.keys(projection);
  if (fields.some((field) => field.includes('.') || field.startsWith('$'))) {
    return (doc) => answer(new Query({}).find<Document>([doc], projection).all()[0]);
  }
  // Only a name that objects inherit (say `constructor`) needs the own-property check.
  const picked = fields.filter((field) => field !== '_id').map((field) => ({ field, inherited: field in Object.prototype }));
  return (doc) => {
    const projected: Document = { _id: doc._id };
    for (const { field, inherited } of picked) {
      const value = doc[field];
      if (value !== undefined && (!inherited || Object.hasOwn(doc, field))) projected[field] = value;
    }
    return answer(projected);
  };
}

/**
 * False when two documents differ at the top level in a way a glance shows (the number of fields,
 * or a field holding a different scalar), sparing the deep comparison: a projection's replacement
 * always differs, in `_position` at least.
 */
function mayBeEqual(a: Document, b: Document): boolean {
  let fields = 0;
  for (const key in a) {
    fields++;
    const x = a[key];
    const y = b[key];
    if (x === y || (Number.isNaN(x) && Number.isNaN(y))) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  }
  for (const _ in b) fields--;
  return fields === 0;
}

/**
 * The document with `id` as its `_id`, first (as MongoDB stores it). A replacement already led by
 * that id, as a projection's always is, is kept as it is: rebuilding it would copy every field of
 * every document written, twice, for nothing.
 */
function ledById(doc: Document, id: string): Document {
  for (const field in doc) {
    if (field === '_id' && doc._id === id) return doc;
    break;
  }
  const { _id: _replaced, ...fields } = doc;
  return { _id: id, ...fields };
}

function result(matchedCount: number, modifiedCount: number, upsertedId: string | null = null): UpdateResult {
  return { matchedCount, modifiedCount, upsertedId };
}

function isEmpty(object: object): boolean {
  for (const _ in object) return false;
  return true;
}

/** Same fields in the same order with the same directions. */
function sameKeySpec(a: IndexSpec, b: IndexSpec): boolean {
  return isDeepStrictEqual(Object.entries(a.keys), Object.entries(b.keys));
}

/** Whether an index keeps exactly these fields beside its keys (IndexSpec.include), in this order. */
function sameIncluded(index: CollectionIndex, include: readonly string[] = []): boolean {
  // Element by element: a list read back from a snapshot may be of another realm (a worker thread's, jest's).
  return index.included.length === include.length && index.included.every((field, i) => field === include[i]);
}

/** The id a filter names when `{ _id: <string> }` is all it says (the by-id plan's case). */
function pinnedIdOnly(filter: Filter): string | undefined {
  let id: unknown;
  for (const field in filter) {
    if (field !== '_id') return undefined;
    id = filter[field];
  }
  return typeof id === 'string' ? id : undefined;
}
