/**
 * The schedule as an iCalendar feed (RFC 5545) that calendar apps subscribe
 * to: each service of the coming weeks as its own VEVENT at its wall-clock
 * time in the parish's zone (TZID, with the VTIMEZONE lib/icalendar.ts works
 * out), a cancelled one kept as STATUS:CANCELLED so a subscribed calendar
 * strikes it out. Its UID is the service and date, so a moved service
 * updates in place.
 */
import { apiPaths, type ScheduleKind, type ScheduleOccurrence } from '@parish/shared-types';
import { timeZoneOf, type CalendarSite } from '../../../lib/event-calendar';
import {
  escapeText,
  localDateTime,
  serialiseCalendar,
  utcDateTime,
  type Component,
} from '../../../lib/icalendar';
import type { Computed } from './occurrences';

const PRODUCT_ID = '-//Holy Trinity Parish//Schedule//EN';
const CALENDAR_NAME = 'Holy Trinity Parish Mass and Confession times';
/** How often a subscribed calendar should look again: the office's changes reach it within that. */
const FEED_REFRESH = 'PT6H';

/** The kinds' English names: the feed is one file for everyone, in the site's first language. */
const KIND_NAMES: Record<ScheduleKind, string> = {
  mass: 'Mass',
  vigil_mass: 'Vigil Mass',
  confession: 'Confession',
  adoration: 'Adoration',
  rosary: 'Rosary',
  morning_prayer: 'Morning Prayer',
  evening_prayer: 'Evening Prayer',
  other: 'Service',
};

const LANGUAGE_NAMES = { en: null, es: 'in Spanish', la: 'in Latin' } as const;

function summary(occurrence: ScheduleOccurrence): string {
  const name = occurrence.title ?? KIND_NAMES[occurrence.kind];
  const language = LANGUAGE_NAMES[occurrence.language];
  return language ? `${name} (${language})` : name;
}

function description(occurrence: ScheduleOccurrence): string {
  return [
    occurrence.note,
    occurrence.celebrant ? `Celebrant: ${occurrence.celebrant}` : null,
    occurrence.notes,
    occurrence.livestream_url ? `Livestream: ${occurrence.livestream_url}` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function uid({ entry_id, exception_id, date }: ScheduleOccurrence, siteUrl: string): string {
  const which = entry_id !== null ? `${entry_id}` : `added-${exception_id}`;
  return `schedule-${which}-${date}@${new URL(siteUrl).host}`;
}

function serviceComponent({ occurrence, revised }: Computed, site: CalendarSite): Component {
  const minutes = Math.round(
    (Date.parse(occurrence.ends_at) - Date.parse(occurrence.starts_at)) / 60_000,
  );
  const text = description(occurrence);
  const stamp = utcDateTime(revised);
  return {
    name: 'VEVENT',
    properties: [
      { name: 'UID', value: uid(occurrence, site.siteUrl) },
      // The revision this text describes, so the same schedule always gives the same file.
      { name: 'DTSTAMP', value: stamp },
      { name: 'LAST-MODIFIED', value: stamp },
      {
        name: 'DTSTART',
        params: { TZID: site.timeZone },
        value: localDateTime(occurrence.date, occurrence.start_time),
      },
      { name: 'DURATION', value: `PT${minutes}M` },
      { name: 'SUMMARY', value: escapeText(summary(occurrence)) },
      ...(text ? [{ name: 'DESCRIPTION', value: escapeText(text) }] : []),
      { name: 'LOCATION', value: escapeText(occurrence.place) },
      { name: 'URL', params: { VALUE: 'URI' }, value: `${site.siteUrl}/mass-times` },
      { name: 'STATUS', value: occurrence.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED' },
    ],
  };
}

/** The calendar of the services given (the coming weeks'), named for calendar apps. */
export function scheduleCalendar(services: Computed[], site: CalendarSite, today: string): string {
  const years = [today, ...services.map(({ occurrence }) => occurrence.date)].map((date) =>
    Number(date.slice(0, 4)),
  );
  return serialiseCalendar({
    name: 'VCALENDAR',
    properties: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: PRODUCT_ID },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      { name: 'NAME', value: escapeText(CALENDAR_NAME) },
      { name: 'X-WR-CALNAME', value: escapeText(CALENDAR_NAME) },
      { name: 'X-WR-TIMEZONE', value: site.timeZone },
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: FEED_REFRESH },
      { name: 'X-PUBLISHED-TTL', value: FEED_REFRESH },
      {
        name: 'SOURCE',
        params: { VALUE: 'URI' },
        value: `${site.siteUrl}${apiPaths.scheduleFeed}`,
      },
    ],
    components: [
      timeZoneOf(site.timeZone, Math.min(...years), Math.max(...years)),
      ...services.map((service) => serviceComponent(service, site)),
    ],
  });
}
