import { courseKeyOf, GradeLevel } from '../../domain/catalog/catalog.vocabulary';

/**
 * The keys of the one multikey field `searchKeys` that every tutor search runs on, with the index
 * `{ searchKeys: 1, rank: -1, _id: 1 }`: a search pins one key (or a few with `$in`) and reads
 * tutors best-ranked first, stopping after one page. A tutor who is not searchable has none.
 *
 * - `all`                        every searchable tutor (top active tutors)
 * - `c:<courseKey>`              teaches the course or subject
 * - `o:<courseKey>[:<grade>]`    teaches it online (session preference other than in-person)
 * - `l:<cell>:<courseKey>`       teaches it in person, located in grid cell `<cell>` (geo-grid.ts)
 * - `g:<grade>`                  teaches that grade level (local search's grade filter: there are
 *                                too many cells to key each one by grade as well)
 * - `n:<prefix>`                 a word of the first or last name starts with it (1..8 characters)
 * - `sch:<name>`, `sch:<name>|<city>|<state>`, `sch:id:<id>`   the tutor's school
 */

export const ALL_TUTORS_KEY = 'all';
/** Name words are keyed by their first 1..8 characters; longer search words are checked on the words themselves. */
export const NAME_PREFIX_MAX = 8;

export const teachesKey = (courseKey: string): string => `c:${courseKey}`;
export const onlineKey = (courseKey: string, grade?: GradeLevel | null): string => (grade ? `o:${courseKey}:${grade}` : `o:${courseKey}`);
const LOCAL_KEY_PREFIX = 'l:';
export const localKey = (cell: string, courseKey: string): string => `${LOCAL_KEY_PREFIX}${cell}:${courseKey}`;
/** The cell and course of a local key (`l:<cell>:<courseKey>`); null for any other key. */
export function localKeyParts(key: string): { cell: string; courseKey: string } | null {
  if (!key.startsWith(LOCAL_KEY_PREFIX)) return null;
  const separator = key.indexOf(':', LOCAL_KEY_PREFIX.length);
  return { cell: key.slice(LOCAL_KEY_PREFIX.length, separator), courseKey: key.slice(separator + 1) };
}
export const gradeKey = (grade: GradeLevel): string => `g:${grade}`;
export const namePrefixKey = (word: string): string => `n:${word.slice(0, NAME_PREFIX_MAX)}`;
export const schoolNameKey = (name: string): string => `sch:${courseKeyOf(name)}`;
export const schoolPlaceKey = (name: string, city: string, state: string): string =>
  `sch:${courseKeyOf(name)}|${courseKeyOf(city)}|${courseKeyOf(state)}`;
export const schoolIdKey = (id: string): string => `sch:id:${id}`;

/** The words of a name as searched: accents folded, lower-case, split on anything but letters and digits. */
export function nameWordsOf(...names: string[]): string[] {
  // courseKeyOf folds and lower-cases a name and joins its words with dashes.
  const words = names.flatMap((name) => courseKeyOf(name).split('-'));
  return [...new Set(words.filter((word) => word.length > 0))];
}

/**
 * Keys and short values are repeated across tens of thousands of documents (`c:algebra-1`,
 * `o:algebra-1:HIGH_SCHOOL`, 'Algebra 1', 'Austin'): one shared string per distinct value keeps
 * the in-memory read model small (a rebuild parses each event's strings afresh).
 */
const pool = new Map<string, string>();
export function shared<T extends string>(value: T): T {
  const known = pool.get(value);
  if (known !== undefined) return known as T;
  pool.set(value, value);
  return value;
}

/**
 * Keys made of parts from a bounded set (the catalog's courses and subjects, the grades, the words
 * of tutors' names), each made once and kept shared. A rebuild works out some hundred keys for each
 * tutor; found by its parts (shared strings, whose hashes V8 keeps), a key costs a map lookup or two,
 * where building it anew and finding its shared string hashed a new string each time.
 */
function sharedByPart(make: (part: string) => string): (part: string) => string {
  const made = new Map<string, string>();
  return (part) => {
    let key = made.get(part);
    if (key === undefined) made.set(part, (key = shared(make(part))));
    return key;
  };
}

function sharedByParts(make: (first: string, second: string) => string): (first: string, second: string) => string {
  const made = new Map<string, Map<string, string>>();
  return (first, second) => {
    let ofFirst = made.get(first);
    if (ofFirst === undefined) made.set(first, (ofFirst = new Map()));
    let key = ofFirst.get(second);
    if (key === undefined) ofFirst.set(second, (key = shared(make(first, second))));
    return key;
  };
}

export const sharedTeachesKey = sharedByPart(teachesKey);
export const sharedOnlineKey = sharedByPart((courseKey) => onlineKey(courseKey));
export const sharedOnlineGradeKey = sharedByParts((courseKey, grade) => onlineKey(courseKey, grade as GradeLevel));
export const sharedGradeKey = sharedByPart((grade) => gradeKey(grade as GradeLevel));

const namePrefixKeysByWord = new Map<string, readonly string[]>();
/** The `n:` keys of a name word, one per prefix of 1..NAME_PREFIX_MAX characters, shared. */
export function sharedNamePrefixKeys(word: string): readonly string[] {
  let keys = namePrefixKeysByWord.get(word);
  if (keys === undefined) {
    keys = Array.from({ length: Math.min(NAME_PREFIX_MAX, word.length) }, (_, index) => shared(namePrefixKey(word.slice(0, index + 1))));
    namePrefixKeysByWord.set(word, keys);
  }
  return keys;
}
