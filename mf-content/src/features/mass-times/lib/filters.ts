import {
  SCHEDULE_KINDS,
  SCHEDULE_LANGUAGES,
  type IsoDate,
  type ScheduleKind,
  type ScheduleLanguage,
} from '@parish/shared-types';

/** A filter's value: one kind (or language), or every one. */
export type KindFilter = ScheduleKind | 'all';
export type LanguageFilter = ScheduleLanguage | 'all';

export interface ScheduleFilters {
  kind: KindFilter;
  language: LanguageFilter;
}

/** The address's names of the filters: `/mass-times?kind=confession&language=es`. */
export const FILTER_PARAMS = { kind: 'kind', language: 'language' } as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | 'all' {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : 'all';
}

/** The filters a link asks for; an unknown value is no filter, so an old link still opens the week. */
export function parseScheduleFilters(search: URLSearchParams): ScheduleFilters {
  return {
    kind: oneOf(SCHEDULE_KINDS, search.get(FILTER_PARAMS.kind)),
    language: oneOf(SCHEDULE_LANGUAGES, search.get(FILTER_PARAMS.language)),
  };
}

/** Whether a visitor narrowed the week at all (the empty message then says so). */
export function isFiltered(filters: ScheduleFilters): boolean {
  return filters.kind !== 'all' || filters.language !== 'all';
}

/** The services of the chosen kind and language; a cancelled one stays, marked, so nobody looks for it in vain. */
export function filterServices<S extends { kind: ScheduleKind; language: ScheduleLanguage }>(
  services: readonly S[],
  { kind, language }: ScheduleFilters,
): S[] {
  return services.filter(
    (service) =>
      (kind === 'all' || service.kind === kind) &&
      (language === 'all' || service.language === language),
  );
}

export interface ScheduleDay<S> {
  date: IsoDate;
  services: S[];
}

/**
 * The services by day, in the order of the days and, within a day, as the
 * API gives them (by their start). A day with none shown is left out.
 */
export function groupByDay<S extends { date: IsoDate }>(services: readonly S[]): ScheduleDay<S>[] {
  const days = new Map<IsoDate, S[]>();
  for (const service of services) {
    const day = days.get(service.date);
    if (day) day.push(service);
    else days.set(service.date, [service]);
  }
  return [...days.entries()]
    .sort(([first], [second]) => first.localeCompare(second))
    .map(([date, shown]) => ({ date, services: shown }));
}
