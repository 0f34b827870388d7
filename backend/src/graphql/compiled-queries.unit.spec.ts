import { ApolloServer, type GraphQLResponse } from '@apollo/server';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { compiledQueriesPlugin, isCompiledOperation } from './compiled-queries';

/** A schema with what execution engines tend to differ on: nulls bubbling, errors returned and thrown, a custom scalar, nested lists. */
const typeDefs = `
  scalar Day
  type Card { id: ID! name: String! school: School days: [Slot!]! rating: Float }
  type School { name: String! }
  type Slot { day: Day! times: [String!]! }
  type Query {
    cards(count: Int = 2): [Card!]!
    card(id: ID!): Card
    broken: Card!
    returned: String
    refused: String
    teapot: String
    count: Int
  }
  type Mutation { touch: Int }
`;

let touched = 0;
let counted = 0;
const resolvers = {
  Day: new GraphQLScalarType({
    name: 'Day',
    serialize: (value) => String(value).toUpperCase(),
    parseValue: (value) => value,
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
  }),
  Query: {
    cards: (_: unknown, { count }: { count: number }) =>
      Array.from({ length: count }, (_unused, i) => ({ id: `t${i}`, name: `Tutor ${i}`, school: i % 2 ? null : { name: 'UT' }, days: [{ day: 'mon', times: ['9', '10'] }], rating: i ? 4.5 : null })),
    card: (_: unknown, { id }: { id: string }) => (id === 'none' ? null : { id, name: null, days: [] }),
    broken: () => ({ id: 'b', name: 'Broken', days: [{ day: 'tue', times: ['9', null] }] }),
    // Nest's exception filter hands GraphQL the error as the resolver's value.
    returned: () => new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND', messageId: 'common.notFound' } }),
    refused: () => {
      throw new Error('boom');
    },
    teapot: () => {
      throw new GraphQLError('Too many.', { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429 } } });
    },
    count: () => ++counted,
  },
  Mutation: { touch: () => ++touched },
};

function serverWith(compiled: boolean): ApolloServer {
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  return new ApolloServer({ schema, plugins: compiled ? [compiledQueriesPlugin()] : [], includeStacktraceInErrorResponses: false, logger: { debug() {}, info() {}, warn() {}, error() {} } });
}

type Body = { status: number | undefined; result: unknown };

async function answer(server: ApolloServer, query: string, variables: Record<string, unknown> = {}): Promise<Body> {
  const response: GraphQLResponse = await server.executeOperation({ query, variables });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { status: response.http.status, result: JSON.parse(JSON.stringify(response.body.singleResult)) };
}

describe('compiled queries (graphql-jit from an Apollo plugin)', () => {
  const interpreted = serverWith(false);
  const compiled = serverWith(true);

  beforeAll(async () => {
    await interpreted.start();
    await compiled.start();
  });
  afterAll(async () => {
    await interpreted.stop();
    await compiled.stop();
  });

  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['nested lists and objects, a custom scalar, a default argument', '{ cards { id name school { name } days { day times } rating } }', {}],
    ['arguments from variables, aliases, fragments', 'query Q($n: Int) { a: cards(count: $n) { ...C } b: card(id: "x") { id } } fragment C on Card { id __typename }', { n: 3 }],
    ['@include and @skip with variables', 'query Q($yes: Boolean!, $no: Boolean!) { cards { id name @include(if: $yes) rating @skip(if: $yes) school @include(if: $no) { name } } }', { yes: true, no: false }],
    ['a null in a non-null field bubbling to the nearest nullable parent', '{ card(id: "x") { id name } }', {}],
    ['a null bubbling up to data', '{ broken { id days { times } } }', {}],
    ['an error returned by a resolver, as Nest exception filters return them', '{ returned count }', {}],
    ['an error thrown without a code', '{ refused }', {}],
    ['an error with an http status', '{ teapot }', {}],
    ['a null result', '{ card(id: "none") { id } }', {}],
  ];

  it.each(cases)('answers as graphql-js does: %s', async (_name, query, variables) => {
    counted = 0;
    const expected = await answer(interpreted, query, variables);
    counted = 0;
    expect(await answer(compiled, query, variables)).toEqual(expected);
  });

  it('leaves refused variables to graphql-js, with Apollo 400 and wording, before any resolver runs', async () => {
    const query = 'query Q($n: Int) { cards(count: $n) { id } count }';
    counted = 0;
    const expected = await answer(interpreted, query, { n: 'many' });
    expect(expected.status).toBe(400);
    expect(await answer(compiled, query, { n: 'many' })).toEqual(expected);
    expect(counted).toBe(0);
  });

  it('answers introspection and mutations as graphql-js does (they are not compiled)', async () => {
    const introspection = '{ __schema { queryType { name } } __type(name: "Card") { fields { name } } }';
    expect(await answer(compiled, introspection)).toEqual(await answer(interpreted, introspection));
    touched = 0;
    await answer(compiled, 'mutation { a: touch b: touch }');
    expect(touched).toBe(2);
  });

  it('runs a query compiled once per document and operation, each resolver once a request', async () => {
    const schema = makeExecutableSchema({ typeDefs, resolvers });
    const plugin = compiledQueriesPlugin();
    const { parse } = await import('graphql');
    const document = parse('query Q { count cards { id } }');
    const operation = document.definitions[0];
    const context = { schema, document, operation, operationName: 'Q', request: { variables: {} }, contextValue: {} };
    const listener = await plugin.requestDidStart!(context as never);
    counted = 0;
    const first = await listener!.responseForOperation!(context as never);
    const second = await listener!.responseForOperation!(context as never);
    expect(first?.body).toEqual({ kind: 'single', singleResult: { data: { count: 1, cards: [{ id: 't0' }, { id: 't1' }] } } });
    expect(second?.body).toEqual({ kind: 'single', singleResult: { data: { count: 2, cards: [{ id: 't0' }, { id: 't1' }] } } });
    expect(isCompiledOperation(schema, document, 'Q')).toBe(true);
    expect(isCompiledOperation(schema, parse('mutation { touch }'))).toBe(false);
  });
});
