import { PrefixIndex, PrefixIndexEntry, PrefixIndexOptions } from './prefix-index';

const entry = (value: string, weight: number, names: string[] = [value], extraWords: string[] = []): [string, PrefixIndexEntry] => [value, { names, extraWords, weight }];

const indexOf = (entries: ReadonlyArray<[string, PrefixIndexEntry]>, options: PrefixIndexOptions) => {
  const described = new Map(entries);
  return PrefixIndex.build([...described.keys()], (value) => described.get(value)!, options);
};

const CITIES = [
  entry('York, PA', 9, ['York'], ['PA', 'Pennsylvania']),
  entry('New York, NY', 159, ['New York'], ['NY', 'New York']),
  entry('Austin, TX', 80, ['Austin'], ['TX', 'Texas']),
  entry('Austin, MN', 1, ['Austin'], ['MN', 'Minnesota']),
  entry('Austell, GA', 2, ['Austell'], ['GA', 'Georgia']),
  entry('Saint Louis, MO', 69, ['Saint Louis', 'St Louis'], ['MO', 'Missouri']),
];

const COURSES = [
  entry('Math', 4),
  entry('Algebra 1', 3),
  entry('Algebra 2', 3),
  entry('Algebra 1 Honors', 3),
  entry('AP Physics 1: Algebra-Based', 3, undefined, ['Science']),
  entry('College Algebra', 2, undefined, ['Math']),
  entry('Pre-Algebra', 2, undefined, ['Math']),
  entry('MATH 1314 College Algebra', 1, undefined, ['Math', 'Austin Community College']),
  entry('Spanish I', 3),
  entry('Spanish II', 3),
  entry('Introduction to Statistics', 2),
];

describe('prefix index', () => {
  const cities = indexOf(CITIES, { ranking: 'match-first', maxResults: 20, cacheUpTo: 2 });
  const courses = indexOf(COURSES, { ranking: 'weight-first', maxResults: 5, cacheUpTo: 2 });

  it('finds names by prefix, the heaviest first among equal matches', () => {
    expect(cities.search('aus', 10)).toEqual(['Austin, TX', 'Austell, GA', 'Austin, MN']);
    expect(cities.search('AUSTIN', 10)).toEqual(['Austin, TX', 'Austin, MN']);
  });

  it('ranks a match from the start of the name before a match on a later word when the match decides', () => {
    expect(cities.search('york', 10)).toEqual(['York, PA', 'New York, NY']);
    expect(cities.search('new y', 10)).toEqual(['New York, NY']);
  });

  it('needs every word typed to start a word of the entry, extra words (a state) matching after names', () => {
    expect(cities.search('austin tx', 10)).toEqual(['Austin, TX']);
    expect(cities.search('austin, minnesota', 10)).toEqual(['Austin, MN']);
    expect(cities.search('tx', 10)).toEqual(['Austin, TX']);
    expect(cities.search('austin ga', 10)).toEqual([]);
  });

  it('finds an entry by any of its names', () => {
    expect(cities.search('st lou', 10)).toEqual(['Saint Louis, MO']);
    expect(cities.search('saint l', 10)).toEqual(['Saint Louis, MO']);
  });

  it('puts an exact name first, then weight, when the weight decides', () => {
    expect(courses.search('math', 5)).toEqual(['Math', 'Pre-Algebra', 'College Algebra', 'MATH 1314 College Algebra']);
    expect(courses.search('alg', 5)).toEqual(['Algebra 1', 'Algebra 2', 'Algebra 1 Honors', 'AP Physics 1: Algebra-Based', 'Pre-Algebra']);
    expect(courses.search('algebra 1', 5)).toEqual(['Algebra 1', 'Algebra 1 Honors', 'AP Physics 1: Algebra-Based', 'MATH 1314 College Algebra']);
  });

  it('reads numerals as digits and as letters being typed', () => {
    expect(courses.search('spanish 2', 5)).toEqual(['Spanish II']);
    expect(courses.search('spanish i', 5)).toEqual(['Spanish I', 'Spanish II']);
    expect(courses.search('in', 5)).toEqual(['Introduction to Statistics']);
    expect(courses.search('algebra i', 5)).toEqual(courses.search('algebra 1', 5));
  });

  it('finds hyphenated and punctuated names written together', () => {
    expect(courses.search('prealg', 5)).toEqual(['Pre-Algebra']);
    expect(courses.search('pre alg', 5)).toEqual(['Pre-Algebra']);
  });

  it('returns nothing for blank or unknown input and never more than asked or allowed', () => {
    expect(cities.search('', 10)).toEqual([]);
    expect(cities.search('  , ', 10)).toEqual([]);
    expect(cities.search('zzz', 10)).toEqual([]);
    expect(cities.search('a', 1)).toEqual(['Austin, TX']);
    expect(cities.search('a', 0)).toEqual([]);
    expect(courses.search('a', 50)).toHaveLength(5);
  });

  it('answers a short query the same once its answer is kept', () => {
    const first = cities.search('a', 20);
    expect(first).toEqual(['Austin, TX', 'Austell, GA', 'Austin, MN']);
    expect(cities.search('a', 20)).toEqual(first);
    expect(cities.search('a', 2)).toEqual(first.slice(0, 2));
  });

  it('keeps only the entries accepted, computing a short query anew for them', () => {
    expect(cities.search('a', 20)).toEqual(['Austin, TX', 'Austell, GA', 'Austin, MN']);
    expect(cities.search('a', 20, (city) => city.endsWith('MN'))).toEqual(['Austin, MN']);
    expect(cities.search('a', 20, () => false)).toEqual([]);
  });

  it('ranks within a given set of entries only', () => {
    expect(courses.searchWithin('alg', ['College Algebra', 'Algebra 2', 'Spanish I', 'not indexed'], 10)).toEqual(['Algebra 2', 'College Algebra']);
    expect(courses.searchWithin(' ', ['Algebra 2'], 10)).toEqual([]);
  });
});
