import type { ScheduleLanguage, ScheduleOccurrence } from '@parish/shared-types';

/** schema.org's status of an event for each status of a service. */
const EVENT_STATUS: Record<ScheduleOccurrence['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  added: 'https://schema.org/EventScheduled',
  moved: 'https://schema.org/EventRescheduled',
  cancelled: 'https://schema.org/EventCancelled',
};

/** The language a service is celebrated in as a BCP 47 tag (Latin is `la`). */
const LANGUAGE_TAGS: Record<ScheduleLanguage, string> = { en: 'en', es: 'es', la: 'la' };

export interface JsonLdPlace {
  name: string;
  address: string;
}

/**
 * The week's services as schema.org `Event`s (search engines show a
 * parish's Mass times from them), each named as the page names it and held
 * at the parish, where the office keeps its name and address.
 */
export function scheduleJsonLd(
  services: readonly ScheduleOccurrence[],
  nameOf: (service: ScheduleOccurrence) => string,
  parish: JsonLdPlace,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': services.map((service) => ({
      '@type': 'Event',
      name: nameOf(service),
      startDate: service.starts_at,
      endDate: service.ends_at,
      eventStatus: EVENT_STATUS[service.status],
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      inLanguage: LANGUAGE_TAGS[service.language],
      location: { '@type': 'Place', name: parish.name, address: parish.address },
    })),
  };
}

/**
 * `value` as the text of a `<script type="application/ld+json">`: `<`, `>`
 * and `&` as JSON escapes, so no office's text (a note with `</script>`)
 * can close the element or read as markup, and the line separators
 * JavaScript once refused as escapes too. The JSON means the same.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
