/**
 * Repeating events, with the rrule package: the RRULE a series is stored
 * with (always ending, by UNTIL or COUNT) and the dates it falls on. Dates
 * are the parish's wall-clock days: rrule works on them as UTC midnights,
 * so no time zone moves a Sunday to a Saturday.
 */
import type { EventRecurrence, EventRepeat } from '@parish/shared-types';
import * as rrulePackage from 'rrule';

type RRuleModule = typeof rrulePackage;
// rrule ships CommonJS for Node: Node's ESM loader gives its exports as the
// default export only; a CommonJS build (the tests) as named exports.
const rrule: RRuleModule =
  (rrulePackage as Partial<RRuleModule>).RRule !== undefined
    ? rrulePackage
    : (rrulePackage as unknown as { default: RRuleModule }).default;
const { RRule } = rrule;

const WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface SeriesInput {
  /** The first date. */
  date: string;
  repeat: Exclude<EventRepeat, 'none'>;
  until: string | null;
  count: number | null;
}

/**
 * The RRULE (without `RRULE:`): every week on the first date's weekday, or
 * every month on its nth weekday (the 2nd Sunday; a 5th one is the last).
 */
export function seriesRule({ date, repeat, until, count }: SeriesInput): string {
  const first = utcMidnight(date);
  const weekday = WEEKDAYS[first.getUTCDay()] ?? RRule.SU;
  const nth = Math.ceil(first.getUTCDate() / 7);
  const text = RRule.optionsToString({
    freq: repeat === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    byweekday: [repeat === 'weekly' ? weekday : weekday.nth(nth === 5 ? -1 : nth)],
    // UNTIL in UTC, as RFC 5545 wants beside a DTSTART with a time zone: the whole last day.
    ...(until ? { until: new Date(`${until}T23:59:59Z`) } : {}),
    ...(count ? { count } : {}),
  });
  return text.replace(/^RRULE:/, '');
}

/** A stored series, as the events table keeps it. */
export interface StoredSeries {
  date: string;
  recurrenceRepeat: string | null;
  recurrenceRule: string | null;
  recurrenceUntil: string | null;
  recurrenceCount: number | null;
  recurrenceExceptions: string[];
}

export function recurrenceOf(row: StoredSeries): EventRecurrence | null {
  if (!row.recurrenceRule || !row.recurrenceRepeat) return null;
  return {
    repeat: row.recurrenceRepeat === 'monthly_weekday' ? 'monthly_weekday' : 'weekly',
    rule: row.recurrenceRule,
    starts: row.date,
    until: row.recurrenceUntil,
    count: row.recurrenceCount,
    exceptions: row.recurrenceExceptions,
  };
}

/** The dates from `from` to `to` (inclusive) a series falls on, its exceptions left out. */
export function occurrenceDates(row: StoredSeries, from: string, to: string): string[] {
  if (!row.recurrenceRule) return row.date >= from && row.date <= to ? [row.date] : [];
  const rule = new RRule({
    ...RRule.parseString(row.recurrenceRule),
    dtstart: utcMidnight(row.date),
  });
  const skipped = new Set(row.recurrenceExceptions);
  return rule
    .between(utcMidnight(from), new Date(`${to}T23:59:59Z`), true)
    .map(isoDay)
    .filter((date) => !skipped.has(date));
}

/** Whether `date` is one of the series' occurrences (or the single event's date). */
export function fallsOn(row: StoredSeries, date: string): boolean {
  return occurrenceDates(row, date, date).includes(date);
}
