import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useIntl } from 'react-intl';
import type { YearMonth } from '../useMonthParam';

/**
 * Times are shown and built in the signed-in user's zone (editTimeZoneId), the browser's for
 * visitors and users who chose none. The zone reaches here through the app's IntlProvider, which
 * SessionProvider gives the user's timeZoneId: what a page builds and what it formats read one zone.
 */
export function useUserTimeZone(): string {
  return useIntl().timeZone ?? browserTimeZone();
}

/** The browser's IANA zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
}

/** The instant as a wall clock in `timeZone` (its getHours, getDate… read that zone's). */
export function inZone(instant: Date | string | number, timeZone: string): TZDate {
  return new TZDate(new Date(instant).getTime(), timeZone);
}

/** "YYYY-MM-DD": the day the instant falls on in `timeZone`. */
export function localDateKey(instant: Date | string | number, timeZone: string): string {
  return format(inZone(instant, timeZone), 'yyyy-MM-dd');
}

/** The month (1 to 12) and year the instant falls in, in `timeZone`. */
export function yearMonthOf(instant: Date | string | number, timeZone: string): YearMonth {
  const local = inZone(instant, timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1 };
}
