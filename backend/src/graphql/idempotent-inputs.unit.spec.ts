import { buildSchema, OperationDefinitionNode, parse } from 'graphql';
import { canonicalJson, inputFingerprintsOf } from './idempotent-inputs';

const schema = buildSchema(`
  type Query { ok: Boolean }
  input SessionInput { subject: String!, idempotencyKey: String, tags: [String!] }
  type Mutation {
    send(text: String!, to: ID!, idempotencyKey: String): Boolean
    schedule(input: SessionInput!): Boolean
    plain(text: String!): Boolean
  }
`);

const operationOf = (text: string) => parse(text).definitions[0] as OperationDefinitionNode;
const fingerprints = (text: string, variables?: Record<string, unknown>) => inputFingerprintsOf(schema, operationOf(text), variables);

describe('the fingerprints of idempotency keys', () => {
  it('are the same for the same arguments, however they are written (literals, variables, key order)', () => {
    const literal = fingerprints('mutation { send(text: "hi", to: "c1", idempotencyKey: "k1") }');
    const variables = fingerprints('mutation ($to: ID!, $text: String!, $key: String) { send(idempotencyKey: $key, to: $to, text: $text) }', { key: 'k1', text: 'hi', to: 'c1' });
    expect(literal.get('k1')).toMatch(/^[\w-]{43}$/);
    expect(variables.get('k1')).toBe(literal.get('k1'));
  });

  it('differ when any argument differs, or the mutation does', () => {
    const base = fingerprints('mutation { send(text: "hi", to: "c1", idempotencyKey: "k1") }').get('k1');
    expect(fingerprints('mutation { send(text: "hi!", to: "c1", idempotencyKey: "k1") }').get('k1')).not.toBe(base);
    expect(fingerprints('mutation { send(text: "hi", to: "c2", idempotencyKey: "k1") }').get('k1')).not.toBe(base);
    expect(fingerprints('mutation { schedule(input: { subject: "hi", idempotencyKey: "k1" }) }').get('k1')).not.toBe(base);
  });

  it('find a key inside an input object, and leave it out of the hash (salting it instead)', () => {
    const first = fingerprints('mutation ($input: SessionInput!) { schedule(input: $input) }', { input: { subject: 'SAT', idempotencyKey: 'k1', tags: ['a'] } });
    const reordered = fingerprints('mutation ($input: SessionInput!) { schedule(input: $input) }', { input: { tags: ['a'], idempotencyKey: 'k1', subject: 'SAT' } });
    const otherKey = fingerprints('mutation ($input: SessionInput!) { schedule(input: $input) }', { input: { subject: 'SAT', idempotencyKey: 'k2', tags: ['a'] } });
    expect(reordered.get('k1')).toBe(first.get('k1'));
    expect(otherKey.get('k2')).toBeDefined();
    expect(otherKey.get('k2')).not.toBe(first.get('k1'));
  });

  it('are none for queries, mutations without a key, and variables that do not fit', () => {
    expect(fingerprints('{ ok }').size).toBe(0);
    expect(fingerprints('mutation { plain(text: "hi") }').size).toBe(0);
    expect(fingerprints('mutation ($to: ID!) { send(text: "hi", to: $to, idempotencyKey: "k1") }', {}).size).toBe(0);
  });

  it('hash a canonical JSON: keys sorted, undefined left out, what JSON cannot hold as null', () => {
    expect(canonicalJson({ b: [1, { d: true, c: null }], a: 'x', z: undefined })).toBe('{"a":"x","b":[1,{"c":null,"d":true}]}');
    expect(canonicalJson({ file: Promise.resolve('stream') })).toBe('{"file":null}');
  });
});
