import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { FieldNode, GraphQLSchema, Kind, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { getArgumentValues, getVariableValues } from 'graphql/execution/values';

/** The argument (top level, or a field of a top-level input object) a creating mutation's key arrives in. */
const KEY_ARGUMENT = 'idempotencyKey';

/** What the plugin leaves on the request's context for CommandPipeline.contextOf: each key's fingerprint. */
export interface IdempotentRequest {
  inputFingerprints?: Map<string, string>;
}

/**
 * Fingerprints of what each idempotency key of a mutation came with: the mutation's name and its
 * arguments, the key itself left out, as one stable hash (object keys sorted). The key salts the
 * hash, so a fingerprint in the log says nothing of a password it covered to anyone without the key.
 * Computed once per operation from its arguments as GraphQL coerced them, before any resolver runs.
 */
export function inputFingerprintsOf(schema: GraphQLSchema, operation: OperationDefinitionNode, rawVariables: Record<string, unknown> | undefined): Map<string, string> {
  const fingerprints = new Map<string, string>();
  const mutationType = schema.getMutationType();
  if (operation.operation !== 'mutation' || !mutationType) return fingerprints;
  const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (errors?.length || !coerced) return fingerprints; // execution answers the variables' errors itself
  for (const node of rootFields(operation.selectionSet)) {
    const field = mutationType.getFields()[node.name.value];
    if (!field) continue;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(field, node, coerced);
    } catch {
      continue;
    }
    const key = keyOf(args);
    if (key === null) continue;
    fingerprints.set(key, fingerprint(key, field.name, withoutKey(args)));
  }
  return fingerprints;
}

/** The Apollo plugin putting each key's fingerprint on the request's context (GraphqlContext.inputFingerprints). */
export function idempotentInputsPlugin(): ApolloServerPlugin<BaseContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ schema, operation, request, contextValue }) => {
        if (operation?.operation !== 'mutation') return;
        const fingerprints = inputFingerprintsOf(schema, operation, request.variables);
        if (fingerprints.size > 0) (contextValue as IdempotentRequest).inputFingerprints = fingerprints;
      },
    }),
  };
}

/** Root fields, through inline fragments (a mutation's root rarely has any). */
function rootFields(selectionSet: SelectionSetNode): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet);
    return [];
  });
}

function keyOf(args: Record<string, unknown>): string | null {
  if (typeof args[KEY_ARGUMENT] === 'string' && args[KEY_ARGUMENT]) return args[KEY_ARGUMENT];
  for (const value of Object.values(args)) {
    if (isPlainObject(value) && typeof value[KEY_ARGUMENT] === 'string' && value[KEY_ARGUMENT]) return value[KEY_ARGUMENT];
  }
  return null;
}

function withoutKey(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args)
      .filter(([name]) => name !== KEY_ARGUMENT)
      .map(([name, value]) => [name, isPlainObject(value) ? Object.fromEntries(Object.entries(value).filter(([inner]) => inner !== KEY_ARGUMENT)) : value]),
  );
}

function fingerprint(key: string, fieldName: string, args: Record<string, unknown>): string {
  return createHash('sha256').update(key).update('\0').update(fieldName).update('\0').update(canonicalJson(args)).digest('base64url');
}

/** JSON with object keys sorted, so the same arguments in another order hash the same; what JSON cannot hold (an upload's stream) counts as null. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    const entries = Object.keys(value)
      .sort()
      .filter((name) => value[name] !== undefined)
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(value[name])}`);
    return `{${entries.join(',')}}`;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  return 'null';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  // graphql-js builds input objects with a null prototype.
  return prototype === Object.prototype || prototype === null;
}
