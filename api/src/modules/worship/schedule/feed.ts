/**
 * The schedule as an iCalendar feed (RFC 5545) that calendar apps subscribe
 * to: each service of the coming weeks as its own VEVENT at its wall-clock
 * time in the parish's zone (TZID, with the VTIMEZONE lib/icalendar.ts works
 * out), a cancelled one kept as STATUS:CANCELLED so a subscribed calendar
 * strikes it out. Its UID is the service and date, so a moved service
 * updates in place.
 */
import {
  apiPaths,
  DEFAULT_LANGUAGE,
  localize,
  type Language,
  type ScheduleOccurrence,
} from '@parish/shared-types';
import type { ApiTranslate } from '../../../lib/i18n';
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
/** How often a subscribed calendar should look again: the office's changes reach it within that. */
const FEED_REFRESH = 'PT6H';

/** What a feed says and links to: its language's texts and the office's texts in it. */
export interface FeedLanguage {
  language: Language;
  t: ApiTranslate;
  parishName: string;
}

/** The office's texts of a service that have a translation beside them. */
const TRANSLATED_FIELDS = ['title', 'place', 'notes', 'note'] as const;

function summary(occurrence: ScheduleOccurrence, feed: FeedLanguage): string {
  const name = occurrence.title ?? feed.t(`api.schedule.kind.${occurrence.kind}`);
  // A service in the feed's own language needs no word about it.
  return occurrence.language === feed.language
    ? name
    : feed.t('api.schedule.inLanguage', { name, language: occurrence.language });
}

function description(occurrence: ScheduleOccurrence, feed: FeedLanguage): string {
  return [
    occurrence.note,
    occurrence.celebrant ? feed.t('api.schedule.celebrant', { name: occurrence.celebrant }) : null,
    occurrence.notes,
    occurrence.livestream_url
      ? feed.t('api.schedule.livestream', { url: occurrence.livestream_url })
      : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function uid({ entry_id, exception_id, date }: ScheduleOccurrence, siteUrl: string): string {
  const which = entry_id !== null ? `${entry_id}` : `added-${exception_id}`;
  return `schedule-${which}-${date}@${new URL(siteUrl).host}`;
}

function serviceComponent(
  { occurrence: given, revised }: Computed,
  site: CalendarSite,
  feed: FeedLanguage,
): Component {
  // The office's Spanish where it wrote one, else its English (a calendar has no way to mark it).
  const occurrence = localize(given, TRANSLATED_FIELDS, feed.language);
  const minutes = Math.round(
    (Date.parse(occurrence.ends_at) - Date.parse(occurrence.starts_at)) / 60_000,
  );
  const text = description(occurrence, feed);
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
      { name: 'SUMMARY', value: escapeText(summary(occurrence, feed)) },
      ...(text ? [{ name: 'DESCRIPTION', value: escapeText(text) }] : []),
      { name: 'LOCATION', value: escapeText(occurrence.place) },
      { name: 'URL', params: { VALUE: 'URI' }, value: `${site.siteUrl}${pagePath(feed)}` },
      { name: 'STATUS', value: occurrence.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED' },
    ],
  };
}

/** The calendar of the services given (the coming weeks'), named for calendar apps. */
/** The Mass times page in the feed's language (`/es/mass-times`). */
function pagePath({ language }: FeedLanguage): string {
  return language === DEFAULT_LANGUAGE ? '/mass-times' : `/${language}/mass-times`;
}

/** The feed's own address in its language (`/api/es/schedule.ics`). */
function feedPath({ language }: FeedLanguage): string {
  return language === DEFAULT_LANGUAGE ? apiPaths.scheduleFeed : apiPaths.scheduleFeedIn(language);
}

export function scheduleCalendar(
  services: Computed[],
  site: CalendarSite,
  today: string,
  feed: FeedLanguage,
): string {
  const calendarName = feed.t('api.schedule.calendarName', { parish: feed.parishName });
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
      { name: 'NAME', value: escapeText(calendarName) },
      { name: 'X-WR-CALNAME', value: escapeText(calendarName) },
      { name: 'X-WR-TIMEZONE', value: site.timeZone },
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: FEED_REFRESH },
      { name: 'X-PUBLISHED-TTL', value: FEED_REFRESH },
      {
        name: 'SOURCE',
        params: { VALUE: 'URI' },
        value: `${site.siteUrl}${feedPath(feed)}`,
      },
    ],
    components: [
      timeZoneOf(site.timeZone, Math.min(...years), Math.max(...years)),
      ...services.map((service) => serviceComponent(service, site, feed)),
    ],
  });
}
