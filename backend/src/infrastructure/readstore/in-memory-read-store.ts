import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Query, update as applyModifier } from 'mingo';
import * as updateOperators from 'mingo/operators/update';
import { copyDocument } from './document-copy';
import { equalityConditions, isPlainObject, pinnedId } from './filter-equality';
import { HashIndex, isIndexableScalar, type IndexEntry } from './hash-index';
import { plainPathMutation, type Mutation } from './plain-path-updates';
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadStore,
  type Update,
  type UpdateResult,
} from './read-store.port';

/**
 * The embedded ReadStore: collections held in memory, filters and update operators evaluated by
 * mingo with MongoDB semantics. Its content is rebuilt from the event log at start.
 *
 * Documents are copied on the way in and out, so a caller never holds a stored document.
 * Lookups by `_id` and equality lookups on indexed fields skip the scan; this is what keeps a
 * projection rebuild (one upsert or `findOne` by `_id` per event) fast.
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

  async listCollections(): Promise<string[]> {
    return [...this.collections.values()].filter((collection) => collection.exists).map((collection) => collection.name);
  }

  async close(): Promise<void> {
    // Nothing to release: the data lives exactly as long as this instance.
  }
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
  /** Map order is insertion order, which serves as the natural order of a scan. */
  private readonly documents = new Map<string, Document>();
  private indexes: HashIndex[] = [];

  constructor(readonly name: string) {}

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection'> = {}): Promise<Document | null> {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Document[]> {
    // Without a sort, the first skip + limit matches are the answer, so the scan can stop there.
    const enough = options.sort || !options.limit ? Infinity : (options.skip ?? 0) + options.limit;
    return arrange(this.match(filter, enough), options).map(copyDocument);
  }

  async count(filter: Filter = {}): Promise<number> {
    return isEmpty(filter) ? this.documents.size : this.match(filter).length;
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

  async replaceOne(filter: Filter, doc: Document, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const { _id: replacementId, ...fields } = copyDocument(doc);
    for (const field of Object.keys(fields)) {
      if (field.startsWith('$')) throw new Error(`A replacement document cannot contain update operators (${field})`);
    }
    const [current] = this.match(filter, 1);
    if (current) {
      if (replacementId !== undefined && !isDeepStrictEqual(replacementId, current._id)) {
        throw new Error(`Performing a replace would modify the immutable field '_id' of ${current._id}`);
      }
      const next: Document = { _id: current._id, ...fields };
      if (isDeepStrictEqual(current, next)) return result(1, 0);
      this.store(next, this.indexEntriesOf(next));
      return result(1, 1);
    }
    if (!options.upsert) return result(0, 0);
    const inserted: Document = { _id: (replacementId ?? pinnedId(filter) ?? randomUUID()) as string, ...fields };
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
      this.documents.clear();
      for (const index of this.indexes) index.clear();
      return deleted;
    }
    const matched = this.match(filter);
    for (const doc of matched) this.remove(doc._id);
    return matched.length;
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    this.exists = true;
    const index = new HashIndex(spec);
    // The _id index always exists: it is the document map itself.
    if (index.keyFields.length === 1 && index.keyFields[0] === '_id') return;
    const existing = this.indexes.find((other) => other.name === index.name || sameKeySpec(other.spec, spec));
    if (existing) {
      const identical = existing.name === index.name && sameKeySpec(existing.spec, spec) && existing.unique === index.unique;
      if (identical) return;
      throw new Error(`Index ${index.name} conflicts with existing index ${existing.name} in ${this.name}`);
    }
    for (const [id, doc] of this.documents) {
      const entries = index.entriesOf(doc);
      const conflict = index.conflictOf(id, entries);
      if (conflict) throw new DuplicateKeyError(this.name, index.keyValue(conflict));
      index.set(id, entries);
    }
    this.indexes.push(index);
  }

  drop(): void {
    this.documents.clear();
    this.indexes = [];
    this.exists = false;
  }

  /**
   * Stored documents (not copies) matching `filter`, at most `limit` of them: in insertion order
   * after a scan, in an index bucket's order after a lookup. Like MongoDB, no order is promised
   * without a sort.
   */
  private match(filter: Filter, limit = Infinity): Document[] {
    const matched: Document[] = [];
    if (limit <= 0) return matched;
    // The hot path of a projection: `{ _id }` alone needs neither a scan nor a compiled query.
    const onlyId = typeof filter._id === 'string' && hasSingleKey(filter);
    const query = onlyId || isEmpty(filter) ? undefined : new Query(filter);
    for (const doc of this.candidates(filter)) {
      if (query && !query.test(doc)) continue;
      matched.push(doc);
      if (matched.length >= limit) break;
    }
    return matched;
  }

  /** A superset of the documents matching `filter`: one by `_id`, an index's bucket, or all. */
  private candidates(filter: Filter): Iterable<Document> {
    const id = pinnedId(filter);
    if (typeof id === 'string') {
      const doc = this.documents.get(id);
      return doc ? [doc] : [];
    }
    const ids = this.indexedCandidates(filter);
    return ids ? this.documentsOf(ids) : this.documents.values();
  }

  /** Ids from the most selective index whose every key field the filter pins to a scalar. */
  private indexedCandidates(filter: Filter): ReadonlySet<string> | undefined {
    if (this.indexes.length === 0) return undefined;
    const equalities = new Map(equalityConditions(filter));
    let best: ReadonlySet<string> | undefined;
    for (const index of this.indexes) {
      const values = index.keyFields.map((field) => equalities.get(field));
      if (!values.every(isIndexableScalar)) continue;
      const ids = index.lookup(values);
      if (!best || ids.size < best.size) best = ids;
    }
    return best;
  }

  private *documentsOf(ids: ReadonlySet<string>): Generator<Document> {
    for (const id of ids) {
      const doc = this.documents.get(id);
      if (doc) yield doc;
    }
  }

  /** Applies an update to a copy of `current` (so a failure changes nothing) and stores it if anything changed. */
  private modify(current: Document, parsed: ParsedUpdate, filter: Filter): boolean {
    if (parsed.mutations.length === 0) return false;
    const next = copyDocument(current);
    const changed = parsed.positional
      ? applyModifier(next, parsed.modifier as Modifier, undefined, filter).length > 0
      : applyMutations(next, parsed.mutations);
    if (!changed) return false;
    this.store(next, this.indexEntriesOf(next));
    return true;
  }

  private insert(doc: Document): void {
    if (this.documents.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id });
    this.store(doc, this.indexEntriesOf(doc));
  }

  /** Each index's entries for `doc`; throws before anything changes if a unique index would collide. */
  private indexEntriesOf(doc: Document): IndexEntry[][] {
    return this.indexes.map((index) => {
      const entries = index.entriesOf(doc);
      const conflict = index.conflictOf(doc._id, entries);
      if (conflict) throw new DuplicateKeyError(this.name, index.keyValue(conflict));
      return entries;
    });
  }

  private store(doc: Document, entries: IndexEntry[][]): void {
    this.indexes.forEach((index, i) => index.set(doc._id, entries[i]));
    this.documents.set(doc._id, doc);
    this.exists = true;
  }

  private remove(id: string): void {
    this.documents.delete(id);
    for (const index of this.indexes) index.delete(id);
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

/** Sort, then skip and limit, then project, in MongoDB's order. A limit of 0 means none, as in MongoDB. */
function arrange(docs: Document[], { sort, skip = 0, limit, projection }: FindOptions): Document[] {
  if (!sort && !projection) return docs.slice(skip, limit ? skip + limit : undefined);
  let cursor = new Query({}).find<Document>(docs, projection ?? {});
  if (sort) cursor = cursor.sort(sort);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(limit);
  return cursor.all();
}

function result(matchedCount: number, modifiedCount: number, upsertedId: string | null = null): UpdateResult {
  return { matchedCount, modifiedCount, upsertedId };
}

function isEmpty(object: object): boolean {
  for (const _ in object) return false;
  return true;
}

function hasSingleKey(object: object): boolean {
  let keys = 0;
  for (const _ in object) if (++keys > 1) return false;
  return keys === 1;
}

/** Same fields in the same order with the same directions. */
function sameKeySpec(a: IndexSpec, b: IndexSpec): boolean {
  return isDeepStrictEqual(Object.entries(a.keys), Object.entries(b.keys));
}
