import { Query } from 'mingo';
import { CollectionIndex, IndexBucket } from './collection-index';
import { DocumentTable } from './document-table';
import { FieldTerms, filterTermsOf } from './filter-terms';
import type { Document, Filter, Sort } from '../../../platform/readstore/read-store.port';

/**
 * How the in-memory store answers one filter, chosen as MongoDB's planner would with the same
 * indexes:
 *
 * - candidates come from `_id`, or from the smallest index bucket (or union of buckets, for `$in`)
 *   of a field the filter pins;
 * - with a sort that a compound index's following fields give, the buckets are walked in index
 *   order (merged, for `$in`), so the caller can stop after skip + limit;
 * - equality, `$in`, `$ne` and `$nin` on a top-level indexed field are decided by bucket
 *   membership; mingo evaluates the whole filter only when something else is in it;
 * - a filter that is exactly one equality on an index's first field is counted from its bucket,
 *   a `$in` from its buckets' members, without reading a document.
 */
export interface QueryPlan {
  /** Ordinals of the documents that may match, each once; in the sort's order when `ordered`. */
  readonly ordinals: Iterable<number>;
  readonly ordered: boolean;
  /** The stored document when the one numbered `ordinal` matches the filter. */
  matching(ordinal: number): Document | undefined;
  /** How many documents match. */
  count(): number;
  /**
   * When the filter is decided without reading a document (by bucket membership alone): the index
   * whose buckets give the candidates, and whether a candidate matches. Null when a document must
   * be read to decide.
   */
  readonly decidedByIndex: { readonly index: CollectionIndex; passes(ordinal: number): boolean } | null;
}

type Membership = (ordinal: number) => boolean;

interface Source {
  index: CollectionIndex;
  field: string;
  /** The buckets of an equality (one) or of a `$in` (one per distinct value). */
  buckets: IndexBucket[];
  /** The term the source answers, which needs no further check. */
  term: unknown;
  size: number;
}

/** Below this many candidates, sorting them beats walking a much larger index bucket in order. */
const SMALL_CANDIDATE_SET = 256;

export function planQuery(filter: Filter, sort: Sort | undefined, table: DocumentTable, indexes: readonly CollectionIndex[]): QueryPlan {
  // The hot path of a projection (one `findOne({ _id })` per event): no analysis needed.
  const id = filter._id;
  if (typeof id === 'string' && hasOnlyKey(filter, '_id')) return byIdPlan(table, id);
  const terms = filterTermsOf(filter);
  const indexFor = (field: string) => indexes.find((index) => index.leadingField === field);

  // Whether every condition can be decided by membership; otherwise mingo decides.
  let evaluate = terms.needsEvaluation;
  for (const [field, fieldTerms] of terms.fields) {
    if (!fieldTerms.exact || (field !== '_id' && (field.includes('.') || !indexFor(field)))) evaluate = true;
  }
  let query: Query | undefined;
  const fullyMatches = (doc: Document) => (query ??= new Query(filter)).test(doc);

  const idTerms = terms.fields.get('_id');
  const fromIds = idTerms ? idCandidates(idTerms, table) : undefined;
  const source = fromIds ? undefined : chooseSource(terms.fields, indexes, sort);
  const checks = membershipChecks(terms.fields, indexFor, table, source, fromIds !== undefined);

  const matching = (ordinal: number): Document | undefined => {
    for (const check of checks) if (!check(ordinal)) return undefined;
    const doc = table.at(ordinal);
    if (!doc || (evaluate && !fullyMatches(doc))) return undefined;
    return doc;
  };
  const countByLookup = (ordinals: () => Iterable<number>) => () => {
    let count = 0;
    for (const ordinal of ordinals()) if (matching(ordinal)) count++;
    return count;
  };

  if (fromIds) return { ordinals: fromIds, ordered: false, matching, count: countByLookup(() => fromIds), decidedByIndex: null };
  if (!source) {
    const unfiltered = !evaluate && checks.length === 0;
    return { ordinals: table.ordinalsInOrder(), ordered: false, matching, count: unfiltered ? () => table.size : countByLookup(() => table.ordinalsInOrder()), decidedByIndex: null };
  }
  // An ordinal in an index bucket always numbers a stored document: only mingo needs the document itself.
  const passes = (ordinal: number): boolean => {
    for (const check of checks) if (!check(ordinal)) return false;
    return !evaluate || fullyMatches(table.at(ordinal) as Document);
  };
  const count = () => countFromBuckets(source, table, checks.length === 0 && !evaluate ? undefined : passes);
  const decidedByIndex = evaluate ? null : { index: source.index, passes };
  const direction = sort ? source.index.walkDirectionFor(sort) : 0;
  if (direction !== 0) {
    const ordered = orderedOrdinals(source, direction, table);
    if (ordered) return { ordinals: ordered, ordered: true, matching, count, decidedByIndex };
  }
  return { ordinals: unorderedOrdinals(source, table), ordered: false, matching, count, decidedByIndex };
}

function byIdPlan(table: DocumentTable, id: string): QueryPlan {
  const ordinal = table.ordinalOf(id);
  const ordinals = ordinal === undefined ? [] : [ordinal];
  return { ordinals, ordered: false, matching: (candidate) => table.at(candidate), count: () => ordinals.length, decidedByIndex: null };
}

function hasOnlyKey(object: object, key: string): boolean {
  for (const other in object) if (other !== key) return false;
  return true;
}

/** The documents an `_id` condition allows: its equality, or its first `$in` list. */
function idCandidates(terms: FieldTerms, table: DocumentTable): number[] | undefined {
  let ids: unknown[];
  if (terms.eq.length > 0) {
    const [first, ...others] = terms.eq;
    ids = others.every((other) => other === first) ? [first] : [];
  } else if (terms.in.length > 0) {
    ids = terms.in[0];
  } else {
    return undefined;
  }
  const ordinals = new Set<number>();
  for (const id of ids) {
    const ordinal = typeof id === 'string' ? table.ordinalOf(id) : undefined;
    if (ordinal !== undefined) ordinals.add(ordinal);
  }
  return [...ordinals];
}

/**
 * The smallest set of candidates an index gives; with a sort, the smallest one that can be walked
 * in the sort's order, unless it is much larger than a small unordered one.
 */
function chooseSource(fields: ReadonlyMap<string, FieldTerms>, indexes: readonly CollectionIndex[], sort: Sort | undefined): Source | undefined {
  const options: Source[] = [];
  for (const index of indexes) {
    const terms = fields.get(index.leadingField);
    if (!terms) continue;
    for (const value of terms.eq) {
      const bucket = index.bucketOf(value);
      options.push({ index, field: index.leadingField, buckets: [bucket], term: value, size: bucket.ordinals.length });
    }
    for (const list of terms.in) {
      const buckets = index.bucketsOf(list);
      const size = buckets.reduce<number>((total, bucket) => total + bucket.ordinals.length, 0);
      options.push({ index, field: index.leadingField, buckets, term: list, size });
    }
  }
  if (options.length === 0) return undefined;
  const smallest = options.reduce((best, option) => (option.size < best.size ? option : best));
  if (!sort) return smallest;
  const walkable = options.filter((option) => option.index.walkDirectionFor(sort) !== 0);
  if (walkable.length === 0) return smallest;
  const smallestWalkable = walkable.reduce((best, option) => (option.size < best.size ? option : best));
  return smallest.size <= SMALL_CANDIDATE_SET && smallestWalkable.size > 4 * smallest.size ? smallest : smallestWalkable;
}

/**
 * Checks by bucket membership for the terms the source does not answer. `$ne` and `$nin` need the
 * exact contents of a top-level field's buckets; equality and `$in` only a superset, so a dotted
 * path's index serves them too (mingo then decides).
 */
function membershipChecks(
  fields: ReadonlyMap<string, FieldTerms>,
  indexFor: (field: string) => CollectionIndex | undefined,
  table: DocumentTable,
  source: Source | undefined,
  idsGiven: boolean,
): Membership[] {
  const checks: Membership[] = [];
  for (const [field, terms] of fields) {
    const holds = holdsOf(field, indexFor, table);
    if (!holds) continue;
    const exact = field === '_id' || !field.includes('.');
    const answered = source?.field === field ? source.term : undefined;
    const byIds = field === '_id' && idsGiven;
    for (const value of terms.eq) {
      if (value === answered || (byIds && value === terms.eq[0])) continue;
      checks.push(holds(value));
    }
    for (const list of terms.in) {
      if (list === answered || (byIds && terms.eq.length === 0 && list === terms.in[0])) continue;
      const tests = list.map(holds);
      checks.push((ordinal) => tests.some((has) => has(ordinal)));
    }
    if (!exact) continue;
    for (const value of terms.ne) {
      const has = holds(value);
      checks.push((ordinal) => !has(ordinal));
    }
    for (const list of terms.nin) {
      const tests = list.map(holds);
      checks.push((ordinal) => !tests.some((has) => has(ordinal)));
    }
  }
  return checks;
}

/** For a value, whether a document's field holds it: by `_id`, or by the bucket of an index on the field. */
function holdsOf(field: string, indexFor: (field: string) => CollectionIndex | undefined, table: DocumentTable): ((value: unknown) => Membership) | undefined {
  if (field === '_id') return (value) => (ordinal) => table.idOf(ordinal) === value;
  const index = indexFor(field);
  if (!index) return undefined;
  return (value) => index.membershipOf(index.bucketOf(value));
}

/** The number of documents in the source's buckets (each once) that pass `passes`, or all of them. */
function countFromBuckets(source: Source, table: DocumentTable, passes: ((ordinal: number) => boolean) | undefined): number {
  const buckets = source.buckets;
  if (buckets.length === 1) {
    const ordinals = buckets[0].ordinals;
    if (!passes) return ordinals.length;
    let count = 0;
    for (let i = 0; i < ordinals.length; i++) if (passes(ordinals[i])) count++;
    return count;
  }
  // The hot loop of a search's counts: the seen-marks array is read inline rather than through a closure.
  const { marks, generation } = table.seenMarks();
  let count = 0;
  for (const bucket of buckets) {
    const ordinals = bucket.ordinals;
    for (let i = 0; i < ordinals.length; i++) {
      const ordinal = ordinals[i];
      if (marks[ordinal] === generation) continue;
      marks[ordinal] = generation;
      if (!passes || passes(ordinal)) count++;
    }
  }
  return count;
}

function* unorderedOrdinals(source: Source, table: DocumentTable): Generator<number> {
  if (source.buckets.length === 1) {
    yield* source.buckets[0].ordinals;
    return;
  }
  const firstSight = table.seenSet();
  for (const bucket of source.buckets) {
    for (const ordinal of bucket.ordinals) if (firstSight(ordinal)) yield ordinal;
  }
}

/** The source's documents in index order (reversed for -1); null when a bucket cannot be ordered by the index. */
function orderedOrdinals(source: Source, direction: 1 | -1, table: DocumentTable): Iterable<number> | null {
  const lists: Array<readonly number[]> = [];
  for (const bucket of source.buckets) {
    const ordinals = source.index.orderedOrdinalsOf(bucket);
    if (ordinals === null) return null;
    if (ordinals.length > 0) lists.push(ordinals);
  }
  if (lists.length === 0) return [];
  if (lists.length === 1) return direction === 1 ? lists[0] : reversed(lists[0]);
  return mergeInOrder(lists, direction, (a, b) => source.index.compareIds(a, b) * direction, table.seenSet());
}

function* reversed(ordinals: readonly number[]): Generator<number> {
  for (let i = ordinals.length - 1; i >= 0; i--) yield ordinals[i];
}

/** K-way merge of sorted lists with a binary heap; a document in several lists comes once. */
function* mergeInOrder(
  lists: ReadonlyArray<readonly number[]>,
  direction: 1 | -1,
  compare: (a: number, b: number) => number,
  firstSight: (ordinal: number) => boolean,
): Generator<number> {
  const heap = lists.map((list) => ({ list, at: direction === 1 ? 0 : list.length - 1 }));
  type Head = (typeof heap)[number];
  const less = (a: Head, b: Head) => compare(a.list[a.at], b.list[b.at]) < 0;
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let best = at;
      if (left < heap.length && less(heap[left], heap[best])) best = left;
      if (right < heap.length && less(heap[right], heap[best])) best = right;
      if (best === at) return;
      [heap[at], heap[best]] = [heap[best], heap[at]];
      at = best;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) siftDown(i);
  while (heap.length > 0) {
    const head = heap[0];
    const ordinal = head.list[head.at];
    if (firstSight(ordinal)) yield ordinal;
    head.at += direction;
    if (head.at < 0 || head.at >= head.list.length) {
      const last = heap.pop() as Head;
      if (heap.length === 0) return;
      if (last !== head) heap[0] = last;
    }
    siftDown(0);
  }
}
