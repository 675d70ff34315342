import dayjs from 'dayjs';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@parish/shared-types';

/*
 * Calendar dates (`YYYY-MM-DD`) in the page's language, in the forms this
 * remote shows beyond shared-web's `useFormat`: English keeps its dayjs
 * forms exactly; other languages are written by Intl in their locale.
 */

function inLocale(isoDate: string, language: Language, options: Intl.DateTimeFormatOptions) {
  // A calendar date, not an instant: read and written in UTC, so no time zone moves its day.
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    ...options,
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** `Friday, December 25, 2026` / `viernes, 25 de diciembre de 2026`. */
export function longDate(isoDate: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return dayjs(isoDate).format('dddd, MMMM D, YYYY');
  return inLocale(isoDate, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** `DEC` / `DIC`: a date badge's month. */
export function badgeMonth(isoDate: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return dayjs(isoDate).format('MMM').toUpperCase();
  return inLocale(isoDate, language, { month: 'short' }).replace(/\.$/, '').toUpperCase();
}

/** `Fri, Dec 25` / `vie, 25 de dic`. */
export function shortDayDate(isoDate: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return dayjs(isoDate).format('ddd, MMM D');
  return inLocale(isoDate, language, { weekday: 'short', day: 'numeric', month: 'short' });
}
