/**
 * How catalog names and typed text are compared: both become lower-case ASCII words, so
 * 'César E. Chávez', 'cesar e chavez' and 'CESAR E. CHAVEZ' are the same words. Pure functions,
 * shared by the prefix index, course lookup and ZIP input handling.
 */

/** Roman numerals that number courses ('Spanish II', 'Calculus III') search like digits ('spanish 2'). */
const NUMERALS: ReadonlyMap<string, string> = new Map([
  ['i', '1'],
  ['ii', '2'],
  ['iii', '3'],
  ['iv', '4'],
]);

const PLAIN = /^[a-z0-9 ]*$/;
const ASCII = /^[\x20-\x7e]*$/;

function folded(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  return (ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')).replace(/['’ʻ`]/g, '').replace(/&/g, ' and ');
}

/** The words of a text as typed: 'St. John's' -> ['st', 'johns']; nothing but separators -> []. */
export function rawWordsOf(text: string): string[] {
  const words = folded(text).split(/[^a-z0-9]+/);
  return words[0] === '' || words[words.length - 1] === '' ? words.filter((word) => word !== '') : words;
}

/** The number a word stands for when it is a course numeral ('ii' -> '2'), else the word itself. */
export function numeralOf(word: string): string {
  return NUMERALS.get(word) ?? word;
}

/** The words a name is searched by: raw words with course numerals as digits ('Spanish II' -> ['spanish', '2']). */
export function searchWordsOf(text: string): string[] {
  return rawWordsOf(text).map(numeralOf);
}

const SIMPLE = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const HAS_NUMERAL = /(?:^| )(?:i|ii|iii|iv)(?: |$)/;

/** A name as one comparable string: its search words joined by single spaces. */
export function searchTextOf(text: string): string {
  const lower = text.toLowerCase();
  // Most names ('Austin', 'San Antonio') are already their search text once lower-cased.
  if (SIMPLE.test(lower) && !HAS_NUMERAL.test(lower)) return lower;
  return searchWordsOf(text).join(' ');
}

/**
 * The same name with its joining punctuation dropped, so 'Pre-Algebra' is also 'prealgebra',
 * 'U.S. History' also 'us history' and 'BB&N' also 'bbn'. Null when that changes nothing.
 */
export function joinedVariantOf(text: string, searchText: string = searchTextOf(text)): string | null {
  if (!/[-&/.]/.test(text)) return null;
  const joined = searchTextOf(text.replace(/[-&/.]/g, ''));
  return joined !== '' && joined !== searchText ? joined : null;
}

/**
 * The ZIP code typed at the start of an input, cut to 5 digits: '78701-1234' and '787011234' are
 * '78701', '787' stays a prefix. Null when the input does not start with a digit (after spaces):
 * then it names a city.
 */
export function zipDigitsOf(input: string): string | null {
  const digits = /^\s*(\d+)/.exec(input);
  return digits ? digits[1].slice(0, 5) : null;
}
