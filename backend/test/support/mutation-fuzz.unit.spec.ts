import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { FuzzFile, filesIn, jsonBodyOf, MutationFuzzer, RawJson } from './mutation-fuzz';

const SAMPLE = buildSchema(`
  scalar Upload
  enum Scope { SINGLE ALL }
  input Slot { day: String! times: [String!]! }
  input Plan { title: String! hours: Float slots: [Slot!]! scope: Scope = SINGLE }
  type Result { id: ID! title: String nested: Nested }
  type Nested { count: Int! }
  type Query { ok: Boolean }
  type Mutation {
    plan(planId: ID!, input: Plan!, weeks: Int, urgent: Boolean): Result!
    attach(file: Upload!): Boolean!
    ping: Boolean!
  }
`);

describe('the mutation fuzzer', () => {
  const fuzzer = new MutationFuzzer(SAMPLE, (name) => (name === 'planId' ? 'plan-1' : undefined));

  it('varies every argument and every input field, nested and in lists, through each kind of bad value', () => {
    const variations = fuzzer.variationsOf(fuzzer.field('plan'));
    const paths = new Set(variations.map((variation) => variation.path));
    expect([...paths].sort()).toEqual(['input', 'input.hours', 'input.scope', 'input.slots', 'input.slots[]', 'input.slots[].day', 'input.slots[].times', 'input.slots[].times[]', 'input.title', 'planId', 'urgent', 'weeks'].sort());
    const kindsAt = (path: string) => variations.filter((variation) => variation.path === path).map((variation) => variation.kind);
    expect(kindsAt('input.title')).toEqual(expect.arrayContaining(['empty', 'blank', '100 KB', 'HTML', 'path', 'NUL', 'emoji', 'RTL', 'random unicode']));
    expect(kindsAt('planId')).toEqual(expect.arrayContaining(['empty', 'unknown id', 'invalid id', 'path', '100 KB']));
    expect(kindsAt('weeks')).toEqual(expect.arrayContaining(['negative', 'huge', 'NaN', 'Infinity']));
    expect(kindsAt('input.hours')).toEqual(expect.arrayContaining(['huge', 'NaN', 'Infinity', '-Infinity']));
    expect(kindsAt('input.scope')).toEqual(['wrong enum', 'lower-case enum', 'empty']);
    expect(kindsAt('input.slots')).toEqual(expect.arrayContaining(['empty list', 'huge list']));
  });

  it('changes one position at a time, the rest as in the baseline', () => {
    const baseline = fuzzer.baselineFor(fuzzer.field('plan'));
    expect(baseline.variables).toEqual({ planId: 'plan-1', input: { title: 'fuzz text', slots: [{ day: 'fuzz text', times: ['fuzz text'] }] } });
    const emptyDay = fuzzer.variationsOf(fuzzer.field('plan'), baseline).find((variation) => variation.path === 'input.slots[].day' && variation.kind === 'empty');
    expect(emptyDay?.variables).toEqual({ planId: 'plan-1', input: { title: 'fuzz text', slots: [{ day: '', times: ['fuzz text'] }] } });
  });

  it('declares every argument as a variable of its schema type and selects the answer\'s fields', () => {
    expect(fuzzer.documentOf(fuzzer.field('plan'))).toBe(
      'mutation Fuzz_plan($planId: ID!, $input: Plan!, $weeks: Int, $urgent: Boolean) { plan(planId: $planId, input: $input, weeks: $weeks, urgent: $urgent) { __typename id title nested { __typename count } } }',
    );
    expect(fuzzer.documentOf(fuzzer.field('ping'))).toBe('mutation Fuzz_ping { ping }');
    expect(fuzzer.variationsOf(fuzzer.field('ping'))).toEqual([]);
  });

  it('gives every mutation of the real schema at least its baseline, and every argument a variation', () => {
    const real = new MutationFuzzer(buildSchema(readFileSync(join(__dirname, '..', '..', 'schema.gql'), 'utf8')));
    for (const field of real.mutations()) {
      const varied = new Set(real.variationsOf(field).map((variation) => variation.path.split(/[.[]/)[0]));
      expect([...varied].sort()).toEqual(field.args.map((arg) => arg.name).sort());
    }
  });

  it('sends files as multipart parts and values JSON cannot carry as raw JSON', () => {
    const variations = fuzzer.variationsOf(fuzzer.field('attach'));
    expect(variations.some((variation) => variation.variables.file instanceof FuzzFile)).toBe(true);
    const { variables, files } = filesIn({ file: new FuzzFile('a.txt', 'x', 'text/plain'), list: [new FuzzFile('b.txt', 'y', 'text/plain')] });
    expect(variables).toEqual({ file: null, list: [null] });
    expect(files.map((file) => file.path)).toEqual(['variables.file', 'variables.list.0']);
    expect(JSON.parse(jsonBodyOf('q', { n: new RawJson('1e400') })).variables.n).toBe(Infinity);
  });
});
