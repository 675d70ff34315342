import type { FastifyReply } from 'fastify';
import {
  apiPaths,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  SCHEDULE_ENTRY_NOT_FOUND_MESSAGE,
  SCHEDULE_EXCEPTION_NOT_FOUND_MESSAGE,
  SCHEDULE_OVERLAP_MESSAGE,
  scheduleEntrySchema,
  scheduleExceptionSchema,
  scheduleRangeSchema,
} from '@parish/shared-types';
import type { ApiApp, AppContext } from '../../../http/context';
import type { CalendarSite } from '../../../lib/event-calendar';
import { todayIn } from '../../../lib/dates';
import { docs } from '../../../openapi/registry';
import { createAndReplace, getContact, registerResourceRoutes } from '../../content';
import { NOT_FOUND_MESSAGE } from '../../../http/errors';
import { apiTexts } from '../../../lib/i18n';
import type { RouteParams } from '../../../http/validation';
import { scheduleCalendar } from './feed';
import { scheduleEntryJson, scheduleExceptionJson, scheduleWeekJson } from './json';
import { ENTRY_ORDER, EXCEPTION_ORDER } from './repository';
import {
  checkEntryFor,
  checkException,
  computeSchedule,
  entryColumns,
  entryJson,
  EXCEPTION_TAKEN,
  exceptionColumns,
  exceptionJson,
  scheduleWeek,
} from './service';
import { scheduleEntries, scheduleExceptions } from '../tables';

const tag = 'Schedule';
const ICALENDAR = 'text/calendar; charset=utf-8';
/** What a page shows when it asks for no range: the parish's week. */
const DEFAULT_DAYS = 7;
/** The feed's reach: eight weeks from the parish's today. */
const FEED_DAYS = 8 * 7;

export async function scheduleRoutes(app: ApiApp, { db, config, clock }: AppContext) {
  // As short as the parish details': an office's change reaches the site within that.
  const cacheControl = `public, max-age=${config.parishDetailsMaxAgeSeconds}`;
  const site: CalendarSite = { siteUrl: config.payments.siteUrl, timeZone: config.timeZone };

  app.get(
    apiPaths.schedule,
    docs({
      tag,
      summary: 'The services of some days, with their changes applied',
      description: `Every service from \`from\` (the parish's today when left out) for \`days\` days (${DEFAULT_DAYS} when left out, at most 62), in order of its start: each entry on its weekdays, a cancelled one kept with status \`cancelled\`, a moved one at its new time with \`moved_from\`, an added one with status \`added\`. Dates and times are the parish's (\`PARISH_TIME_ZONE\`); \`starts_at\` and \`ends_at\` are their instants, right across daylight-saving changes. Cacheable for ${config.parishDetailsMaxAgeSeconds} s.`,
      access: 'public',
      query: {
        schema: scheduleRangeSchema,
        describe: {
          from: "The first day, YYYY-MM-DD in the parish's time zone",
          days: 'How many days, 1 to 62',
        },
      },
      responses: { 200: { description: 'The days asked for', schema: scheduleWeekJson } },
    }),
    async (request, reply) => {
      const from = request.query.from ?? todayIn(config.timeZone, clock());
      const week = await scheduleWeek(
        db,
        config.timeZone,
        from,
        request.query.days ?? DEFAULT_DAYS,
      );
      return reply.header('cache-control', cacheControl).send(week);
    },
  );

  /** The feed in `language`: its texts, the office's translations, links to that language's page. */
  async function sendFeed(reply: FastifyReply, language: Language) {
    const today = todayIn(config.timeZone, clock());
    const services = await computeSchedule(db, config.timeZone, today, FEED_DAYS);
    const { name: parishName } = await getContact(db);
    return reply
      .type(ICALENDAR)
      .header('content-disposition', 'inline; filename="holy-trinity-schedule.ics"')
      .header('cache-control', cacheControl)
      .send(
        scheduleCalendar(services, site, today, { language, t: apiTexts(language), parishName }),
      );
  }

  app.get(
    apiPaths.scheduleFeed,
    docs({
      tag,
      summary: 'Subscribe to the schedule',
      description:
        "The next eight weeks of services as an iCalendar feed (RFC 5545), in English: each service at its time in the parish's time zone (TZID, with its VTIMEZONE), a cancelled one with STATUS:CANCELLED, a stable UID per service and date.",
      access: 'public',
      responses: { 200: { description: 'The feed', contentType: ICALENDAR } },
    }),
    async (_request, reply) => sendFeed(reply, DEFAULT_LANGUAGE),
  );

  app.get<{ Params: RouteParams<typeof apiPaths.scheduleFeedIn> }>(
    apiPaths.scheduleFeedIn.pattern,
    docs({
      tag,
      summary: 'Subscribe to the schedule in another language',
      description:
        'The same feed in `es`: the names of what is celebrated in Spanish, the office’s Spanish titles, places and notes where it wrote them (else the English), each service’s link to the Spanish page. English is /api/schedule.ics; any other language is 404.',
      access: 'public',
      responses: { 200: { description: 'The feed', contentType: ICALENDAR } },
      errors: { 404: NOT_FOUND_MESSAGE },
    }),
    async (request, reply) => {
      const { language } = request.params;
      // Not a language of the site (nor English, whose feed has no prefix): as any unknown address.
      if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return reply.callNotFound();
      return sendFeed(reply, language);
    },
  );

  registerResourceRoutes(app, db, {
    table: scheduleEntries,
    paths: { collection: apiPaths.scheduleEntries, one: apiPaths.scheduleEntry },
    tag,
    names: { one: 'schedule entry', many: 'schedule entries' },
    notFoundMessage: SCHEDULE_ENTRY_NOT_FOUND_MESSAGE,
    json: scheduleEntryJson,
    toJson: entryJson,
    orderBy: ENTRY_ORDER,
    ...createAndReplace({
      schema: scheduleEntrySchema,
      example: {
        kind: 'mass',
        title: 'Spanish Mass',
        title_es: 'Misa en español',
        weekdays: ['sat'],
        start_time: '18:00',
        duration_minutes: 60,
        language: 'es',
        place: 'Church',
        place_es: 'Iglesia',
      },
      toColumns: (input) => entryColumns(input, config.livestreamPlayerOrigin),
    }),
    check: checkEntryFor(config.livestreamPlayerOrigin),
    writeErrors: {
      422: `${SCHEDULE_OVERLAP_MESSAGE} (naming \`start_time\`), or the livestream is not a player on \`LIVESTREAM_PLAYER_ORIGIN\` (naming \`livestream_url\`)`,
    },
  });

  registerResourceRoutes(app, db, {
    table: scheduleExceptions,
    paths: { collection: apiPaths.scheduleExceptions, one: apiPaths.scheduleException },
    tag,
    names: { one: 'schedule exception', many: 'schedule exceptions' },
    notFoundMessage: SCHEDULE_EXCEPTION_NOT_FOUND_MESSAGE,
    json: scheduleExceptionJson,
    toJson: exceptionJson,
    orderBy: EXCEPTION_ORDER,
    ...createAndReplace({
      schema: scheduleExceptionSchema,
      example: {
        change: 'added',
        date: '2026-12-24',
        start_time: '22:00',
        kind: 'mass',
        title: 'Christmas Midnight Mass',
        title_es: 'Misa de Nochebuena',
        duration_minutes: 90,
        language: 'en',
        place: 'Church',
        place_es: 'Iglesia',
      },
      toColumns: exceptionColumns,
    }),
    check: checkException,
    duplicate: EXCEPTION_TAKEN,
    writeErrors: {
      422: 'The service is unknown (`entry_id`), not held on that date, or already has a change on it (`date`)',
    },
  });
}
