import {
  localize,
  type Language,
  type Localized,
  type ScheduleOccurrence,
  type ScheduleWeek,
} from '@parish/shared-types';

/** What the office may write in Spanish beside a service's English (`title_es`, `place_es`, …). */
export const OCCURRENCE_TRANSLATED_FIELDS = ['title', 'place', 'notes', 'note'] as const;
export type OccurrenceTranslatedField = (typeof OCCURRENCE_TRANSLATED_FIELDS)[number];

/** A service as the page's language shows it: the English of a field left untranslated is named. */
export type ShownOccurrence = Localized<ScheduleOccurrence, OccurrenceTranslatedField>;

export interface ShownWeek extends Omit<ScheduleWeek, 'occurrences'> {
  occurrences: ShownOccurrence[];
}

/** The week in `language`: each service's texts in the office's translation where it wrote one. */
export function weekIn(week: ScheduleWeek, language: Language): ShownWeek {
  return {
    ...week,
    occurrences: week.occurrences.map((occurrence) =>
      localize(occurrence, OCCURRENCE_TRANSLATED_FIELDS, language),
    ),
  };
}

/**
 * A service's own name within the week: its entry and date, or the exception
 * that added it (an entry is held once a day; an added one has no entry).
 */
export function serviceKey(
  service: Pick<ScheduleOccurrence, 'date' | 'entry_id' | 'exception_id'>,
): string {
  return service.entry_id === null
    ? `added-${service.exception_id ?? 'none'}`
    : `${service.date}-${service.entry_id}`;
}
