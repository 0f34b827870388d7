import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  buildSchema,
  DefinitionNode,
  DocumentNode,
  FragmentDefinitionNode,
  getIntrospectionQuery,
  GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { precompileTemplates } from '../../../frontend/build/precompiled-gql';
import { cachedQueryCostOf, QUERY_COST_LIMIT, queryCostError, queryCostOf } from './query-cost';

const ROOT = join(__dirname, '..', '..', '..');
const schema = buildSchema(readFileSync(join(ROOT, 'backend', 'schema.gql'), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every operation the browser app sends, each with every fragment of the app (as they are joined at run time), read as the build reads them. */
function browserOperations(): Array<{ name: string; document: DocumentNode }> {
  const definitions: DefinitionNode[] = sourceFiles(join(ROOT, 'frontend', 'src'))
    .map((file) => ({ file, code: readFileSync(file, 'utf8') }))
    .filter(({ code }) => code.includes('gql`'))
    .flatMap(({ file, code }) => precompileTemplates(code, relative(ROOT, file)).flatMap(({ document }) => document.definitions));
  const fragments = definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION);
  return definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({ name: operation.name?.value ?? '(anonymous)', document: { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] } }));
}

/** A value of an input type as a caller could send it: required fields filled, lists empty. */
function sampleOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, sampleOf(field.type)]));
  }
  return { Int: 1, Float: 1, Boolean: true }[type.name] ?? 'x';
}

/** Values for an operation's required variables (the optional ones left out). */
function variablesOf(document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE).map((definition) => [definition.variable.name.value, sampleOf(typeFromAST(schema, definition.type) as GraphQLInputType)]),
  );
}

describe('the query cost limit', () => {
  it('lets every operation of the browser app through, with room to grow', () => {
    const operations = browserOperations();
    expect(operations.length).toBeGreaterThan(50);
    const costs = operations.map(({ name, document }) => ({ name, cost: queryCostOf(schema, document, variablesOf(document)) }));
    expect(costs.filter(({ cost }) => cost === null)).toEqual([]);
    const dearest = Math.max(...costs.map(({ cost }) => cost ?? 0));
    expect(dearest).toBeGreaterThan(10);
    expect(dearest * 2).toBeLessThanOrEqual(QUERY_COST_LIMIT);
  });

  it('lets a tool introspect the schema', () => {
    expect(queryCostOf(schema, parse(getIntrospectionQuery()), undefined)).toBeLessThanOrEqual(QUERY_COST_LIMIT);
  });

  it('counts every alias: 2,000 aliased searches are refused with a clear message and its id', () => {
    const searches = Array.from({ length: 2000 }, (_, index) => `s${index}: searchTutorsByCourse(input: "Algebra 1", zip: "10001") { localTutorCount }`);
    const cost = queryCostOf(schema, parse(`{ ${searches.join('\n')} }`), undefined);
    expect(cost).toBeGreaterThan(QUERY_COST_LIMIT);
    expect(queryCostError(cost, QUERY_COST_LIMIT)).toMatchObject({
      message: `This request asks for too much at once: at most ${QUERY_COST_LIMIT} fields, aliases included. Please ask for less, or split it into several requests.`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', messageId: 'common.queryTooComplex', limit: QUERY_COST_LIMIT },
    });
  });

  it('refuses fragments spread into each other until they explode, without counting them out', () => {
    const levels = Array.from({ length: 30 }, (_, index) => `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`);
    const bomb = parse(`query { ...F0 } ${levels.join('\n')} fragment F30 on Query { __typename }`);
    const started = Date.now();
    expect(queryCostOf(schema, bomb, undefined)).toBe(Number.POSITIVE_INFINITY);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('prices what variables switch off as nothing', () => {
    const document = parse('query ($all: Boolean!) { a: __typename b: __typename @include(if: $all) }');
    expect(queryCostOf(schema, document, { all: true })).toBe(2);
    expect(queryCostOf(schema, document, { all: false })).toBe(1);
  });

  it('keeps the cost of a document the variables cannot change, and works out again one they can', () => {
    const fixed = parse('query A { a: __typename b: __typename } query B { __typename }');
    expect(cachedQueryCostOf(schema, fixed, {}, 'A')).toBe(2);
    expect(cachedQueryCostOf(schema, fixed, {}, 'B')).toBe(1);
    expect(cachedQueryCostOf(schema, fixed, {}, 'A')).toBe(2);
    const switched = parse('query ($all: Boolean!) { a: __typename b: __typename @include(if: $all) }');
    expect(cachedQueryCostOf(schema, switched, { all: true })).toBe(2);
    expect(cachedQueryCostOf(schema, switched, { all: false })).toBe(1);
  });
});
