import { isPlainObject } from './filter-equality';

/**
 * A deep copy of a document, so the store and its callers never share an object.
 *
 * Documents are JSON-like data plus Dates, which a plain recursive copy handles several times
 * faster than structuredClone. It also keeps the copy in this module's realm: structuredClone
 * builds its objects in the outer realm when the code runs inside a jest VM context, and there
 * `instanceof Date` (which mingo relies on) and prototype checks fail. Anything more exotic
 * falls back to structuredClone.
 */
export function copyDocument<V>(value: V): V {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyDocument) as V;
  // The constructor test is the quick answer for this realm's objects; isPlainObject covers the rest.
  if ((value as object).constructor === Object || isPlainObject(value)) {
    // Spread first, then deepen the fields holding objects: a spread copies the source's shape in
    // one step, where adding the fields one by one under computed keys made V8 turn many documents
    // (a user, a tutor) into slow dictionary-mode objects, and every later read or spread of them slow.
    // (A spread defines `__proto__` as an own field, as the source has it.)
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const key in copy) {
      const field = copy[key];
      if (typeof field !== 'object' || field === null) continue;
      // Assigning `__proto__` would set the prototype instead of copying the field.
      if (key === '__proto__') Object.defineProperty(copy, key, { value: copyDocument(field), enumerable: true, writable: true, configurable: true });
      else copy[key] = copyDocument(field);
    }
    return copy as V;
  }
  if (isDate(value)) return new Date(value.getTime()) as V;
  return structuredClone(value);
}

/** Also true for a Date made in another realm, where `instanceof Date` is false. */
function isDate(value: object): value is Date {
  return value instanceof Date || Object.prototype.toString.call(value) === '[object Date]';
}

/**
 * Freezes a document and everything inside it, in place, so that sharing it with readers cannot
 * change it: a write to it throws (modules are strict) instead of silently altering the store.
 */
export function freezeDocument<V>(value: V): V {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  // Only objects are descended into: most values are strings and numbers (a tutor's 46 search keys), and a call each adds up over a snapshot's millions.
  if (Array.isArray(value)) {
    for (const item of value) if (typeof item === 'object' && item !== null) freezeDocument(item);
  } else {
    const fields = value as Record<string, unknown>;
    for (const key in fields) {
      const field = fields[key];
      if (typeof field === 'object' && field !== null) freezeDocument(field);
    }
  }
  return value;
}
