import {
  apiPaths,
  EVENT_NOT_FOUND_MESSAGE,
  eventInputSchema,
  eventPatchSchema,
  occurrenceQuerySchema,
  eventListQuerySchema,
} from '@parish/shared-types';
import type { FastifyReply } from 'fastify';

import { z } from 'zod';
import { auditActor, auditedWrite } from '../../platform';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { parseId, requireChanges, type RouteParams } from '../../../http/validation';
import { todayIn } from '../../../lib/dates';
import { valueOrNull } from '../../../lib/result';
import { docs } from '../../../openapi/registry';
import { eventJson } from './json';
import type { CalendarSite } from '../../../lib/event-calendar';
import { eventCalendar, eventsFeed } from './calendar';
import { keepSampleEvent } from './keep-sample-event';
import { offerTermsAt } from '../waitlist/worker';
import {
  createEvent,
  deleteEvent,
  getEvent,
  getOccurrence,
  listEvents,
  updateEvent,
} from './service';

type EventParams = RouteParams<typeof apiPaths.event>;

/** `?occurrence=YYYY-MM-DD`: one date of a repeating event. */

const tag = 'Events';
const oneEvent = { description: 'The event', schema: eventJson };
const example = {
  title: 'Advent Lessons and Carols',
  description: 'Nine readings and carols by candlelight, with the parish choir.',
  date: '2099-12-13',
  time: '18:30',
  location: 'Church',
  price: 15,
  max_attendees: 120,
  image: `${apiPaths.seedImages}advent.svg`,
};
const idOf = (params: EventParams) => parseId(params.id, EVENT_NOT_FOUND_MESSAGE);

const ICALENDAR = 'text/calendar; charset=utf-8';

/** Answers iCalendar text, opened in place (`inline`) or saved (`attachment`). */
function sendCalendar(
  reply: FastifyReply,
  text: string,
  disposition: string,
  cacheControl: string,
) {
  return reply
    .type(ICALENDAR)
    .header('content-disposition', disposition)
    .header('cache-control', cacheControl)
    .send(text);
}

export async function eventRoutes(app: ApiApp, { db, config, outbox, clock }: AppContext) {
  const terms = () =>
    offerTermsAt(clock(), { timeZone: config.timeZone, claimHours: config.waitlist.claimHours });
  const calendarSite: CalendarSite = {
    siteUrl: config.payments.siteUrl,
    timeZone: config.timeZone,
  };
  if (config.keepSampleEvent) keepSampleEvent(app, db, { timeZone: config.timeZone });

  app.get(
    apiPaths.eventsCalendar,
    docs({
      tag,
      summary: 'Subscribe to the events calendar',
      description:
        "Every event from a year ago on as an iCalendar feed (RFC 5545) that calendar apps poll: times in the parish's time zone (PARISH_TIME_ZONE) with its VTIMEZONE, a stable UID per event, and a refresh interval of an hour.",
      access: 'public',
      responses: { 200: { description: 'The feed', contentType: ICALENDAR } },
    }),
    async (_request, reply) => {
      const feed = await eventsFeed(db, calendarSite, todayIn(config.timeZone));
      // Calendar apps poll it; a few minutes' caching spares the database.
      return sendCalendar(
        reply,
        feed,
        'inline; filename="holy-trinity-events.ics"',
        'public, max-age=300',
      );
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.eventCalendar> }>(
    apiPaths.eventCalendar.pattern,
    docs({
      tag,
      summary: 'Add one event to a calendar',
      description:
        "The event as an iCalendar file (RFC 5545) with one VEVENT, in the parish's time zone; the same UID as in the feed.",
      access: 'public',
      responses: { 200: { description: 'The event', contentType: ICALENDAR } },
    }),
    async (request, reply) => {
      const id = idOf(request.params);
      const file = unwrap(await eventCalendar(db, id, calendarSite));
      return sendCalendar(reply, file, `attachment; filename="event-${id}.ics"`, 'no-cache');
    },
  );

  app.get(
    apiPaths.events,
    docs({
      tag,
      summary: 'List events',
      description:
        'Soonest first (by date, then time), past events included. A repeating event is listed once per occurrence (its `date` that of the occurrence, its exceptions left out) from a year ago to about a year ahead; with `?series=1` once, on its first date, as the dashboard edits it.',
      access: 'public',
      query: {
        schema: eventListQuerySchema,
        describe: { series: '`1`: a repeating event once, not once per occurrence' },
      },
      responses: { 200: { description: 'Every event', schema: z.array(eventJson) } },
    }),
    async (request) => {
      const series = request.query.series === '1';
      return listEvents(db, todayIn(config.timeZone, clock()), { series });
    },
  );

  app.get<{ Params: EventParams; Querystring: z.output<typeof occurrenceQuerySchema> }>(
    apiPaths.event.pattern,
    docs({
      tag,
      summary: 'Get one event',
      description:
        'With `?occurrence=YYYY-MM-DD`, one date of a repeating event: that `date`, and its own `registered_attendees` (a date not in the series is a 400 naming `occurrence`).',
      access: 'public',
      query: {
        schema: occurrenceQuerySchema,
        describe: { occurrence: 'One date of a repeating event, YYYY-MM-DD' },
      },
      responses: { 200: oneEvent },
    }),
    async (request) => {
      const { occurrence } = request.query;
      const id = idOf(request.params);
      return unwrap(occurrence ? await getOccurrence(db, id, occurrence) : await getEvent(db, id));
    },
  );

  app.post(
    apiPaths.events,
    docs({
      tag,
      summary: 'Add an event',
      access: 'admin',
      body: eventInputSchema,
      example,
      responses: { 201: oneEvent },
    }),
    async (request, reply) => {
      const input = request.body;
      const event = unwrap(
        await auditedWrite(db, (tx) => createEvent(tx, input), {
          actor: auditActor(request),
          action: 'create',
          entity: 'event',
          entityId: (e) => e.id,
        }),
      );
      return reply.status(201).send(event);
    },
  );

  app.patch<{ Params: EventParams; Body: z.output<typeof eventPatchSchema> }>(
    apiPaths.event.pattern,
    docs({
      tag,
      summary: "Change some of an event's fields",
      description:
        '`max_attendees` cannot go below the seats already booked (or held for a waitlist offer). Seats added go to the event’s waitlist first, in join order.',
      access: 'admin',
      body: eventPatchSchema,
      example: { title: 'Parish Supper and Quiz', max_attendees: 90 },
      responses: { 200: oneEvent },
    }),
    async (request) => {
      const id = idOf(request.params);
      const patch = request.body;
      requireChanges(patch);
      return unwrap(
        await auditedWrite(db, (tx) => updateEvent(tx, id, patch, { outbox, terms: terms() }), {
          actor: auditActor(request),
          action: 'update',
          entity: 'event',
          entityId: id,
          before: async (tx) => valueOrNull(await getEvent(tx, id)),
        }),
      );
    },
  );

  app.delete<{ Params: EventParams }>(
    apiPaths.event.pattern,
    docs({
      tag,
      summary: 'Move an event to the trash',
      description:
        'It leaves every list, page and feed at once; `POST /api/trash/event/{id}/restore/` brings it back with the same id within 30 days.',
      access: 'admin',
      responses: { 204: { description: 'Deleted' } },
      errors: { 409: 'The event has pending or confirmed bookings' },
    }),
    async (request, reply) => {
      const id = idOf(request.params);
      unwrap(
        await auditedWrite(db, (tx) => deleteEvent(tx, id), {
          actor: auditActor(request),
          action: 'delete',
          entity: 'event',
          entityId: id,
          before: async (tx) => valueOrNull(await getEvent(tx, id)),
        }),
      );
      return reply.status(204).send();
    },
  );
}
