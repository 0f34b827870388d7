import { isPlainObject } from './filter-equality';
import type { Document, IndexSpec } from '../../../platform/readstore/read-store.port';

/**
 * An index of the in-memory read store, laid out as MongoDB's B-tree answers the same queries:
 *
 * - documents are grouped in buckets by the value of the index's first field (each element of an
 *   array, as a multikey index does; a missing field as null), which answers equality and `$in`
 *   on that field, membership tests (`$ne`, `$nin`) and counts from the bucket sizes;
 * - within a bucket, a compound index keeps its documents in index order (the following fields
 *   with their directions; `_id` too when the index holds it), sorted on the first ordered read after a write and kept
 *   sorted by binary insertion while reads follow writes, so a query pinning the first field and
 *   sorting on the following ones walks the bucket and stops after skip + limit;
 * - a unique index also maps every full key to its holders, to refuse duplicates.
 *
 * Keys follow MongoDB's index semantics closely enough to agree with its unique constraints and
 * query results: a missing field indexes as null, an array indexes each element, and dotted paths
 * descend through arrays of sub-documents.
 */
export class CollectionIndex {
  readonly name: string;
  readonly unique: boolean;
  /** Documents without the field are left out (see IndexSpec.sparse). */
  readonly sparse: boolean;
  /** The key's fields in order, as dotted paths. */
  readonly keyFields: readonly string[];
  /** 1 or -1 per key field. */
  readonly directions: readonly number[];
  private readonly paths: string[][];
  /** Read through `bucketMap`, which first makes the buckets a snapshot load left unmade. */
  private readonly buckets = new Map<string, Bucket>();
  /**
   * A snapshot's buckets not made yet (loadBuckets), and where making them goes on from: made in
   * steps once the process is ready (makeLoadedBuckets), or all at once at the first use of the
   * buckets. A million sessions' `by_pair` is a million buckets of one: making them (an object, a
   * list and a map entry each, which the collector then copies twice) was 2.8 s of a 12 s restart.
   */
  private unmade: ExportedBuckets[] = [];
  private unmadeFrom = { key: 0, position: 0 };
  /** Each document's buckets, by its ordinal (see DocumentTable). */
  private bucketsByOrdinal: Array<Bucket | Bucket[] | undefined> = [];
  /**
   * Loaded from a snapshot, the documents' buckets are not put in bucketsByOrdinal (an array per
   * document of several buckets: a tutor's 46 search keys, a session's two participants), only a
   * write needs them: `loadedCount` documents are listed here at once, flat (see joinLoadedBuckets),
   * and each moves to bucketsByOrdinal at its first write.
   */
  private loadedCount = 0;
  private loadedJoins: LoadedJoins | null = null;
  /** Values of the following fields per document; null when one of them holds several values or an unorderable one. */
  private tails: Array<Tail | null | undefined> = [];
  /** The fields the index keeps beside its keys (IndexSpec.include), and their values per document. */
  readonly included: readonly string[];
  private includedValues: Array<readonly unknown[] | undefined> = [];
  /** Full keys of a unique compound index, and each document's. */
  private readonly holdersByFullKey = new Map<string, Set<number>>();
  private fullKeysByOrdinal: Array<string[] | undefined> = [];
  /** Where orderBuckets goes on from: null before it starts, 'done' once it is through (until the index is cleared). */
  private unorderedScan: Iterator<Bucket> | 'done' | null = null;
  /** Bumped whenever a bucket is created or dropped, which outdates the buckets cached per `$in` list. */
  private bucketSetVersion = 0;
  private readonly bucketsByList = new WeakMap<readonly unknown[], { version: number; values: unknown[]; buckets: IndexBucket[] }>();

  constructor(readonly spec: IndexSpec) {
    this.keyFields = Object.keys(spec.keys);
    this.directions = Object.values(spec.keys);
    this.paths = this.keyFields.map((field) => field.split('.'));
    this.name = spec.name ?? defaultIndexName(spec);
    this.unique = spec.unique ?? false;
    this.sparse = spec.sparse ?? false;
    this.included = spec.include ?? [];
    if (this.included.some((field) => field.includes('.') || field === '_id')) throw new Error(`Index ${this.name}: only top-level fields other than _id can be included`);
    if (this.sparse && this.isCompound) throw new Error(`Index ${this.name}: only a single-field index can be sparse`);
  }

  get leadingField(): string {
    return this.keyFields[0];
  }

  get isCompound(): boolean {
    return this.keyFields.length > 1;
  }

  /**
   * What `doc` contributes to this index, computed before anything changes. With the version it
   * replaces (`previous`), a first field left as it was (a multikey array of search keys, while
   * only a rank changes) is not worked out again.
   */
  entriesOf(doc: Record<string, unknown>, previous?: Record<string, unknown>): IndexEntries {
    // A sparse index works its entries out afresh: "kept" cannot tell left out from indexed.
    const leadingKept = !this.sparse && this.sameLeadingValue(previous, doc);
    const valueLists = this.paths.map((path, i) => (i === 0 && leadingKept ? [] : valuesAtPath(doc, path)));
    let leading: Map<string, unknown> | null = null;
    if (!leadingKept) {
      leading = new Map<string, unknown>();
      for (const value of valueLists[0]) {
        // The planner asks an index only for non-null values, so leaving out the missing ones changes no answer.
        if (this.sparse && value === null) continue;
        const key = encodeKeyValue(value);
        if (!leading.has(key)) leading.set(key, value);
      }
    }
    const tail = this.isCompound ? tailOf(valueLists.slice(1)) : EMPTY_TAIL;
    let fullKeys: FullKey[] = [];
    if (this.unique && this.isCompound) fullKeys = this.fullKeysOf(leading ? valueLists : [valuesAtPath(doc, this.paths[0]), ...valueLists.slice(1)]);
    const included = this.included.length > 0 ? this.included.map((field) => (Object.hasOwn(doc, field) ? doc[field] : undefined)) : null;
    return { leading, tail, fullKeys, included };
  }

  private sameLeadingValue(previous: Record<string, unknown> | undefined, doc: Record<string, unknown>): boolean {
    const field = this.leadingField;
    return previous !== undefined && !field.includes('.') && sameIndexedValue(previous[field], doc[field]);
  }

  /**
   * Whether two versions of a document have the same values in this index's fields, so a write
   * need not touch the index (told cheaply; otherwise false). `before` is a stored document, frozen
   * all the way down: a dotted path's values are the same when `after` holds the very same object
   * at its first field (a projection's new version keeps the parts it did not change).
   */
  sameKeyValues(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
    return (
      this.paths.every((path) => (path.length === 1 ? sameIndexedValue(before[path[0]], after[path[0]]) : before[path[0]] === after[path[0]])) &&
      this.included.every((field) => before[field] === after[field])
    );
  }

  /** The key `entries` would share with another document (document `ordinal`, or -1 for a new one), when this index is unique. */
  conflictOf(ordinal: number, entries: IndexEntries): Record<string, unknown> | undefined {
    if (!this.unique) return undefined;
    if (!this.isCompound) {
      for (const [key, value] of entries.leading ?? []) {
        const bucket = this.bucketMap.get(key);
        if (bucket && (bucket.size > 1 || (bucket.size === 1 && bucket.ordinals[0] !== ordinal))) return { [this.leadingField]: value ?? null };
      }
      return undefined;
    }
    const takenBy = (holders: ReadonlySet<number> | undefined) => holders !== undefined && (holders.size > 1 || !holders.has(ordinal));
    const conflict = entries.fullKeys.find((fullKey) => takenBy(this.holdersByFullKey.get(fullKey.key)));
    return conflict && Object.fromEntries(this.keyFields.map((field, i) => [field, conflict.values[i] ?? null]));
  }

  /** Records `entries` as document `id`'s, replacing whatever it had. */
  set(id: number, entries: IndexEntries): void {
    if (this.sparse && entries.leading?.size === 0) {
      this.delete(id);
      return;
    }
    const previousBuckets = bucketList(this.bucketsOfDocument(id));
    if (previousBuckets === undefined) {
      this.add(id, entries);
      return;
    }
    this.includedValues[id] = entries.included ?? undefined;
    const previousTail = this.tails[id];
    const tailChanged = previousBuckets !== undefined && !sameTail(previousTail ?? null, entries.tail);
    if (previousBuckets && (entries.leading === null || sameBuckets(previousBuckets, entries.leading))) {
      // The same buckets: at most the document's place in their order moves.
      if (tailChanged) {
        for (const bucket of previousBuckets) {
          this.unplace(bucket, id, previousTail ?? null);
          this.place(bucket, id, entries.tail);
        }
        this.tails[id] = entries.tail;
      }
      this.setFullKeys(id, entries.fullKeys);
      return;
    }
    if (entries.leading === null) throw new Error(`Index ${this.name} has no entries of document ${id} to keep`);
    const next: Bucket[] = [];
    const previous = new Set(previousBuckets);
    const kept = new Set<Bucket>();
    for (const key of entries.leading.keys()) {
      const bucket = this.bucketFor(key);
      next.push(bucket);
      if (previous.has(bucket)) {
        kept.add(bucket);
        if (tailChanged) {
          this.unplace(bucket, id, previousTail ?? null);
          this.place(bucket, id, entries.tail);
        }
      } else {
        bucket.add(id);
        this.place(bucket, id, entries.tail);
      }
    }
    for (const bucket of previous) if (!kept.has(bucket)) this.leave(bucket, id, previousTail ?? null);
    this.bucketsByOrdinal[id] = next.length === 1 ? next[0] : next;
    this.tails[id] = entries.tail;
    this.setFullKeys(id, entries.fullKeys);
  }

  /**
   * A document the index does not hold yet (an insert, a rebuild, a snapshot load): joins its
   * buckets without the bookkeeping of a move between buckets, which most writes of a rebuild are not.
   */
  private add(id: number, entries: IndexEntries): void {
    if (entries.leading === null) throw new Error(`Index ${this.name} has no entries of document ${id} to keep`);
    let joined: Bucket | Bucket[] | undefined;
    for (const key of entries.leading.keys()) {
      const bucket = this.bucketFor(key);
      bucket.add(id);
      this.place(bucket, id, entries.tail);
      joined = joinedWith(joined, bucket);
    }
    this.bucketsByOrdinal[id] = joined;
    this.tails[id] = entries.tail;
    this.includedValues[id] = entries.included ?? undefined;
    this.setFullKeys(id, entries.fullKeys);
  }

  /**
   * Enters a document of a non-unique index built after its writes (a deferred build, in insertion
   * order, so `id` is above every ordinal the index holds): what entriesOf and add do, without the
   * entries' map and lists, which a million sessions in five indexes made the collector's work.
   */
  addInOrder(id: number, doc: Record<string, unknown>): void {
    if (this.unique) throw new Error(`Index ${this.name} is unique: its documents go through set`);
    const tail = this.isCompound ? this.tailAt(doc) : EMPTY_TAIL;
    let joined: Bucket | Bucket[] | undefined;
    for (const value of valuesAtPath(doc, this.paths[0])) {
      if (this.sparse && value === null) continue;
      const bucket = this.bucketFor(encodeKeyValue(value));
      // An array holding a value twice joins its bucket once.
      if (bucket === joined || (Array.isArray(joined) && joined.includes(bucket))) continue;
      bucket.add(id);
      this.place(bucket, id, tail);
      joined = joinedWith(joined, bucket);
    }
    if (joined === undefined) return;
    this.bucketsByOrdinal[id] = joined;
    this.tails[id] = tail;
    if (this.included.length > 0) this.includedValues[id] = this.included.map((field) => (Object.hasOwn(doc, field) ? doc[field] : undefined));
  }

  /** tailOf the following fields' values, a top-level field's read without a list of its values. */
  private tailAt(doc: Record<string, unknown>): Tail | null {
    const tail: unknown[] = [];
    for (let i = 1; i < this.paths.length; i++) {
      const path = this.paths[i];
      let value: unknown;
      if (path.length === 1) {
        value = doc[path[0]] ?? null;
        if (Array.isArray(value)) {
          if (value.length > 1) return null;
          value = value.length === 1 ? value[0] : value;
        }
      } else {
        const values = valuesAtPath(doc, path);
        if (values.length !== 1) return null;
        value = values[0];
      }
      if (!isOrderable(value)) return null;
      tail.push(value);
    }
    return tail;
  }

  /**
   * The buckets as a snapshot keeps them, `perBatch` to a batch: each key with its documents'
   * positions in the snapshot (`positionOf[ordinal]`), so that a restart fills the index without
   * working out every document's keys again (a tutor's 46 search keys, each looked up among tens of
   * thousands of buckets). Flat typed arrays, not one per bucket: a typed array costs far more to
   * read back than the numbers it holds. A copy, taken at the call.
   */
  exportBuckets(positionOf: Uint32Array, perBatch: number): ExportedBuckets[] {
    const batches: ExportedBuckets[] = [];
    let keys: string[] = [];
    let sizes: number[] = [];
    let positions: number[] = [];
    const flush = () => {
      batches.push({ keys, sizes: Uint32Array.from(sizes), positions: Uint32Array.from(positions) });
      keys = [];
      sizes = [];
      positions = [];
    };
    for (const bucket of this.bucketMap.values()) {
      const ordinals = bucket.ordinals;
      keys.push(bucket.key);
      sizes.push(ordinals.length);
      for (const ordinal of ordinals) positions.push(positionOf[ordinal]);
      if (keys.length >= perBatch) flush();
    }
    if (keys.length > 0) flush();
    return batches;
  }

  /**
   * What the buckets do not tell of each document and a restart cannot work out without decoding
   * it: a compound index's values of the following fields, a unique compound index's full keys.
   * Per document, in the order of `ordinals` (the snapshot's), `perBatch` to a batch; none for an
   * index of one field.
   */
  exportEntries(ordinals: Uint32Array, perBatch: number): ExportedEntries[] {
    const withIncluded = this.included.length > 0;
    if (!this.isCompound && !withIncluded) return [];
    const withFullKeys = this.unique && this.isCompound;
    const batches: ExportedEntries[] = [];
    for (let from = 0; from < ordinals.length; from += perBatch) {
      const batch = ordinals.subarray(from, from + perBatch);
      batches.push({
        tails: Array.from(batch, (ordinal) => this.tails[ordinal] ?? null),
        fullKeys: withFullKeys ? Array.from(batch, (ordinal) => this.fullKeysByOrdinal[ordinal] ?? []) : undefined,
        included: withIncluded ? Array.from(batch, (ordinal) => this.includedValues[ordinal] ?? null) : undefined,
      });
    }
    return batches;
  }

  /** Entries from a snapshot (exportEntries) of the documents at positions `from` on, before the index's buckets. */
  loadEntries({ tails, fullKeys, included }: ExportedEntries, from: number): void {
    this.reserve(from + tails.length);
    tails.forEach((tail, i) => {
      // A single-field index exports entries only for its included values: its tail is the empty one.
      this.tails[from + i] = this.isCompound ? tail : EMPTY_TAIL;
      if (fullKeys) this.loadFullKeys(from + i, fullKeys[i]);
      if (included) this.includedValues[from + i] = included[i] ?? undefined;
    });
  }

  /**
   * Buckets from a snapshot (exportBuckets) for documents loaded with their positions in it as
   * ordinals, none of them in this index yet but for their entries (loadEntries); `documents` of them.
   */
  loadBuckets(exported: ExportedBuckets, documents: number): void {
    const { keys, sizes, positions } = exported;
    // Filled up front: written in no particular order, a holey array would fall back to a dictionary.
    this.reserve(documents);
    // Checked now, so a snapshot that does not hold together is refused while it loads (and the read
    // model rebuilt): what is left for later only makes objects.
    let at = 0;
    keys.forEach((key, i) => {
      if (this.unique && !this.isCompound && sizes[i] > 1) throw new Error(`Index ${this.name} is unique: ${key} is held ${sizes[i]} times`);
      for (const end = at + sizes[i]; at < end; at++) {
        const ordinal = positions[at];
        if (ordinal >= documents) throw new RangeError(`Index ${this.name}: no document ${ordinal}`);
        if (this.tails[ordinal] !== undefined) continue;
        if (this.isCompound) throw new Error(`Index ${this.name}: no entries of document ${ordinal}`);
        this.tails[ordinal] = EMPTY_TAIL;
      }
    });
    if (at !== positions.length) throw new RangeError(`Index ${this.name}: ${positions.length} positions for buckets of ${at}`);
    if (keys.length > 0) this.unmade.push(exported);
    this.loadedCount = documents;
  }

  /**
   * Makes up to about `count` of the buckets a snapshot load left unmade (loadBuckets); whether any
   * were left to make.
   */
  makeLoadedBuckets(count: number): boolean {
    if (this.unmade.length === 0) return false;
    let made = 0;
    while (this.unmade.length > 0 && made < count) {
      const { keys, sizes, positions } = this.unmade[0];
      let { key: i, position: at } = this.unmadeFrom;
      for (; i < keys.length && made < count; i++, made++) {
        if (this.buckets.has(keys[i])) throw new Error(`Index ${this.name}: the bucket of ${keys[i]} is loaded twice`);
        const bucket = newBucket(keys[i]);
        this.buckets.set(keys[i], bucket);
        const ordinals: number[] = [];
        for (const end = at + sizes[i]; at < end; at++) {
          const ordinal = positions[at];
          ordinals.push(ordinal);
          if (this.tails[ordinal] === null) bucket.unorderable++;
        }
        bucket.loadOrdinals(ordinals);
      }
      this.bucketSetVersion++;
      if (i < keys.length) this.unmadeFrom = { key: i, position: at };
      else {
        this.unmade.shift();
        this.unmadeFrom = { key: 0, position: 0 };
      }
    }
    return true;
  }

  /** Every bucket, those a snapshot load left unmade made first. */
  private get bucketMap(): Map<string, Bucket> {
    if (this.unmade.length > 0) this.makeLoadedBuckets(Infinity);
    return this.buckets;
  }

  /**
   * Lists the loaded documents' buckets, flat: per document a range of bucket numbers in typed
   * arrays, filled in two passes over the buckets' entries, where one small array per document left
   * the collector tens of MB of survivors to copy (pauses of 80 to 208 ms after a 1M-session restart).
   * Done once the process is ready (completeLoadsInSteps), or at the first write; whether anything
   * was left to do.
   */
  joinLoadedBuckets(): boolean {
    if (this.loadedCount === 0) return false;
    const documents = this.loadedCount;
    this.loadedCount = 0;
    const buckets = [...this.bucketMap.values()];
    const starts = new Uint32Array(documents + 1);
    for (const bucket of buckets) for (const ordinal of bucket.ordinals) starts[ordinal + 1]++;
    for (let ordinal = 0; ordinal < documents; ordinal++) starts[ordinal + 1] += starts[ordinal];
    const ends = starts.slice(0, documents);
    const numbers = new Uint32Array(starts[documents]);
    buckets.forEach((bucket, number) => {
      for (const ordinal of bucket.ordinals) numbers[ends[ordinal]++] = number;
    });
    this.loadedJoins = { buckets, starts, ends, numbers };
    return true;
  }

  /** The buckets of document `id`: a loaded document's move from the flat list to bucketsByOrdinal here. */
  private bucketsOfDocument(id: number): Bucket | Bucket[] | undefined {
    this.joinLoadedBuckets();
    const own = this.bucketsByOrdinal[id];
    const loaded = this.loadedJoins;
    if (own !== undefined || !loaded || id >= loaded.ends.length) return own;
    const from = loaded.starts[id];
    const to = loaded.ends[id];
    if (from === to) return undefined;
    // Taken once: from now on bucketsByOrdinal holds the document's buckets, whatever writes do to them.
    loaded.ends[id] = from;
    const joined = to - from === 1 ? loaded.buckets[loaded.numbers[from]] : Array.from(loaded.numbers.subarray(from, to), (number) => loaded.buckets[number]);
    this.bucketsByOrdinal[id] = joined;
    return joined;
  }

  private reserve(documents: number): void {
    this.bucketsByOrdinal = reserved(this.bucketsByOrdinal, documents);
    this.tails = reserved(this.tails, documents);
  }

  delete(id: number): void {
    const previous = bucketList(this.bucketsOfDocument(id));
    if (!previous) return;
    const tail = this.tails[id] ?? null;
    for (const bucket of previous) this.leave(bucket, id, tail);
    this.bucketsByOrdinal[id] = undefined;
    this.tails[id] = undefined;
    this.includedValues[id] = undefined;
    this.setFullKeys(id, []);
  }

  clear(): void {
    this.loadedCount = 0;
    this.loadedJoins = null;
    this.unorderedScan = null;
    this.buckets.clear();
    this.unmade = [];
    this.unmadeFrom = { key: 0, position: 0 };
    this.bucketSetVersion++;
    this.bucketsByOrdinal = [];
    this.tails = [];
    this.includedValues = [];
    this.holdersByFullKey.clear();
    this.fullKeysByOrdinal = [];
  }

  /**
   * For an inclusion projection of `_id`, the index's following top-level key fields and its
   * included fields only: each document's answer from the index, or undefined where the index
   * cannot tell a field apart from a missing one (a following field held as null, or several
   * values), so the caller reads that document. Null when the projection names another field.
   */
  coveredAnswerOf(projection: Readonly<Record<string, 1>>, idOf: (ordinal: number) => string): ((ordinal: number) => Document | undefined) | null {
    const fromTail: Array<{ field: string; at: number }> = [];
    const fromIncluded: Array<{ field: string; at: number }> = [];
    for (const field in projection) {
      if (field === '_id') continue;
      const included = this.included.indexOf(field);
      const following = this.keyFields.indexOf(field);
      if (included >= 0) fromIncluded.push({ field, at: included });
      else if (following >= 1 && !field.includes('.')) fromTail.push({ field, at: following - 1 });
      else return null;
    }
    return (ordinal) => {
      const answer: Document = { _id: idOf(ordinal) };
      const tail = this.tails[ordinal];
      for (const { field, at } of fromTail) {
        const value = tail?.[at];
        if (value === null || value === undefined) return undefined;
        answer[field] = value;
      }
      const values = this.includedValues[ordinal];
      for (const { field, at } of fromIncluded) {
        const value = values?.[at];
        if (value !== undefined) answer[field] = value;
      }
      return answer;
    };
  }

  /** The bucket of the documents with `value` in the first field (an element of it, for an array). */
  bucketOf(value: unknown): IndexBucket {
    return this.bucketMap.get(encodeKeyValue(value)) ?? EMPTY_BUCKET;
  }

  /**
   * The buckets of a `$in` list's distinct values. A caller that asks again with the same list
   * (searches near one ZIP code reuse theirs) gets them from a cache kept per list, valid while
   * no bucket is created or dropped: a few hundred lookups become one.
   */
  bucketsOf(values: readonly unknown[]): IndexBucket[] {
    const cached = this.bucketsByList.get(values);
    // The list may have been changed in place since: its values are compared too (identity only, no hashing).
    if (cached && cached.version === this.bucketSetVersion && sameElements(cached.values, values)) return cached.buckets;
    const buckets = (values.length === 1 ? values : [...new Set(values)]).map((value) => this.bucketOf(value));
    this.bucketsByList.set(values, { version: this.bucketSetVersion, values: [...values], buckets });
    return buckets;
  }

  /**
   * A membership test for a bucket. A large bucket answers from a bitset over the ordinals, built
   * on first use after a change: searches test thousands of documents against a few popular
   * buckets, and a bit costs far less to read than a hash lookup.
   */
  membershipOf(view: IndexBucket): (ordinal: number) => boolean {
    const bucket = view as Bucket;
    const ordinals = bucket.ordinals;
    if (ordinals.length < BITSET_THRESHOLD) return (ordinal) => indexOfOrdinal(ordinals, ordinal) >= 0;
    if (!bucket.bits) {
      const bits = new Uint32Array((ordinals[ordinals.length - 1] >>> 5) + 1);
      for (const ordinal of ordinals) bits[ordinal >>> 5] |= 1 << (ordinal & 31);
      bucket.bits = bits;
    }
    const bits = bucket.bits;
    return (ordinal) => (bits[ordinal >>> 5] & (1 << (ordinal & 31))) !== 0;
  }

  /**
   * The bucket's ordinals in index order, or null when a document there cannot be ordered by the
   * index alone (several values or a sub-document in a following field: the caller sorts instead,
   * as MongoDB would).
   */
  orderedOrdinalsOf(view: IndexBucket): readonly number[] | null {
    const bucket = view as Bucket;
    if (bucket.size === 0) return [];
    if (bucket.unorderable > 0) return null;
    bucket.splicesSinceRead = 0;
    bucket.sorted ??= this.inIndexOrder(bucket);
    return bucket.sorted;
  }

  private inIndexOrder(bucket: Bucket): number[] {
    const tails = this.tails as Tail[];
    return [...bucket.ordinals].sort((a, b) => this.compareEntries(tails[a], a, tails[b], b));
  }

  /**
   * Puts in index order about `budget` entries of the buckets a build or a snapshot load left
   * unordered (a build stops keeping order, see spliced), so the first searches after a start walk
   * them as later ones do; whether any bucket was left to order. One pass over the buckets (those
   * made meanwhile included); after it, a bucket written to orders itself at its next read, as before,
   * and so does one larger than `budget` (a status of a million sessions): a step stays a few milliseconds.
   */
  orderBuckets(budget: number): boolean {
    if (!this.isCompound || this.unorderedScan === 'done') return false;
    const scan: Iterator<Bucket> = this.unorderedScan ?? this.bucketMap.values();
    this.unorderedScan = scan;
    let ordered = 0;
    for (let next = scan.next(); !next.done; next = scan.next()) {
      const bucket = next.value;
      if (bucket.sorted || bucket.unorderable > 0 || bucket.size < 2 || bucket.size > budget) continue;
      bucket.sorted = this.inIndexOrder(bucket);
      ordered += bucket.size;
      if (ordered >= budget) return true;
    }
    this.unorderedScan = 'done';
    return false;
  }

  /** Index order of two documents of one bucket: the following fields with their directions (then the ordinal, to be total). */
  compareIds(a: number, b: number): number {
    return this.compareEntries(this.tails[a] as Tail, a, this.tails[b] as Tail, b);
  }

  /** Whether a sort is this index's order after the first field (or its exact reverse): 1, -1, or 0 for neither. */
  walkDirectionFor(sort: Readonly<Record<string, 1 | -1>>): 1 | -1 | 0 {
    const fields = Object.keys(sort);
    if (fields.length === 0 || fields.length > this.keyFields.length - 1) return 0;
    let direction: 1 | -1 | 0 = 0;
    for (let i = 0; i < fields.length; i++) {
      if (fields[i] !== this.keyFields[i + 1]) return 0;
      const same: 1 | -1 = sort[fields[i]] === this.directions[i + 1] ? 1 : -1;
      if (direction !== 0 && same !== direction) return 0;
      direction = same;
    }
    return direction;
  }

  private compareEntries(tailA: Tail, idA: number, tailB: Tail, idB: number): number {
    for (let i = 0; i < tailA.length; i++) {
      const order = compareValues(tailA[i], tailB[i]);
      if (order !== 0) return order * this.directions[i + 1];
    }
    return idA - idB;
  }

  /** The bucket of a key, made (and the bucket set's version moved on) when it is new. */
  private bucketFor(key: string): Bucket {
    let bucket = this.bucketMap.get(key);
    if (!bucket) {
      bucket = newBucket(key);
      this.buckets.set(key, bucket);
      this.bucketSetVersion++;
    }
    return bucket;
  }

  /** Puts `id` in the bucket's order, if the bucket is kept in order. */
  private place(bucket: Bucket, id: number, tail: Tail | null): void {
    if (tail === null) {
      bucket.unorderable++;
      bucket.sorted = null;
      return;
    }
    const sorted = bucket.sorted;
    if (!sorted || !this.isCompound) return;
    if (this.spliced(bucket)) return;
    sorted.splice(this.insertionPoint(sorted, tail, id), 0, id);
  }

  private unplace(bucket: Bucket, id: number, tail: Tail | null): void {
    if (tail === null) {
      bucket.unorderable--;
      return;
    }
    const sorted = bucket.sorted;
    if (!sorted || !this.isCompound) return;
    if (this.spliced(bucket)) return;
    const at = this.insertionPoint(sorted, tail, id);
    if (sorted[at] === id) sorted.splice(at, 1);
    else bucket.sorted = null;
  }

  private leave(bucket: Bucket, id: number, tail: Tail | null): void {
    bucket.remove(id);
    this.unplace(bucket, id, tail);
    if (bucket.size === 0) {
      this.buckets.delete(bucket.key);
      this.bucketSetVersion++;
    }
  }

  /**
   * Counts an insertion or removal in a sorted bucket; after many without a read in between (a
   * rebuild, a bulk load) the bucket stops keeping order and is sorted again when next read.
   */
  private spliced(bucket: Bucket): boolean {
    bucket.splicesSinceRead++;
    if (bucket.splicesSinceRead <= Math.max(64, bucket.size >> 4)) return false;
    bucket.sorted = null;
    return true;
  }

  /** Where (tail, id) goes in a sorted bucket: the first position not before it. */
  private insertionPoint(sorted: readonly number[], tail: Tail, id: number): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = sorted[middle];
      if (this.compareEntries(this.tails[other] as Tail, other, tail, id) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private fullKeysOf(valueLists: unknown[][]): FullKey[] {
    const keys: FullKey[] = [];
    const seen = new Set<string>();
    for (const values of cartesianProduct(valueLists)) {
      // Length-prefixed parts cannot run into each other, whatever characters the values hold.
      let key = '';
      for (const value of values) {
        const part = encodeKeyValue(value);
        key += `${part.length}:${part}`;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      keys.push({ key, values });
    }
    return keys;
  }

  private setFullKeys(id: number, fullKeys: readonly FullKey[]): void {
    if (!this.unique || !this.isCompound) return;
    for (const key of this.fullKeysByOrdinal[id] ?? []) {
      const holders = this.holdersByFullKey.get(key);
      holders?.delete(id);
      if (holders?.size === 0) this.holdersByFullKey.delete(key);
    }
    this.loadFullKeys(
      id,
      fullKeys.map((fullKey) => fullKey.key),
    );
  }

  /** Records the full keys of a document that holds none. */
  private loadFullKeys(id: number, keys: string[]): void {
    if (keys.length === 0) {
      this.fullKeysByOrdinal[id] = undefined;
      return;
    }
    for (const key of keys) {
      const holders = this.holdersByFullKey.get(key);
      if (holders) holders.add(id);
      else this.holdersByFullKey.set(key, new Set([id]));
    }
    this.fullKeysByOrdinal[id] = keys;
  }
}

/** Buckets in a snapshot: their keys, and each one's documents' positions there (ascending), one bucket after the other. */
export interface ExportedBuckets {
  keys: string[];
  /** Positions per bucket. */
  sizes: Uint32Array;
  positions: Uint32Array;
}

/** Per document of a snapshot, its entries in a compound index (see exportEntries). */
export interface ExportedEntries {
  tails: Array<Tail | null>;
  /** A unique index's full keys. */
  fullKeys: string[][] | undefined;
  /** The included fields' values (IndexSpec.include), when the index has any. */
  included?: Array<readonly unknown[] | null>;
}

/** Loaded documents' buckets: document `i`'s are `buckets[numbers[k]]` for k from `starts[i]` to `ends[i]` (emptied once taken). */
interface LoadedJoins {
  buckets: Bucket[];
  starts: Uint32Array;
  ends: Uint32Array;
  numbers: Uint32Array;
}

/** What one document contributes to one index. */
export interface IndexEntries {
  /** Encoded first-field values (one per array element) with the values themselves. */
  /** Null when the first field is as it was in the version the document replaces. */
  readonly leading: ReadonlyMap<string, unknown> | null;
  readonly tail: Tail | null;
  readonly fullKeys: readonly FullKey[];
  /** The included fields' values (IndexSpec.include), null for an index without any. */
  readonly included: readonly unknown[] | null;
}

type Tail = readonly unknown[];

interface FullKey {
  readonly key: string;
  readonly values: readonly unknown[];
}

/** The documents holding one value of an index's first field, as queries see them. */
export interface IndexBucket {
  /** Ordinals of the documents in the bucket, ascending, each once. */
  readonly ordinals: readonly number[];
}

/**
 * A bucket keeps its ordinals in a plain ascending array (a tenth of the memory of a Set of
 * numbers, and quicker to walk): new documents take the highest ordinals, so they are appended.
 * A large bucket that an older document joins or leaves (a session moving from UPCOMING to
 * COMPLETED in a status index of a million) notes the change and merges it on the next read,
 * rather than moving half the array on every write of a rebuild.
 */
class Bucket implements IndexBucket {
  /** The ordinals in index order, or null until the next ordered read. */
  sorted: number[] | null = null;
  /** The ordinals as a bitset, for membership tests; null until needed after a change. */
  bits: Uint32Array | null = null;
  /** Documents whose following fields the index cannot order by. */
  unorderable = 0;
  splicesSinceRead = 0;
  /** Replaced by a one-element array when the first document arrives (an empty array grows to 16 slots on its first push). */
  private list: number[] = [];
  /** Changes not merged into `list` yet; null for the many buckets that never have any (one field less each). */
  private pending: PendingChanges | null = null;

  constructor(readonly key: string) {}

  get size(): number {
    return this.pending ? this.pending.size : this.list.length;
  }

  get ordinals(): readonly number[] {
    if (this.pending) this.settle(this.pending);
    return this.list;
  }

  /** The ordinals of an empty bucket, ascending, from a snapshot. */
  loadOrdinals(ordinals: number[]): void {
    this.bits = null;
    this.list = ordinals;
  }

  add(ordinal: number): void {
    this.bits = null;
    const list = this.list;
    const pending = this.pending;
    if (pending) {
      pending.size++;
      // Back in before the pending removal was merged: it is still in the list.
      if (!pending.left.delete(ordinal)) pending.joined.push(ordinal);
    } else if (list.length === 0) this.list = [ordinal];
    else if (list[list.length - 1] < ordinal) list.push(ordinal);
    else if (list.length < EAGER_BUCKET_SIZE) insertOrdinal(list, ordinal);
    else this.pending = { joined: [ordinal], left: new Set(), size: list.length + 1 };
  }

  remove(ordinal: number): void {
    this.bits = null;
    const list = this.list;
    const pending = this.pending;
    if (pending) {
      pending.size--;
      pending.left.add(ordinal);
    } else if (list[list.length - 1] === ordinal) list.pop();
    else if (list.length < EAGER_BUCKET_SIZE) {
      const at = indexOfOrdinal(list, ordinal);
      if (at >= 0) list.splice(at, 1);
    } else this.pending = { joined: [], left: new Set([ordinal]), size: list.length - 1 };
  }

  /** Merges the pending joins (sorted) into the list and drops the pending leaves: one pass. */
  private settle({ joined: unsorted, left }: PendingChanges): void {
    const joined = Uint32Array.from(unsorted).sort();
    const list = this.list;
    const merged: number[] = [];
    let i = 0;
    let j = 0;
    while (i < list.length || j < joined.length) {
      const next = j >= joined.length || (i < list.length && list[i] < joined[j]) ? list[i++] : joined[j++];
      if (!left.has(next) && merged[merged.length - 1] !== next) merged.push(next);
    }
    this.list = merged;
    this.pending = null;
  }
}

interface PendingChanges {
  joined: number[];
  left: Set<number>;
  /** The bucket's size once merged. */
  size: number;
}

function newBucket(key: string): Bucket {
  return new Bucket(key);
}

/** Below this size a bucket takes joins and leaves at once (moving a few thousand numbers costs little). */
const EAGER_BUCKET_SIZE = 4096;
const EMPTY_BUCKET: Bucket = newBucket('');
/** From this size on, membership is tested on a bitset. */
const BITSET_THRESHOLD = 256;
const EMPTY_TAIL: Tail = [];

/** A compound index's values of the following fields, or null when one of them holds several values or one it cannot order by. */
function tailOf(following: readonly unknown[][]): Tail | null {
  return following.every((values) => values.length === 1 && isOrderable(values[0])) ? following.map((values) => values[0]) : null;
}

function sameElements(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `slots` with at least `length` of them, the new ones undefined. An empty array is made at its length
 * in one go (a snapshot's load: a million sessions, each index twice), about four times faster than
 * as many pushes, and still with fast elements, not a dictionary.
 */
function reserved<T>(slots: T[], length: number): T[] {
  if (slots.length === 0 && length > 0) return new Array<T>(length).fill(undefined as T);
  while (slots.length < length) slots.push(undefined as T);
  return slots;
}

/** The buckets a document joined so far, and one more: a single bucket is kept without a list (most documents join one). */
function joinedWith(joined: Bucket | Bucket[] | undefined, bucket: Bucket): Bucket | Bucket[] {
  if (joined === undefined) return bucket;
  if (!Array.isArray(joined)) return [joined, bucket];
  joined.push(bucket);
  return joined;
}

/** A document's buckets: one stored alone (most indexes), several in an array (multikey). */
function bucketList(buckets: Bucket | Bucket[] | undefined): Bucket[] | undefined {
  return buckets === undefined || Array.isArray(buckets) ? buckets : [buckets];
}

/** Where `ordinal` is in an ascending array, or -1. */
function indexOfOrdinal(ordinals: readonly number[], ordinal: number): number {
  let low = 0;
  let high = ordinals.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = ordinals[middle];
    if (value === ordinal) return middle;
    if (value < ordinal) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Adds `ordinal` to an ascending array: appended when it is the highest, as it usually is. */
function insertOrdinal(ordinals: number[], ordinal: number): void {
  const count = ordinals.length;
  if (count === 0 || ordinals[count - 1] < ordinal) {
    ordinals.push(ordinal);
    return;
  }
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ordinals[middle] < ordinal) low = middle + 1;
    else high = middle;
  }
  if (ordinals[low] !== ordinal) ordinals.splice(low, 0, ordinal);
}

/** MongoDB's default index name: `field_1_other_-1`. */
export function defaultIndexName(spec: IndexSpec): string {
  return Object.entries(spec.keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

/** True for a value an index lookup can serve: the key of a non-null scalar. */
export function isIndexableScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date;
}

/** Values an index orders the way MongoDB sorts them: null (or missing), numbers, strings, booleans, dates. */
export function isOrderable(value: unknown): boolean {
  return value === null || value === undefined || isIndexableScalar(value);
}

/** MongoDB's comparison order of BSON types, for the orderable ones. */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (typeof value === 'boolean') return 8;
  return 9;
}

/** Sort order of two orderable values, as MongoDB sorts them (strings by code unit, without collation). */
export function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  switch (rankA) {
    case 1:
      return 0;
    case 2:
      // NaN sorts before every other number, as in MongoDB.
      if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
      if (Number.isNaN(b)) return 1;
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case 3:
      return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
    case 8:
      return Number(a) - Number(b);
    default:
      return (a as Date).getTime() - (b as Date).getTime();
  }
}

/**
 * The values MongoDB would index for `path` in `doc`: arrays on the way fan out over their
 * sub-documents (and a numeric segment also addresses one element), an array at the end
 * contributes each element, and a path that reaches nothing contributes null.
 */
export function valuesAtPath(doc: Record<string, unknown>, path: readonly string[]): unknown[] {
  const values: unknown[] = [];
  collectValues(doc, path, 0, values);
  if (values.length === 0) values.push(null);
  return values;
}

function collectValues(value: unknown, path: readonly string[], depth: number, out: unknown[]): void {
  if (depth === path.length) {
    if (Array.isArray(value) && value.length > 0) out.push(...value);
    else out.push(value ?? null);
    return;
  }
  if (Array.isArray(value)) {
    const segment = path[depth];
    if (/^\d+$/.test(segment) && Number(segment) < value.length) {
      collectValues(value[Number(segment)], path, depth + 1, out);
    }
    for (const element of value) if (isPlainObject(element)) collectValues(element, path, depth, out);
    return;
  }
  if (isPlainObject(value)) collectValues(value[path[depth]], path, depth + 1, out);
}

function* cartesianProduct(lists: readonly unknown[][]): Generator<unknown[]> {
  if (lists.length === 1) {
    for (const value of lists[0]) yield [value];
    return;
  }
  const [first, ...rest] = lists;
  for (const value of first) for (const tail of cartesianProduct(rest)) yield [value, ...tail];
}

/**
 * Encodes a value so that values MongoDB considers equal (and only those) share a key. A string is
 * its own key (the common case costs nothing); every other type is tagged after a NUL character,
 * and the rare string that starts with one is tagged too, so no two kinds of value can meet.
 */
export function encodeKeyValue(value: unknown): string {
  if (typeof value === 'string') return value.charCodeAt(0) === 0 ? `\u0000s${value}` : value;
  if (value === null || value === undefined) return '\u0000null';
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return `\u0000n${value}`;
    case 'boolean':
      return value ? '\u0000true' : '\u0000false';
  }
  if (value instanceof Date) return `\u0000d${value.getTime()}`;
  return `\u0000j${JSON.stringify(value)}`;
}

/** Identical scalars, dates, or arrays of identical scalars. */
function sameIndexedValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((element, i) => element === b[i] && typeof element !== 'object');
  return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
}

function sameTail(a: Tail | null, b: Tail | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (compareValues(a[i], b[i]) !== 0 || typeof a[i] !== typeof b[i]) return false;
  return true;
}

function sameBuckets(buckets: readonly Bucket[], leading: ReadonlyMap<string, unknown>): boolean {
  if (buckets.length !== leading.size) return false;
  let i = 0;
  for (const key of leading.keys()) {
    if (buckets[i].key !== key) return false;
    i++;
  }
  return true;
}
