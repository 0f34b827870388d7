import { isIndexableScalar } from './collection-index';
import { isOperatorObject, isPlainObject } from './filter-equality';
import type { Filter } from '../../../platform/readstore/read-store.port';

/** The conditions of a filter on one field that an index can decide by membership alone. */
export interface FieldTerms {
  /** `field: value` or `$eq`: the field holds the value (is it, or an array containing it). */
  readonly eq: unknown[];
  /** `$in`: one list per condition, the field holds one of the values. */
  readonly in: unknown[][];
  /** `$ne`: the field does not hold the value. */
  readonly ne: unknown[];
  /** `$nin`: the field holds none of the values. */
  readonly nin: unknown[][];
  /** False when the field also has a condition outside these (a range, a regular expression, a sub-document). */
  exact: boolean;
}

/**
 * A filter read as the in-memory store's planner reads it: per field, the equality, `$in`, `$ne`
 * and `$nin` conditions on non-null scalars (at the top level and inside `$and`), and whether
 * anything else is there that only a full evaluation of the filter can decide.
 */
export interface FilterTerms {
  readonly fields: ReadonlyMap<string, FieldTerms>;
  readonly needsEvaluation: boolean;
}

export function filterTermsOf(filter: Filter): FilterTerms {
  const fields = new Map<string, FieldTerms>();
  const state = { needsEvaluation: false };
  collect(filter, fields, state);
  return { fields, needsEvaluation: state.needsEvaluation };
}

function collect(filter: Filter, fields: Map<string, FieldTerms>, state: { needsEvaluation: boolean }): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const clause of value) {
        if (isPlainObject(clause)) collect(clause, fields, state);
        else state.needsEvaluation = true;
      }
      continue;
    }
    if (key.startsWith('$')) {
      state.needsEvaluation = true;
      continue;
    }
    let terms = fields.get(key);
    if (!terms) {
      terms = { eq: [], in: [], ne: [], nin: [], exact: true };
      fields.set(key, terms);
    }
    const inexact = () => {
      terms.exact = false;
      state.needsEvaluation = true;
    };
    if (!isOperatorObject(value)) {
      if (isIndexableScalar(value)) terms.eq.push(value);
      else inexact();
      continue;
    }
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
      const scalars = Array.isArray(operand) && operand.every(isIndexableScalar);
      if (operator === '$eq' && isIndexableScalar(operand)) terms.eq.push(operand);
      else if (operator === '$ne' && isIndexableScalar(operand)) terms.ne.push(operand);
      else if (operator === '$in' && scalars) terms.in.push(operand);
      else if (operator === '$nin' && scalars) terms.nin.push(operand);
      else inexact();
    }
  }
}
