/**
 * The parish's events as iCalendar, read from the database: one event's
 * file ("Add to calendar") and the feed calendar apps subscribe to. The
 * files themselves are written by lib/event-calendar.ts.
 */
import { apiPaths, EVENT_NOT_FOUND_MESSAGE } from '@parish/shared-types';
import type { Database } from '../../../db';
import { addDays } from '../../../lib/dates';
import { notFound, ok, type Result } from '../../../lib/result';
import { calendarOf, singleEventCalendar, type CalendarSite } from '../../../lib/event-calendar';
import { escapeText } from '../../../lib/icalendar';
import { findEvent, listEventRowsFrom } from './repository';

const CALENDAR_NAME = 'Holy Trinity Parish Events';
/** How far back the subscription feed goes, so a phone keeps recent history. */
const FEED_HISTORY_DAYS = 365;
/** How often a subscribed calendar should look for changes. */
const FEED_REFRESH = 'PT1H';

/** One event as an iCalendar file with a single VEVENT. */
export async function eventCalendar(
  db: Database,
  eventId: number,
  site: CalendarSite,
): Promise<Result<string>> {
  const event = await findEvent(db, eventId);
  if (!event) return notFound(EVENT_NOT_FOUND_MESSAGE);
  return ok(singleEventCalendar(event, site));
}

/**
 * The subscription feed: every event from a year ago on, soonest first,
 * named for the calendar app and with how often to refresh it (RFC 7986,
 * and the older X-WR and X-PUBLISHED-TTL names that some apps still read).
 */
export async function eventsFeed(db: Database, site: CalendarSite, today: string) {
  const events = await listEventRowsFrom(db, addDays(today, -FEED_HISTORY_DAYS));
  return calendarOf(events, site, [
    { name: 'NAME', value: escapeText(CALENDAR_NAME) },
    { name: 'X-WR-CALNAME', value: escapeText(CALENDAR_NAME) },
    { name: 'X-WR-TIMEZONE', value: site.timeZone },
    { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: FEED_REFRESH },
    { name: 'X-PUBLISHED-TTL', value: FEED_REFRESH },
    {
      name: 'SOURCE',
      params: { VALUE: 'URI' },
      value: `${site.siteUrl}${apiPaths.eventsCalendar}`,
    },
  ]);
}
