/**
 * The schedule's rules: what an entry and an exception may be beyond their
 * schemas (no two services in one place at once, a change only on a date
 * its service is held, one change per service and date), and the days a
 * page asks for, computed in the parish's time zone.
 */
import {
  SCHEDULE_DATE_NOT_ON_ENTRY_MESSAGE,
  SCHEDULE_ENTRY_NOT_FOUND_MESSAGE,
  SCHEDULE_EXCEPTION_TAKEN_MESSAGE,
  SCHEDULE_LIVESTREAM_PLAYER_MESSAGE,
  SCHEDULE_OVERLAP_MESSAGE,
  WEEKDAYS,
  type ScheduleEntry,
  type ScheduleEntryInput,
  type ScheduleException,
  type ScheduleExceptionInput,
  type ScheduleWeek,
  type Weekday,
} from '@parish/shared-types';
import type { Executor } from '../../../db';
import { addDays } from '../../../lib/dates';
import { ok, unprocessable, type Result } from '../../../lib/result';
import type { scheduleEntries, scheduleExceptions } from '../tables';
import { liturgicalDays } from '../liturgy/calendar';
import { livestreamPlayerUrl } from './livestream';
import { occurrencesOf, weekdayOf, type Computed } from './occurrences';
import {
  findEntry,
  findException,
  hasExceptionOn,
  listEntries,
  listExceptionsBetween,
  lockEntries,
  type EntryRow,
  type ExceptionRow,
} from './repository';

type EntryColumns = typeof scheduleEntries.$inferInsert;
type ExceptionColumns = typeof scheduleExceptions.$inferInsert;

export function entryJson(row: EntryRow): ScheduleEntry {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    title_es: row.titleEs,
    weekdays: row.weekdays,
    start_time: row.startTime,
    duration_minutes: row.durationMinutes,
    language: row.language,
    place: row.place,
    place_es: row.placeEs,
    celebrant: row.celebrant,
    notes: row.notes,
    notes_es: row.notesEs,
    livestream_url: row.livestreamUrl,
    featured: row.featured,
  };
}

/**
 * An entry's columns, its livestream link made the player's address where
 * it names a video of the configured player (`checkEntryFor` refuses any other).
 */
export function entryColumns(input: ScheduleEntryInput, playerOrigin?: string): EntryColumns {
  const livestream = input.livestream_url;
  return {
    kind: input.kind,
    title: input.title,
    titleEs: input.title_es,
    weekdays: input.weekdays,
    startTime: input.start_time,
    durationMinutes: input.duration_minutes,
    language: input.language,
    place: input.place,
    placeEs: input.place_es,
    celebrant: input.celebrant,
    notes: input.notes,
    notesEs: input.notes_es,
    livestreamUrl:
      livestream && playerOrigin
        ? (livestreamPlayerUrl(livestream, playerOrigin) ?? livestream)
        : livestream,
    featured: input.featured,
  };
}

export function exceptionJson(row: ExceptionRow): ScheduleException {
  return {
    id: row.id,
    change: row.change,
    date: row.date,
    entry_id: row.entryId,
    start_time: row.startTime,
    kind: row.kind,
    title: row.title,
    title_es: row.titleEs,
    duration_minutes: row.durationMinutes,
    language: row.language,
    place: row.place,
    place_es: row.placeEs,
    note: row.note,
    note_es: row.noteEs,
  };
}

export function exceptionColumns(input: ScheduleExceptionInput): ExceptionColumns {
  return {
    change: input.change,
    date: input.date,
    entryId: input.entry_id,
    startTime: input.start_time,
    kind: input.kind,
    title: input.title,
    titleEs: input.title_es,
    durationMinutes: input.duration_minutes,
    language: input.language,
    place: input.place,
    placeEs: input.place_es,
    note: input.note,
    noteEs: input.note_es,
  };
}

const MINUTES_A_DAY = 24 * 60;
const MINUTES_A_WEEK = 7 * MINUTES_A_DAY;

/** Minutes since Sunday 00:00 of each start of an entry in the week. */
function weekStarts(weekdays: readonly Weekday[], startTime: string): number[] {
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  return weekdays.map((day) => WEEKDAYS.indexOf(day) * MINUTES_A_DAY + hours * 60 + minutes);
}

/**
 * Whether two entries are ever held at once: their times in the week,
 * compared also a week apart, so a late service running past Saturday
 * midnight meets one early on Sunday.
 */
function overlaps(
  a: { weekdays: readonly Weekday[]; startTime: string; durationMinutes: number },
  b: { weekdays: readonly Weekday[]; startTime: string; durationMinutes: number },
): boolean {
  for (const startA of weekStarts(a.weekdays, a.startTime)) {
    for (const startB of weekStarts(b.weekdays, b.startTime)) {
      for (const shift of [-MINUTES_A_WEEK, 0, MINUTES_A_WEEK]) {
        const from = startB + shift;
        if (startA < from + b.durationMinutes && from < startA + a.durationMinutes) return true;
      }
    }
  }
  return false;
}

/** One place however the office capitalises or spaces it ("Chapel", " chapel"). */
const samePlace = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * An entry's livestream is a player on the configured origin (else 422
 * naming `livestream_url`), and it may not share its place and time with
 * another on one of its days. `id` is the entry being replaced (null for a
 * new one); one that no longer exists is left to the update to answer.
 */
export const checkEntryFor =
  (playerOrigin: string) => (tx: Executor, columns: Partial<EntryColumns>, id: number | null) =>
    columns.livestreamUrl && livestreamPlayerUrl(columns.livestreamUrl, playerOrigin) === null
      ? Promise.resolve(unprocessable(SCHEDULE_LIVESTREAM_PLAYER_MESSAGE, 'livestream_url'))
      : checkEntry(tx, columns, id);

async function checkEntry(
  tx: Executor,
  columns: Partial<EntryColumns>,
  id: number | null,
): Promise<Result<void>> {
  await lockEntries(tx);
  const before = id === null ? undefined : await findEntry(tx, id);
  if (id !== null && !before) return ok(undefined);
  const entry = { ...before, ...columns };
  const { weekdays, startTime, durationMinutes, place } = entry;
  if (!weekdays || !startTime || durationMinutes === undefined || !place) return ok(undefined);
  const others = (await listEntries(tx)).filter((other) => other.id !== id);
  const clash = others.some(
    (other) =>
      samePlace(other.place, place) && overlaps({ weekdays, startTime, durationMinutes }, other),
  );
  return clash ? unprocessable(SCHEDULE_OVERLAP_MESSAGE, 'start_time') : ok(undefined);
}

/**
 * A change names a service that exists, on one of its days, and is its only
 * change that date. An added service stands alone (the schema holds that).
 */
export async function checkException(
  tx: Executor,
  columns: Partial<ExceptionColumns>,
  id: number | null,
): Promise<Result<void>> {
  const before = id === null ? undefined : await findException(tx, id);
  if (id !== null && !before) return ok(undefined);
  const { entryId, date } = { ...before, ...columns };
  if (entryId === null || entryId === undefined || !date) return ok(undefined);
  const entry = await findEntry(tx, entryId);
  if (!entry) return unprocessable(SCHEDULE_ENTRY_NOT_FOUND_MESSAGE, 'entry_id');
  if (!entry.weekdays.includes(weekdayOf(date))) {
    return unprocessable(SCHEDULE_DATE_NOT_ON_ENTRY_MESSAGE, 'date');
  }
  if (await hasExceptionOn(tx, entryId, date, id)) {
    return unprocessable(SCHEDULE_EXCEPTION_TAKEN_MESSAGE, 'date');
  }
  return ok(undefined);
}

/** A second change for one service and date, caught by the unique index under concurrent saves. */
export const EXCEPTION_TAKEN = unprocessable(SCHEDULE_EXCEPTION_TAKEN_MESSAGE, 'date');

/** The services of `days` dates from `from`, with their changes applied, with when each was revised. */
export async function computeSchedule(
  db: Executor,
  timeZone: string,
  from: string,
  days: number,
): Promise<Computed[]> {
  const to = addDays(from, days - 1);
  const [entries, exceptions] = await Promise.all([
    listEntries(db),
    listExceptionsBetween(db, from, to),
  ]);
  return occurrencesOf(entries, exceptions, from, days, timeZone);
}

/** `GET /api/schedule/`: the days asked for, each service in order of its start. */
export async function scheduleWeek(
  db: Executor,
  timeZone: string,
  from: string,
  days: number,
): Promise<ScheduleWeek> {
  const [computed, liturgy] = await Promise.all([
    computeSchedule(db, timeZone, from, days),
    liturgicalDays(from, days),
  ]);
  return {
    from,
    to: addDays(from, days - 1),
    time_zone: timeZone,
    occurrences: computed.map(({ occurrence }) => occurrence),
    days: liturgy,
  };
}
