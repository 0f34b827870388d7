import { isIanaTimeZone, isoInstantOf } from '../../domain/shared/value-bounds';
import { logger } from '../../platform/logging/logger';

/**
 * Views never fail on a value they hold. The deciders refuse what cannot be shown, but the log may
 * hold older events, or events written past the deciders: a value a view cannot show (a zone that
 * is not one, an enum value the API does not know, a number GraphQL cannot carry, a missing text)
 * is shown as its fallback and logged, so one odd document never fails a whole list.
 */

const MAX_LOGGED = 1000;
const logged = new Set<string>();

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}… (${text.length} characters)` : text;
}

/** Logged once per field and value (bounded), so a list shown a thousand times logs it once. */
function fellBack(field: string, value: unknown): void {
  const shown = preview(value);
  const key = `${field}\u0000${shown}`;
  if (logged.has(key)) return;
  if (logged.size < MAX_LOGGED) logged.add(key);
  logger.warn({ field, value: shown }, 'a stored value a view cannot show is shown as its fallback');
}

/** A text, or `fallback` for anything that is not one. */
export function shownText(value: unknown, fallback: string, field: string): string {
  if (typeof value === 'string') return value;
  fellBack(field, value);
  return fallback;
}

/** A text or null; anything else is null. */
export function shownOptionalText(value: unknown, field: string): string | null {
  if (value === null || value === undefined || typeof value === 'string') return value ?? null;
  fellBack(field, value);
  return null;
}

/** One of `values`, or `fallback`. */
export function shownEnum<T extends string>(values: readonly T[], value: unknown, fallback: T, field: string): T {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  fellBack(field, value);
  return fallback;
}

/** One of `values`, or null. */
export function shownOptionalEnum<T extends string>(values: readonly T[], value: unknown, field: string): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  fellBack(field, value);
  return null;
}

/** The values of `values` in a list; others are left out. */
export function shownEnumList<T extends string>(values: readonly T[], list: unknown, field: string): T[] {
  if (!Array.isArray(list)) {
    if (list !== null && list !== undefined) fellBack(field, list);
    return [];
  }
  const kept = list.filter((value): value is T => typeof value === 'string' && (values as readonly string[]).includes(value));
  if (kept.length !== list.length) fellBack(field, list);
  return kept;
}

/** Texts of a list; others are left out. */
export function shownTextList(list: unknown, field: string): string[] {
  if (!Array.isArray(list)) {
    if (list !== null && list !== undefined) fellBack(field, list);
    return [];
  }
  const kept = list.filter((value): value is string => typeof value === 'string');
  if (kept.length !== list.length) fellBack(field, list);
  return kept;
}

/** A list, or an empty one. */
export function shownList<T>(list: unknown, field: string): T[] {
  if (Array.isArray(list)) return list as T[];
  if (list !== null && list !== undefined) fellBack(field, list);
  return [];
}

/** A finite number, or `fallback`. */
export function shownNumber(value: unknown, fallback: number, field: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  fellBack(field, value);
  return fallback;
}

/** A finite number or null. */
export function shownOptionalNumber(value: unknown, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  fellBack(field, value);
  return null;
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** A whole number GraphQL's Int carries (32 bits), or `fallback`. */
export function shownInt(value: unknown, fallback: number, field: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX) return value;
  fellBack(field, value);
  return fallback;
}

/** A whole number GraphQL's Int carries, or null. */
export function shownOptionalInt(value: unknown, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX) return value;
  fellBack(field, value);
  return null;
}

export function shownBoolean(value: unknown, fallback: boolean, field: string): boolean {
  if (typeof value === 'boolean') return value;
  fellBack(field, value);
  return fallback;
}

/** The zone dates are shown in: the stored one when it is an IANA zone, else UTC. */
export function shownTimeZone(value: unknown, field: string): string {
  if (isIanaTimeZone(value)) return value;
  fellBack(field, value);
  return 'UTC';
}

/** An instant as an ISO text, or `fallback` (itself a valid instant) for one that cannot be read. */
export function shownInstant(value: unknown, fallback: string, field: string): string {
  const instant = isoInstantOf(value);
  if (instant !== null && typeof value === 'string') return value;
  fellBack(field, value);
  return instant ?? fallback;
}

/** An instant as an ISO text, or null. */
export function shownOptionalInstant(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  const instant = isoInstantOf(value);
  if (instant !== null && typeof value === 'string') return value;
  fellBack(field, value);
  return instant;
}

/** A latitude and longitude on Earth, or null. */
export function shownPoint(value: unknown, field: string): { lat: number; lng: number } | null {
  if (value === null || value === undefined) return null;
  const point = value as { lat?: unknown; lng?: unknown };
  const { lat, lng } = point;
  if (typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  fellBack(field, value);
  return null;
}
