import {
  localize,
  SCHEDULE_CHANGES,
  SCHEDULE_KINDS,
  SCHEDULE_LANGUAGES,
  WEEKDAYS,
  type ScheduleChange,
  type ScheduleKind,
  type ScheduleLanguage,
  type Weekday,
} from '@parish/shared-types';
import type { ResourceContext } from '../../../resources/lib/resourceText';

/*
 * How the schedule's values are named to the office, in the page's
 * language: the kinds, languages, days and changes are the feature's
 * messages; what the office wrote (a title, a place) is shown in its
 * Spanish where it wrote one, else in English.
 */

export const kindName = (kind: ScheduleKind) => `admin.schedule.kind.${kind}` as const;
export const languageName = (language: ScheduleLanguage) =>
  `admin.schedule.language.${language}` as const;
export const changeName = (change: ScheduleChange) => `admin.schedule.change.${change}` as const;

export const KIND_OPTIONS = SCHEDULE_KINDS.map((kind) => ({ value: kind, label: kindName(kind) }));
export const LANGUAGE_OPTIONS = SCHEDULE_LANGUAGES.map((language) => ({
  value: language,
  label: languageName(language),
}));
export const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({
  value: day,
  label: `admin.schedule.weekday.${day}` as const,
}));
export const CHANGE_OPTIONS = SCHEDULE_CHANGES.map((change) => ({
  value: change,
  label: changeName(change),
}));

/** What a service is, as a page names it: its own title if it has one, else its kind's name. */
export function serviceName(
  service: { kind: ScheduleKind; title: string | null; title_es: string | null },
  { t, format }: ResourceContext,
): string {
  const { title } = localize(service, ['title'], format.language);
  return title ?? t(kindName(service.kind));
}

/** Where it is held, in the page's language where the office wrote it. */
export function placeName(
  service: { place: string | null; place_es: string | null },
  { format }: ResourceContext,
): string {
  return localize(service, ['place'], format.language).place ?? '';
}

/** Its days, short and in the week's order: "Sun, Sat" ("dom, sáb"). */
export function dayNames(days: readonly Weekday[], { t }: ResourceContext): string {
  return days.map((day) => t(`admin.schedule.weekdayShort.${day}`)).join(', ');
}
