import { formatDistance } from 'date-fns';
import { enUS, es } from 'date-fns/locale';
import type { Language } from '../intl/languages';

const LOCALE_OF_LANGUAGE = { en: enUS, sp: es } as const;

/**
 * A recent moment as people read it ('1 minute ago' … 'about 2 years ago', 'hace 1 minuto' …),
 * from date-fns in the app's language; `now` is given so a list shows one consistent clock.
 */
export function formatRelativeTime(moment: Date | string | number, language: Language, now: Date = new Date()): string {
  return formatDistance(new Date(moment), now, { addSuffix: true, locale: LOCALE_OF_LANGUAGE[language] });
}
