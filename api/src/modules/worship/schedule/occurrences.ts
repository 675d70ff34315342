/**
 * The schedule's services on given dates, computed from the entries and the
 * exceptions: pure, so the week's page, the feed and the tests share it.
 * Times are wall-clock times in the parish's time zone; their instants come
 * from the platform's time zone data through dayjs, so a Sunday 8:00 AM Mass
 * stays at 8:00 AM on either side of a daylight-saving change.
 */
import { WEEKDAYS, type ScheduleOccurrence, type Weekday } from '@parish/shared-types';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { addDays } from '../../../lib/dates';
import type { EntryRow, ExceptionRow } from './repository';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The weekday of a `YYYY-MM-DD` date (a calendar date: no time zone is involved). */
export function weekdayOf(date: string): Weekday {
  const day = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (!day) throw new Error(`not a date: ${date}`);
  return day;
}

/** The instant of a wall-clock time on a date in `timeZone`, as ISO 8601 in UTC. */
export function instantOf(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm:ss', timeZone).toDate();
}

/** An occurrence and when what it shows was last changed (a calendar's DTSTAMP). */
export interface Computed {
  occurrence: ScheduleOccurrence;
  revised: Date;
}

const MINUTE = 60_000;

function timing(date: string, startTime: string, minutes: number, timeZone: string) {
  const start = instantOf(date, startTime, timeZone);
  // A duration is time that passes: an hour across a change is still an hour.
  const end = new Date(start.getTime() + minutes * MINUTE);
  return { start_time: startTime, starts_at: start.toISOString(), ends_at: end.toISOString() };
}

function fromEntry(
  entry: EntryRow,
  date: string,
  change: ExceptionRow | undefined,
  timeZone: string,
): Computed {
  const moved = change?.change === 'moved' && change.startTime ? change : undefined;
  const duration = moved?.durationMinutes ?? entry.durationMinutes;
  return {
    occurrence: {
      entry_id: entry.id,
      exception_id: change?.id ?? null,
      date,
      ...timing(date, moved?.startTime ?? entry.startTime, duration, timeZone),
      status: !change ? 'scheduled' : change.change === 'cancelled' ? 'cancelled' : 'moved',
      moved_from: moved ? entry.startTime : null,
      // A moved service may change more than its time (the place, its name for the day).
      kind: moved?.kind ?? entry.kind,
      title: moved?.title ?? entry.title,
      title_es: moved?.titleEs ?? entry.titleEs,
      language: moved?.language ?? entry.language,
      place: moved?.place ?? entry.place,
      place_es: moved?.place ? moved.placeEs : entry.placeEs,
      celebrant: entry.celebrant,
      notes: entry.notes,
      notes_es: entry.notesEs,
      livestream_url: entry.livestreamUrl,
      note: change?.note ?? null,
      note_es: change?.noteEs ?? null,
    },
    revised: change && change.updatedAt > entry.updatedAt ? change.updatedAt : entry.updatedAt,
  };
}

function added(change: ExceptionRow, timeZone: string): Computed | null {
  const { startTime, kind, durationMinutes, language, place } = change;
  // The schema requires each of these for an added service.
  if (!startTime || !kind || durationMinutes === null || !language || !place) return null;
  return {
    occurrence: {
      entry_id: null,
      exception_id: change.id,
      date: change.date,
      ...timing(change.date, startTime, durationMinutes, timeZone),
      status: 'added',
      moved_from: null,
      kind,
      title: change.title,
      title_es: change.titleEs,
      language,
      place,
      place_es: change.placeEs,
      celebrant: null,
      notes: null,
      notes_es: null,
      livestream_url: null,
      note: change.note,
      note_es: change.noteEs,
    },
    revised: change.updatedAt,
  };
}

/**
 * Every service of the `days` dates from `from`, in order of its start: the
 * entries' on their weekdays with their date's change applied (a cancelled
 * one stays, marked, so a page can say so), and the added ones.
 */
export function occurrencesOf(
  entries: EntryRow[],
  exceptions: ExceptionRow[],
  from: string,
  days: number,
  timeZone: string,
): Computed[] {
  const changes = new Map<string, ExceptionRow>();
  for (const change of exceptions) {
    if (change.entryId !== null) changes.set(`${change.entryId} ${change.date}`, change);
  }
  const to = addDays(from, days - 1);
  const computed: Computed[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset);
    const weekday = weekdayOf(date);
    for (const entry of entries) {
      if (!entry.weekdays.includes(weekday)) continue;
      computed.push(fromEntry(entry, date, changes.get(`${entry.id} ${date}`), timeZone));
    }
  }
  for (const change of exceptions) {
    if (change.change !== 'added' || change.date < from || change.date > to) continue;
    const occurrence = added(change, timeZone);
    if (occurrence) computed.push(occurrence);
  }
  return computed.sort(
    (a, b) =>
      a.occurrence.starts_at.localeCompare(b.occurrence.starts_at) ||
      a.occurrence.place.localeCompare(b.occurrence.place) ||
      (a.occurrence.entry_id ?? 0) - (b.occurrence.entry_id ?? 0),
  );
}
