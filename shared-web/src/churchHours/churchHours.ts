import { useCallback, useMemo } from 'react';
import {
  apiPaths,
  fallbackLang,
  localize,
  WEEKDAYS,
  worshipCalls,
  type Language,
  type ScheduleEntry,
  type ScheduleKind,
  type Weekday,
} from '@parish/shared-types';
import {
  apiClient,
  pageQuery,
  useApiCache,
  useApiQuery,
  useFormat,
  useLanguage,
  type QueryState,
} from '@parish/shared-web';
import { useT } from './i18n';

/*
 * The church hours (issue 38): the services the office marks "Shown in the
 * church hours" in the liturgical schedule, which About, Contact, I'm New
 * and the chat assistant name. The schedule is their one source; the whole
 * week is on /mass-times.
 */

/** One service of the church hours, named as the page's language says it. */
export interface ChurchHour {
  id: number;
  /** The office's title in the page's language, or the kind's name when it wrote none. */
  name: string;
  /** `en` when the name is the office's English on a page in another language. */
  lang: Language | undefined;
  /** Its days ("Mon, Wed"), where its name does not say them; null where it does. */
  days: string | null;
  /** `10:00 AM`, `10:00 a.m.`. */
  time: string;
  /** The name with its days when they are said: `Sunday Worship`, `Mass (Mon, Tue)`. */
  label: string;
  /** The office's texts left in English, for `UntranslatedNote`. */
  untranslated: readonly 'title'[];
}

const KIND_NAMES = {
  mass: 'shared-web.churchHours.kind.mass',
  vigil_mass: 'shared-web.churchHours.kind.vigil_mass',
  confession: 'shared-web.churchHours.kind.confession',
  adoration: 'shared-web.churchHours.kind.adoration',
  rosary: 'shared-web.churchHours.kind.rosary',
  morning_prayer: 'shared-web.churchHours.kind.morning_prayer',
  evening_prayer: 'shared-web.churchHours.kind.evening_prayer',
  other: 'shared-web.churchHours.kind.other',
} as const satisfies Record<ScheduleKind, string>;

const WEEKDAY_NAMES = {
  sun: 'shared-web.churchHours.weekday.sun',
  mon: 'shared-web.churchHours.weekday.mon',
  tue: 'shared-web.churchHours.weekday.tue',
  wed: 'shared-web.churchHours.weekday.wed',
  thu: 'shared-web.churchHours.weekday.thu',
  fri: 'shared-web.churchHours.weekday.fri',
  sat: 'shared-web.churchHours.weekday.sat',
} as const satisfies Record<Weekday, string>;

// Only the schedule's calls: a page showing the church hours needs no other.
const { schedule } = worshipCalls(apiClient);

/**
 * `GET /api/schedule/entries/` (public), the read behind the church hours:
 * a server-rendered page that shows them declares it in its page data.
 */
export const churchHoursQuery = pageQuery(apiPaths.scheduleEntries, (signal) =>
  schedule.entries.list(signal),
);

/** The featured entries in the week's order: by their first day, then their time. */
function churchHourEntries(entries: readonly ScheduleEntry[]): ScheduleEntry[] {
  const firstDay = (entry: ScheduleEntry) =>
    Math.min(...entry.weekdays.map((day) => WEEKDAYS.indexOf(day)));
  return entries
    .filter((entry) => entry.featured === true)
    .sort(
      (a, b) =>
        firstDay(a) - firstDay(b) || a.start_time.localeCompare(b.start_time) || a.id - b.id,
    );
}

/** Names the featured entries in the page's language, with its time format. */
function useNameChurchHours(): (entries: readonly ScheduleEntry[]) => ChurchHour[] {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  return useCallback(
    (entries) =>
      churchHourEntries(entries).map((entry) => {
        const shown = localize(entry, ['title'], language);
        const name = shown.title ?? t(KIND_NAMES[entry.kind]);
        // An office's title names its occasion ("Sunday Worship"); a kind's
        // name does not, and a service of several days needs them said.
        const days =
          shown.title !== null && entry.weekdays.length === 1
            ? null
            : entry.weekdays.map((day) => t(WEEKDAY_NAMES[day])).join(', ');
        return {
          id: entry.id,
          name,
          lang: fallbackLang(shown, 'title'),
          days,
          time: format.time(entry.start_time),
          label: days === null ? name : t('shared-web.churchHours.withDays', { name, days }),
          untranslated: shown.untranslated,
        };
      }),
    [t, format, language],
  );
}

/**
 * The church hours a page shows: the server's answer on a page it rendered
 * (its page data declares `churchHoursQuery`), else the browser's read.
 */
export function useChurchHours(): QueryState<ChurchHour[]> {
  const query = useApiQuery(churchHoursQuery);
  const name = useNameChurchHours();
  const { data } = query;
  const hours = useMemo(() => (data === undefined ? undefined : name(data)), [data, name]);
  if (query.status === 'success' && hours !== undefined)
    return { status: 'success', data: hours, error: undefined };
  if (query.status === 'error') return { status: 'error', data: undefined, error: query.error };
  return { status: 'loading', data: undefined, error: undefined };
}

/**
 * Reads the church hours afresh, for an answer given now (the chat
 * assistant's), named as `useChurchHours` names them. Rejects when the
 * schedule cannot be read.
 */
export function useReadChurchHours(): () => Promise<ChurchHour[]> {
  const cache = useApiCache();
  const name = useNameChurchHours();
  return useCallback(() => cache.read(churchHoursQuery).then(name), [cache, name]);
}
