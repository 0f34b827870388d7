import { joinedVariantOf, rawWordsOf, searchTextOf, searchWordsOf, zipDigitsOf } from './catalog-text';

describe('catalog text', () => {
  it('compares names as lower-case ASCII words, accents, case and punctuation aside', () => {
    expect(rawWordsOf('César E. Chávez High School')).toEqual(['cesar', 'e', 'chavez', 'high', 'school']);
    expect(rawWordsOf("  St. John's University ")).toEqual(['st', 'johns', 'university']);
    expect(rawWordsOf('University of Hawaiʻi at Mānoa')).toEqual(['university', 'of', 'hawaii', 'at', 'manoa']);
    expect(rawWordsOf('Texas A&M')).toEqual(['texas', 'a', 'and', 'm']);
    expect(rawWordsOf(' -- / ')).toEqual([]);
  });

  it('reads course numerals I to IV as digits, so Spanish II and spanish 2 are the same name', () => {
    expect(searchWordsOf('Spanish II')).toEqual(['spanish', '2']);
    expect(searchTextOf('Calculus III')).toBe('calculus 3');
    expect(searchTextOf('Algebra I')).toBe(searchTextOf('algebra 1'));
    expect(searchTextOf('IB Physics HL')).toBe('ib physics hl');
  });

  it('also knows a name with its joining punctuation dropped, and only when that differs', () => {
    expect(joinedVariantOf('Pre-Algebra')).toBe('prealgebra');
    expect(joinedVariantOf('U.S. History')).toBe('us history');
    expect(joinedVariantOf('BB&N')).toBe('bbn');
    expect(joinedVariantOf('Algebra 1')).toBeNull();
    expect(joinedVariantOf('Calculus.')).toBeNull();
  });

  it('takes the ZIP code typed at the start of an input, cut to 5 digits', () => {
    expect(zipDigitsOf('78701')).toBe('78701');
    expect(zipDigitsOf(' 78701-1234')).toBe('78701');
    expect(zipDigitsOf('787011234')).toBe('78701');
    expect(zipDigitsOf('787')).toBe('787');
    expect(zipDigitsOf('Austin')).toBeNull();
    expect(zipDigitsOf('TX 78701')).toBeNull();
    expect(zipDigitsOf('   ')).toBeNull();
  });
});
