/**
 * The bounds every value must keep before a decider puts it into an event, shared by all contexts:
 * a value the read models cannot show (an unknown time zone, a 100,000-character name, a
 * coordinate of 1e308) is refused where the event is decided, so no stored event can make a query
 * fail. Lengths are the spec's where it gives one (its form for names: first name 40, last name 80,
 * e-mail 80, phone 40), else what a user would expect of the field.
 */

/** The maximum lengths of free text, by what the text is. */
export const MAX_TEXT_LENGTH = {
  /** Spec (schools form): first_name 40. */
  firstName: 40,
  /** Spec (schools form): last_name 80. */
  lastName: 80,
  /** RFC 5321's limit on an address in a mail path. */
  email: 254,
  /** Spec (schools form): phone 40. */
  phoneNumber: 40,
  /** A subject, a course, a school, a city, a place where a session is held, a teacher's name. */
  shortText: 200,
  /** File names as most file systems allow them, and media types. */
  fileName: 255,
  /** Links: what browsers and servers reliably accept. */
  url: 2048,
  /** Ids and codes of other systems (meeting ids, room ids, catalog ids). */
  externalId: 200,
} as const;

/** The lengths above, each with its own message (so the browser can translate it by id). */
export type TextLimit = (typeof MAX_TEXT_LENGTH)[keyof typeof MAX_TEXT_LENGTH];

/** Messages of the shared bounds (ours: the spec words none of them). */
export const ValueBoundsMessages = {
  timeZone: 'Please choose a time zone from the list.',
  coordinates: 'Please choose a location with a latitude from -90 to 90 and a longitude from -180 to 180.',
  atMost40Characters: 'Please enter at most 40 characters.',
  atMost80Characters: 'Please enter at most 80 characters.',
  atMost200Characters: 'Please enter at most 200 characters.',
  atMost254Characters: 'Please enter at most 254 characters.',
  atMost255Characters: 'Please enter at most 255 characters.',
  atMost2048Characters: 'Please enter at most 2048 characters.',
} as const;

const TOO_LONG_MESSAGES: Readonly<Record<TextLimit, string>> = {
  40: ValueBoundsMessages.atMost40Characters,
  80: ValueBoundsMessages.atMost80Characters,
  200: ValueBoundsMessages.atMost200Characters,
  254: ValueBoundsMessages.atMost254Characters,
  255: ValueBoundsMessages.atMost255Characters,
  2048: ValueBoundsMessages.atMost2048Characters,
};

/** The message for a text longer than `limit`. */
export function tooLongMessage(limit: TextLimit): string {
  return TOO_LONG_MESSAGES[limit];
}

/** The too-long message when `text` exceeds `limit`, else undefined (for `throwIfInvalid`). */
export function lengthProblem(text: string | null | undefined, limit: TextLimit): string | undefined {
  return text !== null && text !== undefined && text.length > limit ? tooLongMessage(limit) : undefined;
}

/** Whether `value` is one of `values` (an enum checked as an enum, whatever the caller's types claim). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A finite number within [min, max]. */
export function isNumberInRange(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** A latitude and a longitude on Earth. */
export function isCoordinate(lat: unknown, lng: unknown): boolean {
  return isNumberInRange(lat, -90, 90) && isNumberInRange(lng, -180, 180);
}

/** An instant `new Date` reads, as its ISO form; null for anything else. */
export function isoInstantOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

// IANA names are areas and locations of letters, digits, '_', '-' and '+' joined by '/' ('America/New_York', 'Etc/GMT+5', 'UTC').
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
const MAX_TIME_ZONE_LENGTH = 64;
const knownTimeZones = new Map<string, boolean>();

/**
 * Whether `value` names a zone of the IANA database as the runtime knows it (its canonical names
 * and their aliases, such as 'US/Eastern'). Offsets ('+01:00'), blanks, 'NaN' and the like are not zones.
 */
export function isIanaTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_TIME_ZONE_LENGTH || !TIME_ZONE_NAME.test(value)) return false;
  const known = knownTimeZones.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  // Bounded: names are at most 64 characters of a small alphabet, but a caller could still try many.
  if (knownTimeZones.size < 5000) knownTimeZones.set(value, valid);
  return valid;
}
