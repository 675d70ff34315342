import { compareEventStarts, type ParishEvent } from '@parish/shared-types';
import type { Translate } from '@parish/shared-web';
import type { BookingMessageId } from './i18n';

/** Spec §9: at most 3 dots under a day; the third is bolder when there are more events. */
export const MAX_DAY_DOTS = 3;

/** The events of each date (`YYYY-MM-DD`, spec: dates compared as such), each day's by time. */
export function groupEventsByDate<E extends ParishEvent>(events: E[]): Map<string, E[]> {
  const byDate = new Map<string, E[]>();
  for (const event of [...events].sort(compareEventStarts)) {
    byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  }
  return byDate;
}

/** How a day with `count` events is marked: its dots, and whether the last stands for more. */
export function dayMarks(count: number): { dots: number; more: boolean } {
  return { dots: Math.min(count, MAX_DAY_DOTS), more: count > MAX_DAY_DOTS };
}

/** `1 event`, `4 events`. */
export function eventCountLabel(count: number, t: Translate<BookingMessageId>): string {
  return t('booking.calendar.eventCount', { count });
}
