/**
 * The liturgical day of each date, computed by romcal with its United States
 * calendar (docs/worship.md): the US bishops' solemnities, memorials and
 * holy days of obligation, the Ascension on the Seventh Sunday of Easter.
 * A year is computed once per language (about 100 ms) and kept in memory,
 * the last few years asked for: the same for every visitor, so not
 * per-visitor state.
 */
import type {
  LiturgicalColour,
  LiturgicalDay,
  LiturgicalRank,
  LiturgicalSeason,
} from '@parish/shared-types';
import { Romcal } from 'romcal';
import { UnitedStates_En, UnitedStates_Es } from '@romcal/calendar.united-states';
import { addDays } from '../../../lib/dates';
import { weekdayOf } from '../schedule/occurrences';
import { SPANISH_NAMES_ROMCAL_LACKS } from './spanishNames';

// romcal's i18next prints a sponsor's notice on the first calendar; not for the API's log.
(globalThis as Record<string, unknown>).__i18next_supportNoticeShown = true;

type Bundle = typeof UnitedStates_En;
type RomcalDay = Awaited<ReturnType<Romcal['generateCalendar']>>[string][number];

const RANKS: Record<string, LiturgicalRank> = {
  SOLEMNITY: 'solemnity',
  SUNDAY: 'sunday',
  FEAST: 'feast',
  MEMORIAL: 'memorial',
  OPTIONAL_MEMORIAL: 'optional_memorial',
  WEEKDAY: 'weekday',
};

const SEASONS: Record<string, LiturgicalSeason> = {
  ADVENT: 'advent',
  CHRISTMAS_TIME: 'christmas',
  LENT: 'lent',
  PASCHAL_TRIDUUM: 'triduum',
  EASTER_TIME: 'easter',
  ORDINARY_TIME: 'ordinary',
};

const COLOURS: Record<string, LiturgicalColour> = {
  WHITE: 'white',
  GOLD: 'white',
  RED: 'red',
  GREEN: 'green',
  PURPLE: 'violet',
  ROSE: 'rose',
  BLACK: 'black',
};

/** Each language's calendar of a year, computed once (the promise, so two first requests share it). */
const years = new Map<string, Promise<Record<string, RomcalDay[]>>>();
/**
 * The calendars kept: this year, the next and the last in both languages,
 * and a few more; the oldest asked for goes first, so no range of requests
 * makes the process keep every year.
 */
const YEARS_KEPT = 8;

function calendarOf(bundle: Bundle, year: number): Promise<Record<string, RomcalDay[]>> {
  const key = `${bundle.i18n.id}:${year}`;
  let calendar = years.get(key);
  if (!calendar) {
    calendar = new Romcal({ localizedCalendar: bundle }).generateCalendar(year);
    // A failure is not kept: the next request computes again.
    calendar.catch(() => years.delete(key));
    years.set(key, calendar);
    const oldest = years.keys().next().value;
    if (years.size > YEARS_KEPT && oldest !== undefined) years.delete(oldest);
  } else {
    // Asked again: kept as the most recent.
    years.delete(key);
    years.set(key, calendar);
  }
  return calendar;
}

/** The celebration of the day: the first romcal gives, an optional memorial only beside it. */
function celebrationOf(calendar: Record<string, RomcalDay[]>, date: string): RomcalDay {
  const [day] = calendar[date] ?? [];
  if (!day) throw new Error(`romcal gave no celebration for ${date}`);
  return day;
}

function dayOf(date: string, english: RomcalDay, spanish: RomcalDay): LiturgicalDay {
  const untranslated = spanish.name === english.name;
  const rank = RANKS[english.rank] ?? 'weekday';
  const [season = 'ORDINARY_TIME'] = english.seasons;
  const [colour] = english.colors;
  return {
    date,
    name: english.name,
    name_es: (untranslated && SPANISH_NAMES_ROMCAL_LACKS[english.id]) || spanish.name,
    rank,
    season: SEASONS[season] ?? 'ordinary',
    colour: colour === undefined ? null : (COLOURS[colour] ?? null),
    // Every Sunday is a day of obligation and has its Masses; the others are the office's to add.
    holy_day_of_obligation: english.isHolyDayOfObligation && weekdayOf(date) !== 'sun',
  };
}

/** The celebrations of `days` dates from `from` (YYYY-MM-DD), in order. */
export async function liturgicalDays(from: string, days: number): Promise<LiturgicalDay[]> {
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  const yearsAsked = [...new Set(dates.map((date) => Number(date.slice(0, 4))))];
  const calendars = new Map(
    await Promise.all(
      yearsAsked.map(
        async (year) =>
          [
            year,
            await Promise.all([
              calendarOf(UnitedStates_En, year),
              calendarOf(UnitedStates_Es, year),
            ]),
          ] as const,
      ),
    ),
  );
  return dates.map((date) => {
    const year = calendars.get(Number(date.slice(0, 4)));
    if (!year) throw new Error(`no calendar computed for ${date}`);
    const [english, spanish] = year;
    return dayOf(date, celebrationOf(english, date), celebrationOf(spanish, date));
  });
}
