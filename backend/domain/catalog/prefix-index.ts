import { joinedVariantOf, numeralOf, rawWordsOf, searchTextOf, searchWordsOf } from './catalog-text';

/** How one thing to find by typing (a city, a school, a course) is found. */
export interface PrefixIndexEntry {
  /** The names it is known by (name, alias): matched from their start and word by word. The first orders ties. */
  names: readonly string[];
  /** Other text whose words also match, ranked after matches on the names alone (a city's state, a school's city). */
  extraWords?: readonly string[];
  /** Larger ranks first among matches of the same quality. */
  weight: number;
}

/**
 * `match-first`: how well the text matches decides, then weight (a city search: 'york' puts York, PA
 * before New York, NY). `weight-first`: an exact name first, then weight, then match (a course
 * search: 'calc' puts the common courses before one college's numbered course).
 */
export type PrefixRanking = 'match-first' | 'weight-first';

export interface PrefixIndexOptions {
  ranking: PrefixRanking;
  /** The most results a search returns. */
  maxResults: number;
  /** Answers to one-word queries up to this many characters (the widest) are kept once computed: at most 36 + 36² of them for 2. */
  cacheUpTo: number;
}

/** How a query matches an entry, best first. */
const EXACT = 0;
const NAME_PREFIX = 1;
const NAME_WORDS = 2;
const EXTRA_WORDS = 3;
const NO_MATCH = 4;

/**
 * An entry in search form, as few strings as possible (tens of thousands are kept): `keys` holds its
 * whole names as '|name|other name|', `nameWords` the words of its names as ' word word ' and
 * `allWords` those plus its extra words, so "a word starts with x" is `includes(' ' + x)`.
 */
interface PreparedEntry {
  keys: string;
  nameWords: string;
  allWords: string;
  weight: number;
  sortName: string;
}

interface PreparedQuery {
  /** The whole query ('|spanish 1|', and as typed '|spanish i|') probing `keys` for an exact name. */
  exact: string[];
  /** The same without the closing bar, probing for a name that starts with it. */
  prefix: string[];
  /** Per typed word, the forms it may take (' i' and ' 1'), probing words. */
  words: string[][];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function prepareQuery(input: string): PreparedQuery | null {
  const raw = rawWordsOf(input);
  if (raw.length === 0) return null;
  const mapped = raw.map(numeralOf);
  const texts = unique([mapped.join(' '), raw.join(' ')]);
  return {
    exact: texts.map((text) => `|${text}|`),
    prefix: texts.map((text) => `|${text}`),
    words: raw.map((word, i) => unique([` ${mapped[i]}`, ` ${word}`])),
  };
}

/** A name holding a course numeral as a word (Spanish II, Physics I: Mechanics). */
const NUMERAL_WORD = /\b(?:i|ii|iii|iv)\b/i;

function addNew(into: string[], values: readonly string[]): void {
  for (const value of values) if (value !== '' && !into.includes(value)) into.push(value);
}

/** The words an entry is found by (names' words, then extra words), and the entry in search form. `wordsOfText` caches extra text's words, which repeat. */
function prepareEntry(entry: PrefixIndexEntry, wordsOfText: Map<string, string[]>): { prepared: PreparedEntry; words: string[] } {
  const keys: string[] = [];
  for (const name of entry.names) {
    const key = searchTextOf(name);
    const variant = joinedVariantOf(name, key);
    addNew(keys, variant === null ? [key] : [key, variant]);
    // 'Spanish II' is also 'spanish ii' as typed, so 'spanish i' still shows it while the numeral is being typed.
    if (NUMERAL_WORD.test(name)) addNew(keys, [rawWordsOf(name).join(' ')]);
  }
  const words: string[] = [];
  for (const key of keys) addNew(words, key.split(' '));
  const nameWordCount = words.length;
  for (const text of entry.extraWords ?? []) {
    let extra = wordsOfText.get(text);
    if (!extra) {
      extra = searchWordsOf(text);
      wordsOfText.set(text, extra);
    }
    addNew(words, extra);
  }
  const nameWords = ` ${words.slice(0, nameWordCount).join(' ')} `;
  return {
    prepared: {
      keys: `|${keys.join('|')}|`,
      nameWords,
      allWords: words.length === nameWordCount ? nameWords : ` ${words.join(' ')} `,
      weight: entry.weight,
      sortName: keys[0] ?? '',
    },
    words,
  };
}

function everyWordMatches(query: PreparedQuery, words: string): boolean {
  return query.words.every((forms) => forms.some((form) => words.includes(form)));
}

function matchOf(query: PreparedQuery, entry: PreparedEntry): number {
  if (query.exact.some((probe) => entry.keys.includes(probe))) return EXACT;
  if (query.prefix.some((probe) => entry.keys.includes(probe))) return NAME_PREFIX;
  if (everyWordMatches(query, entry.nameWords)) return NAME_WORDS;
  return everyWordMatches(query, entry.allWords) ? EXTRA_WORDS : NO_MATCH;
}

/** First index in the sorted list whose word is >= `text`. */
function lowerBound(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Hit {
  index: number;
  match: number;
}

/**
 * Typeahead over names, built once: a sorted word list with, per word, the entries holding it.
 * A query's words are looked up by binary search (every word of the query must start a word of
 * the entry); only the entries under the rarest query word are ranked, never the whole list.
 * Answers to one- and two-character queries, the widest, are kept once computed.
 */
export class PrefixIndex<T> {
  private readonly prepared: PreparedEntry[];
  private readonly words: string[];
  private readonly postings: number[][];
  /** postingsBefore[i]: how many entry references the words before word i hold (the cost of a word range). */
  private readonly postingsBefore: number[];
  /** Built on the first searchWithin: which entry a value is. */
  private indexOf: Map<T, number> | null = null;
  private readonly shortAnswers = new Map<string, T[]>();
  private readonly seen: Uint32Array;
  private stamp = 0;

  private constructor(
    private readonly values: readonly T[],
    describe: (value: T) => PrefixIndexEntry,
    private readonly options: PrefixIndexOptions,
  ) {
    const wordsOfText = new Map<string, string[]>();
    const byWord = new Map<string, number[]>();
    this.prepared = values.map((value, index) => {
      const { prepared, words } = prepareEntry(describe(value), wordsOfText);
      for (const word of words) {
        const list = byWord.get(word);
        if (list) list.push(index);
        else byWord.set(word, [index]);
      }
      return prepared;
    });
    this.words = [...byWord.keys()].sort();
    this.postings = this.words.map((word) => byWord.get(word)!);
    this.postingsBefore = [0];
    for (const list of this.postings) this.postingsBefore.push(this.postingsBefore[this.postingsBefore.length - 1] + list.length);
    this.seen = new Uint32Array(values.length);
  }

  /** Indexes the values, each as `describe` tells (called once per value, while building). */
  static build<T>(values: readonly T[], describe: (value: T) => PrefixIndexEntry, options: PrefixIndexOptions): PrefixIndex<T> {
    return new PrefixIndex([...values], describe, options);
  }

  get size(): number {
    return this.values.length;
  }

  /** The best `limit` entries (at most maxResults) for what was typed, of those `accept` keeps when given; [] for blank input. */
  search(input: string, limit: number, accept?: (value: T) => boolean): T[] {
    const count = Math.min(Math.max(0, Math.floor(limit)), this.options.maxResults);
    const query = prepareQuery(input);
    if (!query || count === 0) return [];
    const candidates = () => {
      const all = this.candidatesOf(query);
      return accept ? all.filter((index) => accept(this.values[index])) : all;
    };
    const word = query.words.length === 1 ? rawWordsOf(input)[0] : '';
    if (accept || word.length === 0 || word.length > this.options.cacheUpTo) return this.rankCandidates(query, candidates(), count);
    let answer = this.shortAnswers.get(word);
    if (!answer) {
      answer = this.rankCandidates(query, candidates(), this.options.maxResults);
      this.shortAnswers.set(word, answer);
    }
    return answer.slice(0, count);
  }

  /** Ranks the given indexed values against what was typed, keeping those that match: a search within a school's courses. */
  searchWithin(input: string, values: Iterable<T>, limit: number): T[] {
    const query = prepareQuery(input);
    if (!query) return [];
    this.indexOf ??= new Map(this.values.map((value, index) => [value, index]));
    const indexes: number[] = [];
    for (const value of values) {
      const index = this.indexOf.get(value);
      if (index !== undefined) indexes.push(index);
    }
    return this.rankCandidates(query, indexes, Math.max(0, Math.floor(limit)));
  }

  /** The entries holding a word that starts with the query word of the fewest entries. */
  private candidatesOf(query: PreparedQuery): number[] {
    let cheapest: Array<[number, number]> = [];
    let cheapestCost = Infinity;
    for (const forms of query.words) {
      const ranges = forms.map((probe): [number, number] => {
        const form = probe.slice(1);
        return [lowerBound(this.words, form), lowerBound(this.words, `${form}\uffff`)];
      });
      const cost = ranges.reduce((sum, [from, to]) => sum + this.postingsBefore[to] - this.postingsBefore[from], 0);
      if (cost < cheapestCost) {
        cheapest = ranges;
        cheapestCost = cost;
      }
    }
    this.nextStamp();
    const candidates: number[] = [];
    for (const [from, to] of cheapest) {
      for (let word = from; word < to; word += 1) {
        for (const index of this.postings[word]) {
          if (this.seen[index] === this.stamp) continue;
          this.seen[index] = this.stamp;
          candidates.push(index);
        }
      }
    }
    return candidates;
  }

  private nextStamp(): void {
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
  }

  /** The best `count` matching candidates, best first: a bounded insertion, not a sort of every match. */
  private rankCandidates(query: PreparedQuery, candidates: readonly number[], count: number): T[] {
    if (count === 0) return [];
    const weightFirst = this.options.ranking === 'weight-first';
    const best: Hit[] = [];
    for (const index of candidates) {
      const match = matchOf(query, this.prepared[index]);
      if (match === NO_MATCH) continue;
      if (best.length === count && this.compare(index, match, best[count - 1], weightFirst) >= 0) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.compare(index, match, best[middle], weightFirst) >= 0) low = middle + 1;
        else high = middle;
      }
      best.splice(low, 0, { index, match });
      if (best.length > count) best.pop();
    }
    return best.map((hit) => this.values[hit.index]);
  }

  /** Negative when the candidate (index, match) ranks before the hit. */
  private compare(index: number, match: number, hit: Hit, weightFirst: boolean): number {
    const left = this.prepared[index];
    const right = this.prepared[hit.index];
    if (weightFirst) {
      const exact = Number(match !== EXACT) - Number(hit.match !== EXACT);
      if (exact !== 0) return exact;
      if (left.weight !== right.weight) return right.weight - left.weight;
    }
    return (
      match - hit.match ||
      right.weight - left.weight ||
      left.sortName.length - right.sortName.length ||
      (left.sortName < right.sortName ? -1 : left.sortName > right.sortName ? 1 : 0) ||
      index - hit.index
    );
  }
}
