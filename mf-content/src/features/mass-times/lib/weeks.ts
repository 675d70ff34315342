import { WEEKDAYS, type IsoDate, type Weekday } from '@parish/shared-types';

/** The days a page of the schedule shows: a week from its first day. */
export const WEEK_DAYS = 7;

/** The address's name of the week shown: `/mass-times?from=2026-12-13` (none: this week). */
export const WEEK_PARAM = 'from';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as noon UTC, so no time zone or daylight-saving change moves its day. */
function utcNoon(date: IsoDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * The first day of the week the address asks for (`?from=2026-12-13`), or
 * null for this week (the parish's today, which the API knows): a value
 * that is no real date (`2026-02-30`) is none.
 */
export function parseWeekStart(value: string | null): IsoDate | null {
  if (value === null || !ISO_DATE.test(value)) return null;
  const date = utcNoon(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** `date` moved by `days` (negative for earlier), as `YYYY-MM-DD`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const moved = utcNoon(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The day of the week a calendar date falls on. */
export function weekdayOf(date: IsoDate): Weekday {
  return WEEKDAYS[utcNoon(date).getUTCDay()] ?? 'sun';
}
