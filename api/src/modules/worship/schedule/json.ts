/** The JSON the schedule answers with (see openapi/schemas.ts). */
import {
  LITURGICAL_COLOURS,
  LITURGICAL_RANKS,
  LITURGICAL_SEASONS,
  type LiturgicalDay,
  SCHEDULE_CHANGES,
  SCHEDULE_KINDS,
  SCHEDULE_LANGUAGES,
  WEEKDAYS,
  type ScheduleEntry,
  type ScheduleException,
  type ScheduleOccurrence,
  type ScheduleWeek,
} from '@parish/shared-types';
import { z } from 'zod';
import { id, nullableText, shapeOf } from '../../../openapi/schemas';

const kind = z.enum(SCHEDULE_KINDS);
const language = z.enum(SCHEDULE_LANGUAGES).describe('en, es or la');
const time = z.string().describe("HH:MM:SS, the parish's wall-clock time");
const date = z.string().describe('YYYY-MM-DD');
const spanish = (what: string) =>
  nullableText.describe(`The Spanish ${what}; null when the office wrote none`);

/** Where and how a service is held: a weekly service's and one date's alike. */
const serviceDetails = {
  language,
  place: z.string(),
  place_es: spanish('place'),
  celebrant: nullableText,
  notes: nullableText,
  notes_es: spanish('notes'),
  livestream_url: nullableText,
};

export const scheduleEntryJson = shapeOf<ScheduleEntry>()(
  z.object({
    id,
    kind,
    title: nullableText.describe("Its own name where the kind's is not enough"),
    title_es: spanish('name'),
    weekdays: z.array(z.enum(WEEKDAYS)).describe('Sunday first'),
    start_time: time,
    duration_minutes: z.int(),
    ...serviceDetails,
    featured: z
      .boolean()
      .describe("Shown in the church hours (About, Contact, I'm New) and by the chat assistant"),
  }),
);

export const scheduleExceptionJson = shapeOf<ScheduleException>()(
  z.object({
    id,
    change: z.enum(SCHEDULE_CHANGES),
    date,
    entry_id: id.nullable().describe('The service that changes; null for an added one'),
    start_time: time
      .nullable()
      .describe('The new time of a moved service, the time of an added one'),
    kind: kind.nullable(),
    title: nullableText,
    title_es: spanish('name'),
    duration_minutes: z.int().nullable(),
    language: language.nullable(),
    place: nullableText,
    place_es: spanish('place'),
    note: nullableText.describe('What the page says beside it'),
    note_es: spanish('note'),
  }),
);

export const scheduleOccurrenceJson = shapeOf<ScheduleOccurrence>()(
  z.object({
    entry_id: id.nullable().describe('The entry it comes from; null for an added service'),
    exception_id: id.nullable().describe('The change that changed or added it'),
    date: date.describe("YYYY-MM-DD in the parish's time zone"),
    start_time: time,
    starts_at: z.string().describe('ISO 8601 instant (UTC)'),
    ends_at: z.string().describe('ISO 8601 instant (UTC)'),
    status: z.enum(['scheduled', 'moved', 'cancelled', 'added']),
    moved_from: time.nullable().describe('The time it had before it moved'),
    kind,
    title: nullableText,
    title_es: spanish('name'),
    ...serviceDetails,
    note: nullableText,
    note_es: spanish('note'),
  }),
);

export const liturgicalDayJson = shapeOf<LiturgicalDay>()(
  z.object({
    date,
    name: z.string().describe("The day's celebration, by romcal's United States calendar"),
    name_es: z.string(),
    rank: z.enum(LITURGICAL_RANKS),
    season: z.enum(LITURGICAL_SEASONS),
    colour: z
      .enum(LITURGICAL_COLOURS)
      .nullable()
      .describe('The liturgical colour; null on Holy Saturday'),
    holy_day_of_obligation: z
      .boolean()
      .describe('A holy day of obligation in the United States other than a Sunday'),
  }),
);

export const scheduleWeekJson = shapeOf<ScheduleWeek>()(
  z.object({
    from: date,
    to: date.describe('The last day included'),
    time_zone: z.string().describe('PARISH_TIME_ZONE'),
    occurrences: z.array(scheduleOccurrenceJson),
    days: z.array(liturgicalDayJson).describe("Each day's celebration, from `from` to `to`"),
  }),
);
