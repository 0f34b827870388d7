import { DocumentNode } from 'graphql';
import { equal } from '@wry/equality';

/**
 * The request part of a MockedResponse for a creating mutation: the variables as given, plus an
 * idempotency key of the action (any non-empty string), which `keys` collects for the test to compare.
 */
export function keyedRequest(query: DocumentNode, variables: Record<string, unknown>, keys: string[] = []) {
  return {
    request: { query },
    variableMatcher: (sent: Record<string, unknown> = {}) => {
      const { idempotencyKey, ...rest } = sent;
      if (typeof idempotencyKey !== 'string' || idempotencyKey === '' || !equal(rest, variables)) return false;
      keys.push(idempotencyKey);
      return true;
    },
  };
}
