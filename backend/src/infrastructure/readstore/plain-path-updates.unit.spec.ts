import * as updateOperators from 'mingo/operators/update';
import { copyDocument } from './document-copy';
import { plainPathMutation, type Mutation } from './plain-path-updates';

const viaMingo = (operator: '$set' | '$unset' | '$inc', operand: Record<string, unknown>): Mutation =>
  updateOperators[operator](operand as Record<string, never>);

type Case = [label: string, doc: Record<string, unknown>, operator: '$set' | '$unset' | '$inc', operand: Record<string, unknown>];

const when = new Date('2024-01-01T00:00:00.000Z');
const cases: Case[] = [
  ['$set a new top-level field', { _id: 'x' }, '$set', { a: 1 }],
  ['$set the value already there', { _id: 'x', a: 1, b: 'two' }, '$set', { a: 1, b: 'two' }],
  ['$set an equal date', { _id: 'x', at: new Date(when) }, '$set', { at: new Date(when) }],
  ['$set an equal sub-document', { _id: 'x', o: { p: [1, 2] } }, '$set', { o: { p: [1, 2] } }],
  ['$set through missing sub-documents', { _id: 'x' }, '$set', { 'a.b.c': 1 }],
  ['$set inside an existing sub-document', { _id: 'x', a: { b: 1, keep: true } }, '$set', { 'a.b': 2 }],
  ['$set a numeric key of a sub-document', { _id: 'x', a: { '0': 'zero' } }, '$set', { 'a.0': 'nil' }],
  ['$set through an array', { _id: 'x', a: [{ b: 1 }] }, '$set', { 'a.0.b': 2 }],
  ['$set through null', { _id: 'x', a: null }, '$set', { 'a.b': 1 }],
  ['$set through a scalar', { _id: 'x', a: 5 }, '$set', { 'a.b': 1 }],
  ['$unset present and missing fields', { _id: 'x', a: 1, b: { c: 2, d: 3 } }, '$unset', { a: '', 'b.c': '', 'b.z': '', 'q.r': '' }],
  ['$unset through an array', { _id: 'x', a: [{ b: 1 }] }, '$unset', { 'a.0.b': '' }],
  ['$inc existing and missing numbers', { _id: 'x', n: 1, s: { m: 2 } }, '$inc', { n: 2, 's.m': -2, 's.k': 5 }],
  ['$inc by zero', { _id: 'x', n: 1 }, '$inc', { n: 0, fresh: 0 }],
  ['$inc a string', { _id: 'x', n: 'one' }, '$inc', { n: 1 }],
  ['$inc through an array', { _id: 'x', a: [1, 2] }, '$inc', { 'a.1': 1 }],
];

describe('plainPathMutation', () => {
  it.each(cases)('agrees with mingo: %s', (_label, doc, operator, operand) => {
    const direct = copyDocument(doc);
    const reference = copyDocument(doc);
    const directPaths = plainPathMutation(operator, operand, viaMingo(operator, operand))(direct);
    const referencePaths = viaMingo(operator, operand)(reference);
    expect(direct).toEqual(reference);
    expect([...directPaths].sort()).toEqual([...referencePaths].sort());
  });

  it('leaves documents with an array on the path to mingo, before changing anything', () => {
    const fallback = jest.fn(viaMingo('$inc', { n: 1, 'a.0': 1 }));
    const doc = { _id: 'x', n: 1, a: [1] };
    plainPathMutation('$inc', { n: 1, 'a.0': 1 }, fallback)(doc);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(doc).toEqual({ _id: 'x', n: 2, a: [2] });
  });

  it('takes the direct route for sub-documents', () => {
    const fallback = jest.fn(viaMingo('$set', { 'a.b': 1 }));
    const doc = { _id: 'x', a: { c: 2 } };
    plainPathMutation('$set', { 'a.b': 1 }, fallback)(doc);
    expect(fallback).not.toHaveBeenCalled();
    expect(doc).toEqual({ _id: 'x', a: { c: 2, b: 1 } });
  });

  it('leaves _id, positional paths and __proto__ to mingo', () => {
    for (const path of ['_id', 'items.$.qty', 'a.__proto__.b']) {
      const fallback = viaMingo('$set', { [path]: 1 });
      expect(plainPathMutation('$set', { [path]: 1 }, fallback)).toBe(fallback);
    }
  });
});
