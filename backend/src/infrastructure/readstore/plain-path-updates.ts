import { isEqual } from 'mingo/util';
import { isPlainObject } from './filter-equality';

/** One update operator with its operand, ready to apply to a document; returns the paths it changed. */
export type Mutation = (doc: Record<string, unknown>) => string[];

/**
 * `$set`, `$unset` and `$inc` applied directly when their paths run through sub-documents only:
 * by far the commonest updates of a projection. mingo's operators re-parse and validate their
 * paths on every call, which made them most of the cost of an upsert during a rebuild.
 *
 * Whenever a document leaves that simple case (an array, null or a scalar on the way, a
 * non-numeric `$inc` target) the whole operator goes to `viaMingo` instead, before anything is
 * changed, so the semantics remain mingo's. Returns `viaMingo` itself for operators and paths that
 * can never take the direct route.
 */
export function plainPathMutation(operator: string, operand: Record<string, unknown>, viaMingo: Mutation): Mutation {
  const paths = Object.keys(operand);
  if (!paths.every(isPlainPath)) return viaMingo;
  const segments = paths.map((path) => path.split('.'));
  const values = paths.map((path) => operand[path]);
  switch (operator) {
    case '$set':
      return (doc) => {
        if (!segments.every((path) => holderOf(doc, path) !== null)) return viaMingo(doc);
        const changed: string[] = [];
        segments.forEach((path, i) => {
          const holder = createHolder(doc, path);
          const field = path[path.length - 1];
          if (isEqual(holder[field], values[i])) return;
          holder[field] = values[i];
          changed.push(paths[i]);
        });
        return changed;
      };
    case '$unset':
      return (doc) => {
        const holders = segments.map((path) => holderOf(doc, path));
        if (holders.includes(null)) return viaMingo(doc);
        const changed: string[] = [];
        segments.forEach((path, i) => {
          const holder = holders[i];
          const field = path[path.length - 1];
          if (!holder || !Object.hasOwn(holder, field)) return;
          const previous = holder[field];
          delete holder[field];
          if (previous !== undefined) changed.push(paths[i]);
        });
        return changed;
      };
    case '$inc':
      if (!values.every(isNumber)) return viaMingo;
      return (doc) => {
        if (!segments.every((path) => isIncrementable(doc, path))) return viaMingo(doc);
        const changed: string[] = [];
        segments.forEach((path, i) => {
          const holder = createHolder(doc, path);
          const field = path[path.length - 1];
          const previous = holder[field] as number | undefined;
          const next = (previous ?? 0) + (values[i] as number);
          if (next === previous) return;
          holder[field] = next;
          changed.push(paths[i]);
        });
        return changed;
      };
    default:
      return viaMingo;
  }
}

/** A dotted path of plain field names: no positional operator, no `_id`, no `__proto__`, no empty segment. */
function isPlainPath(path: string): boolean {
  return (
    path !== '' &&
    !path.includes('$') &&
    !path.includes('__proto__') &&
    !path.includes('..') &&
    !path.startsWith('.') &&
    !path.endsWith('.') &&
    path !== '_id' &&
    !path.startsWith('_id.')
  );
}

/**
 * The sub-document holding the path's last field; undefined when a sub-document on the way is
 * missing (an update creates it); null when something other than a sub-document is in the way.
 */
function holderOf(doc: Record<string, unknown>, path: readonly string[]): Record<string, unknown> | undefined | null {
  let holder = doc;
  for (let i = 0; i < path.length - 1; i++) {
    const next = holder[path[i]];
    if (next === undefined) return undefined;
    if (!isPlainObject(next)) return null;
    holder = next;
  }
  return holder;
}

/** The sub-document holding the path's last field, creating missing ones (checked by holderOf first). */
function createHolder(doc: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  let holder = doc;
  for (let i = 0; i < path.length - 1; i++) {
    let next = holder[path[i]];
    if (next === undefined) {
      next = {};
      holder[path[i]] = next;
    }
    holder = next as Record<string, unknown>;
  }
  return holder;
}

function isIncrementable(doc: Record<string, unknown>, path: readonly string[]): boolean {
  const holder = holderOf(doc, path);
  if (holder === null) return false;
  const current = holder?.[path[path.length - 1]];
  return current === undefined || isNumber(current);
}

function isNumber(value: unknown): boolean {
  return typeof value === 'number' && !Number.isNaN(value);
}
