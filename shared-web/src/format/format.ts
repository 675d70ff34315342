import dayjs from 'dayjs';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@parish/shared-types';

/*
 * English keeps the spec's exact forms (`Dec 25, 2026`, `6:30 PM`, `$12.50`);
 * every other language is formatted by Intl in its locale (LANGUAGE_LOCALES:
 * `25 dic 2026`, `6:30 p.m.`). Components read them bound to the page's
 * language through `useFormat`.
 */

/** `12.5` → `$12.50` (USD, two decimals, as the shop and bookings show prices). */
export function formatPrice(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return `$${amount.toFixed(2)}`;
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'currency',
    currency: 'USD',
  }).format(amount);
}

/** A ticket price in English: `Free` for nothing, otherwise as `formatPrice` (`useFormat` for the page's language). */
export function formatTicketPrice(amount: number): string {
  return amount > 0 ? formatPrice(amount) : 'Free';
}

/** `2026-12-25` → `Dec 25, 2026` (spec: US English, short month, day, year). */
export function formatDate(isoDate: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return dayjs(isoDate).format('MMM D, YYYY');
  // A calendar date, not an instant: read and written in UTC, so no time zone moves its day.
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** `18:30:00` → `6:30 PM`. */
export function formatTime12h(time: string, language: Language = DEFAULT_LANGUAGE): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (language !== DEFAULT_LANGUAGE) {
    return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2000, 0, 1, hours, minutes));
  }
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** An instant in the visitor's local time, e.g. `Nov 22, 2026, 4:05 PM`. */
export function formatDateTime(isoDateTime: string, language: Language = DEFAULT_LANGUAGE): string {
  return new Date(isoDateTime).toLocaleString(LANGUAGE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** Today's date as `YYYY-MM-DD` in the visitor's time zone. */
export function todayIsoDate(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** True when the event starts after `now` (spec: the Register button shows only then). */
export function isInFuture(date: string, time: string, now: Date = new Date()): boolean {
  return dayjs(`${date}T${time}`).valueOf() > now.getTime();
}
