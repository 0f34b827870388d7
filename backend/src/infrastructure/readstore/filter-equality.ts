import type { Filter } from '../../../platform/readstore/read-store.port';

/**
 * The `path = value` conditions a filter pins, derived as MongoDB derives the base document of an
 * upsert: top-level fields with a literal value or `$eq`, and the same inside `$and`. Conditions
 * that only bound a value (`$gt`, `$in`, a regular expression, `$or`) pin nothing.
 */
export function equalityConditions(filter: Filter): Array<[path: string, value: unknown]> {
  const conditions: Array<[string, unknown]> = [];
  collectEqualities(filter, conditions);
  return conditions;
}

/** The `_id` a filter pins by equality, if it pins one. */
export function pinnedId(filter: Filter): unknown {
  const id = filter._id;
  if (id === undefined || id instanceof RegExp) return undefined;
  if (!isOperatorObject(id)) return id;
  const eq = (id as Record<string, unknown>).$eq;
  return eq instanceof RegExp ? undefined : eq;
}

/** True for `{ $gt: 1, ... }`: an object whose first key is an operator, as MongoDB decides it. */
export function isOperatorObject(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  for (const key in value) return key.startsWith('$');
  return false;
}

/** An object literal: its prototype is null or an Object.prototype (of any realm, as under jest). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function collectEqualities(filter: Filter, out: Array<[string, unknown]>): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) collectEqualities(clause, out);
      continue;
    }
    if (key.startsWith('$') || value instanceof RegExp) continue;
    if (!isOperatorObject(value)) {
      out.push([key, value]);
      continue;
    }
    const eq = (value as Record<string, unknown>).$eq;
    if ('$eq' in (value as object) && !(eq instanceof RegExp)) out.push([key, eq]);
  }
}
