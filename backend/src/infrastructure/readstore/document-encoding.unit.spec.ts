import { serialize } from 'node:v8';
import { decodeDocument, encodeDocument } from './document-encoding';

const roundTrip = (document: object) => decodeDocument(Buffer.from(encodeDocument(document)));

describe('a document as a snapshot holds it', () => {
  it('comes back equal, a small one of plain data written as JSON text', () => {
    const correlation = { _id: 'c-1', _position: 42, streamIds: ['user-1', 'tutor-2'], revisions: [0, 3], total: 2, note: 'caf\u00e9 \ud83d\ude00', lone: '\ud800', empty: {}, none: null, flag: false };

    const bytes = Buffer.from(encodeDocument(correlation));

    expect(bytes.toString('utf8', 0, 1)).toBe('{');
    expect(decodeDocument(bytes)).toEqual(correlation);
  });

  it('keeps what JSON would change: Dates, undefined fields, -0, NaN, holes, other prototypes', () => {
    const at = new Date('2026-12-03T20:00:00.000Z');
    const holes: number[] = [];
    holes[0] = 1;
    holes[2] = 3;
    const document = { _id: 'x', at, missing: undefined, zero: -0, notANumber: Number.NaN, holes, kinds: new Map([['a', 1]]) };

    const decoded = roundTrip(document) as typeof document;

    // Made in Node's own realm, not jest's: `instanceof Date` cannot tell here.
    expect(Object.prototype.toString.call(decoded.at)).toBe('[object Date]');
    expect(decoded.at.getTime()).toBe(at.getTime());
    expect('missing' in decoded).toBe(true);
    expect(Object.is(decoded.zero, -0)).toBe(true);
    expect(decoded.notANumber).toBeNaN();
    expect(1 in decoded.holes).toBe(false);
    expect([...decoded.kinds]).toEqual([['a', 1]]);
  });

  it('writes a large document (a tutor with hundreds of search keys) in V8 format, and comes back equal', () => {
    const tutor = { _id: 't-1', _position: 7, searchKeys: Array.from({ length: 300 }, (_, i) => `local:${i}`), location: { zip: '10001', latitude: 40.7 } };

    const bytes = Buffer.from(encodeDocument(tutor));

    expect(bytes[0]).toBe(0xff);
    expect(decodeDocument(bytes)).toEqual(tutor);
  });

  it('reads the documents of snapshots written before, all in V8 format', () => {
    const user = { _id: 'u-1', email: { address: 'ada@example.com' }, roles: ['client'] };

    expect(decodeDocument(serialize(user))).toEqual(user);
  });
});
