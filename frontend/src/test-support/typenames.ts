import { MockedResponse } from '@apollo/client/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  DocumentNode,
  FragmentDefinitionNode,
  getNamedType,
  GraphQLCompositeType,
  GraphQLObjectType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';

/**
 * Mocked answers as the server gives them: every object carries its `__typename`, as production's
 * Apollo Client asks for it in every selection set and the cache identifies and merges objects by it.
 * Each object's type is read from the schema (backend/schema.gql) along the operation's selections;
 * a mock states `__typename` itself only where the schema cannot tell (a union or an interface).
 */
const schema = buildSchema(readFileSync(join(__dirname, '..', '..', '..', 'backend', 'schema.gql'), 'utf8'));

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function appliesTo(typeCondition: string | undefined, concrete: GraphQLObjectType): boolean {
  if (!typeCondition || typeCondition === concrete.name) return true;
  const condition = schema.getType(typeCondition);
  return !!condition && isAbstractType(condition) && schema.isSubType(condition, concrete);
}

function withTypenames(value: unknown, type: GraphQLCompositeType, selectionSet: SelectionSetNode, fragments: Fragments, path: string): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item, index) => withTypenames(item, type, selectionSet, fragments, `${path}.${index}`));
  if (typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const typename = typeof object.__typename === 'string' ? object.__typename : isObjectType(type) ? type.name : null;
  if (typename === null) throw new Error(`The mocked ${path} is a ${type.name} (a union or interface): give it a __typename.`);
  const concrete = schema.getType(typename);
  if (!concrete || !isObjectType(concrete)) return { ...object, __typename: typename };
  const result: Record<string, unknown> = { __typename: typename, ...object };
  const visit = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (appliesTo(selection.typeCondition?.name.value, concrete)) visit(selection.selectionSet);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && appliesTo(fragment.typeCondition.name.value, concrete)) visit(fragment.selectionSet);
      } else if (selection.selectionSet) {
        const key = selection.alias?.value ?? selection.name.value;
        const field = concrete.getFields()[selection.name.value];
        const fieldType = field && getNamedType(field.type);
        if (!(key in result) || !fieldType || !isCompositeType(fieldType)) continue;
        result[key] = withTypenames(object[key], fieldType, selection.selectionSet, fragments, `${path}.${key}`);
      }
    }
  };
  visit(selectionSet);
  return result;
}

/** The answer `data` of `query` with `__typename` on every object, as the server would send it. */
export function dataWithTypenames<T>(query: DocumentNode, data: T): T {
  const fragments: Fragments = new Map(
    query.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const operation = query.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root || data === null || data === undefined) return data;
  // The root (Query, Mutation, Subscription) gets no __typename: Apollo Client asks for none there.
  const { __typename: _root, ...named } = withTypenames({ __typename: root.name, ...data }, root, operation.selectionSet, fragments, operation.name?.value ?? 'answer') as Record<string, unknown>;
  return named as T;
}

type MockResult = MockedResponse['result'];

function resultWithTypenames(query: DocumentNode, result: MockResult): MockResult {
  if (typeof result === 'function') return (...args: Parameters<typeof result>) => resultWithTypenames(query, result(...args)) as ReturnType<typeof result>;
  if (!result || !('data' in result) || !result.data) return result;
  return { ...result, data: dataWithTypenames(query, result.data) };
}

/** The mock answering as the server does: `__typename` on every object of its result. */
export function mockWithTypenames(mock: MockedResponse): MockedResponse {
  const query = mock.request.query;
  if (!query) return mock;
  const result = resultWithTypenames(query, mock.result);
  const answerAgain = mock.newData;
  const newData = answerAgain && ((...args: Parameters<typeof answerAgain>) => resultWithTypenames(query, answerAgain(...args)) as ReturnType<typeof answerAgain>);
  return { ...mock, ...(mock.result === undefined ? {} : { result }), ...(newData ? { newData } : {}) };
}
