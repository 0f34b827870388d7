import { isPlainObject } from './filter-equality';
import type { IndexSpec } from './read-store.port';

/** One key of a document in an index: the encoded key and the field values it was made of. */
export interface IndexEntry {
  readonly key: string;
  readonly values: readonly unknown[];
}

/**
 * A hash index over one or more fields for the in-memory read store. It answers equality lookups
 * and enforces uniqueness; ordering is not needed because sorting happens after matching.
 *
 * Keys follow MongoDB's index semantics closely enough to agree with its unique constraints: a
 * missing field indexes as null, an array field indexes each element (multikey), and dotted paths
 * descend through arrays of sub-documents.
 */
export class HashIndex {
  readonly name: string;
  readonly unique: boolean;
  /** The key's fields in order, as dotted paths. */
  readonly keyFields: readonly string[];
  private readonly paths: string[][];
  private readonly idsByKey = new Map<string, Set<string>>();
  private readonly keysById = new Map<string, string[]>();

  constructor(readonly spec: IndexSpec) {
    this.keyFields = Object.keys(spec.keys);
    this.paths = this.keyFields.map((field) => field.split('.'));
    this.name = spec.name ?? defaultIndexName(spec);
    this.unique = spec.unique ?? false;
  }

  entriesOf(doc: Record<string, unknown>): IndexEntry[] {
    const valueLists = this.paths.map((path) => valuesAtPath(doc, path));
    // The usual case, no array on any path: exactly one key.
    if (valueLists.every((values) => values.length === 1)) {
      const values = valueLists.map((list) => list[0]);
      return [{ key: this.keyOf(values), values }];
    }
    const entries: IndexEntry[] = [];
    const seen = new Set<string>();
    for (const values of cartesianProduct(valueLists)) {
      const key = this.keyOf(values);
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ key, values });
    }
    return entries;
  }

  /** The entry of `entries` already held by another document, when this index is unique. */
  conflictOf(id: string, entries: readonly IndexEntry[]): IndexEntry | undefined {
    if (!this.unique) return undefined;
    return entries.find((entry) => {
      const holders = this.idsByKey.get(entry.key);
      return holders !== undefined && (holders.size > 1 || !holders.has(id));
    });
  }

  /** Records `entries` as the keys of document `id`, replacing whatever it had. */
  set(id: string, entries: readonly IndexEntry[]): void {
    const previous = this.keysById.get(id);
    if (previous && sameKeys(previous, entries)) return;
    if (previous) this.removeKeys(id, previous);
    const keys = entries.map((entry) => entry.key);
    for (const key of keys) {
      const holders = this.idsByKey.get(key);
      if (holders) holders.add(id);
      else this.idsByKey.set(key, new Set([id]));
    }
    this.keysById.set(id, keys);
  }

  delete(id: string): void {
    const previous = this.keysById.get(id);
    if (!previous) return;
    this.removeKeys(id, previous);
    this.keysById.delete(id);
  }

  clear(): void {
    this.idsByKey.clear();
    this.keysById.clear();
  }

  /** Ids of the documents whose key equals `values` (one value per key field, in order). */
  lookup(values: readonly unknown[]): ReadonlySet<string> {
    return this.idsByKey.get(this.keyOf(values)) ?? EMPTY;
  }

  /** The duplicate key as MongoDB reports it: `{ field: value }` for each key field. */
  keyValue(entry: IndexEntry): Record<string, unknown> {
    return Object.fromEntries(this.keyFields.map((field, i) => [field, entry.values[i] ?? null]));
  }

  private keyOf(values: readonly unknown[]): string {
    if (values.length === 1) return encodeKeyValue(values[0]);
    // Length-prefixed parts cannot run into each other, whatever characters the values hold.
    let key = '';
    for (const value of values) {
      const part = encodeKeyValue(value);
      key += `${part.length}:${part}`;
    }
    return key;
  }

  private removeKeys(id: string, keys: readonly string[]): void {
    for (const key of keys) {
      const holders = this.idsByKey.get(key);
      if (!holders) continue;
      holders.delete(id);
      if (holders.size === 0) this.idsByKey.delete(key);
    }
  }
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

const EMPTY: ReadonlySet<string> = new Set();

/**
 * The values MongoDB would index for `path` in `doc`: arrays on the way fan out over their
 * sub-documents (and a numeric segment also addresses one element), an array at the end
 * contributes each element, and a path that reaches nothing contributes null.
 */
function valuesAtPath(doc: Record<string, unknown>, path: readonly string[]): unknown[] {
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

/** Encodes a value so that values MongoDB considers equal (and only those) share a key. */
function encodeKeyValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
    case 'bigint':
      return `n${value}`;
    case 'boolean':
      return value ? 'true' : 'false';
  }
  if (value instanceof Date) return `d${value.getTime()}`;
  return `j${JSON.stringify(value)}`;
}

function sameKeys(keys: readonly string[], entries: readonly IndexEntry[]): boolean {
  return keys.length === entries.length && entries.every((entry, i) => entry.key === keys[i]);
}
