/**
 * The parish's events as iCalendar files: one event's file ("Add to
 * calendar", and the attachment of a booking's confirmation mail) and the
 * calendar that holds many (the subscription feed). Times are the parish's
 * wall-clock times in its time zone (`PARISH_TIME_ZONE`), with the VTIMEZONE
 * that defines it. Pure functions of what they are given: the ticketing
 * module reads the events, the messaging module attaches one to a mail.
 */
import { toDollars } from './money';
import {
  escapeText,
  localDateTime,
  serialiseCalendar,
  timeZoneComponent,
  utcDateTime,
  type Component,
} from './icalendar';

const PRODUCT_ID = '-//Holy Trinity Parish//Events//EN';
/**
 * The spec's events had a start and no end. Calendars draw an event
 * without one as a zero-length sliver, so one without an end time is given an hour.
 */
const EVENT_DURATION = 'PT1H';

export interface CalendarSite {
  /** The public site (SITE_URL): event links, and the domain of every UID. */
  siteUrl: string;
  timeZone: string;
}

/**
 * An event's UID: its id at the site's host. It never changes when the
 * event is edited, so a subscribed calendar updates the entry in place.
 */
export function eventUid(eventId: number, siteUrl: string): string {
  return `event-${eventId}@${new URL(siteUrl).host}`;
}

/**
 * What a calendar entry is made from: an event row, or an event as a mail
 * carries it (`BookedEvent`, whose `updatedAt` is an ISO string).
 */
export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  priceCents: number;
  updatedAt: Date | string;
  /** HH:MM:SS on the same day; the entry lasts an hour without it. */
  endTime?: string | null;
  /** A series' RRULE (without `RRULE:`), always with UNTIL or COUNT. */
  recurrenceRule?: string | null;
  /** The dates a series skips. */
  recurrenceExceptions?: string[];
}

function eventDescription(event: CalendarEvent, link: string): string {
  const price = event.priceCents > 0 ? `$${toDollars(event.priceCents).toFixed(2)}` : 'Free';
  return `${event.description}\n\nTickets: ${price}\n${link}`;
}

function eventComponent(event: CalendarEvent, site: CalendarSite): Component {
  const link = `${site.siteUrl}/events#${event.id}`;
  const revised = utcDateTime(new Date(event.updatedAt));
  return {
    name: 'VEVENT',
    properties: [
      { name: 'UID', value: eventUid(event.id, site.siteUrl) },
      // The revision this text describes, so the same data always gives the same file.
      { name: 'DTSTAMP', value: revised },
      { name: 'LAST-MODIFIED', value: revised },
      {
        name: 'DTSTART',
        params: { TZID: site.timeZone },
        value: localDateTime(event.date, event.time),
      },
      event.endTime
        ? {
            name: 'DTEND',
            params: { TZID: site.timeZone },
            value: localDateTime(event.date, event.endTime),
          }
        : { name: 'DURATION', value: EVENT_DURATION },
      ...(event.recurrenceRule ? [{ name: 'RRULE', value: event.recurrenceRule }] : []),
      ...(event.recurrenceRule && event.recurrenceExceptions?.length
        ? [
            {
              name: 'EXDATE',
              params: { TZID: site.timeZone },
              // Each skipped day at the series' start time, as RFC 5545 matches them.
              value: event.recurrenceExceptions
                .map((date) => localDateTime(date, event.time))
                .join(','),
            },
          ]
        : []),
      { name: 'SUMMARY', value: escapeText(event.title) },
      { name: 'DESCRIPTION', value: escapeText(eventDescription(event, link)) },
      { name: 'LOCATION', value: escapeText(event.location) },
      { name: 'URL', params: { VALUE: 'URI' }, value: link },
      { name: 'STATUS', value: 'CONFIRMED' },
    ],
  };
}

/**
 * VTIMEZONEs already worked out, by zone and years. Each takes hundreds of
 * Intl look-ups (most of a calendar file's cost) and is the same every
 * time; there are only ever a few zones and year ranges.
 */
const timeZones = new Map<string, Component>();
const MAX_TIME_ZONES = 64;

/** The VTIMEZONE of `timeZone` over those years, worked out once (the schedule's feed shares it). */
export function timeZoneOf(timeZone: string, fromYear: number, toYear: number): Component {
  const key = `${timeZone} ${fromYear} ${toYear}`;
  let component = timeZones.get(key);
  if (!component) {
    component = timeZoneComponent(timeZone, fromYear, toYear);
    if (timeZones.size >= MAX_TIME_ZONES) timeZones.clear();
    timeZones.set(key, component);
  }
  return component;
}

export function calendarOf(
  events: CalendarEvent[],
  site: CalendarSite,
  extra: Component['properties'],
): string {
  const years = events.map((event) => Number(event.date.slice(0, 4)));
  const thisYear = new Date().getUTCFullYear();
  const calendar: Component = {
    name: 'VCALENDAR',
    properties: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: PRODUCT_ID },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      ...extra,
    ],
    components: [
      timeZoneOf(site.timeZone, Math.min(thisYear, ...years), Math.max(thisYear, ...years)),
      ...events.map((event) => eventComponent(event, site)),
    ],
  };
  return serialiseCalendar(calendar);
}

/**
 * One event's iCalendar file (a single VEVENT, METHOD:PUBLISH): what
 * "Add to calendar" downloads and what a booking's confirmation mail attaches.
 */
export function singleEventCalendar(event: CalendarEvent, site: CalendarSite): string {
  return calendarOf([event], site, []);
}
