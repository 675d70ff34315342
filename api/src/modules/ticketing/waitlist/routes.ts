import { apiPaths, EVENT_NOT_FOUND_MESSAGE, waitlistJoinSchema } from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { requestLanguage } from '../../../http/language';
import { abuseLimitedRoute, limitPerEmail } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { adminWaitlistEntryJson, waitlistEntryJson } from './json';
import { getWaitlistEntry, joinWaitlist, leaveWaitlist, listWaitlist } from './service';
import { offerTermsAt } from './worker';

const tag = 'Waitlist';

export async function waitlistRoutes(
  app: ApiApp,
  { db, config, outbox, bookingPayments, clock }: AppContext,
) {
  const terms = () =>
    offerTermsAt(clock(), { timeZone: config.timeZone, claimHours: config.waitlist.claimHours });

  app.post<{
    Params: RouteParams<typeof apiPaths.eventWaitlist>;
    Body: z.output<typeof waitlistJoinSchema>;
  }>(
    apiPaths.eventWaitlist.pattern,
    abuseLimitedRoute(config, 'waitlistJoins', {
      tag,
      summary: 'Join an event’s waitlist',
      description:
        'Only when the event has fewer seats left than `number_of_tickets` (409 otherwise: book them). Freed seats are offered in join order to the first person whose request fits, by a mail whose link holds them for WAITLIST_CLAIM_HOURS (24). A mail confirms the place in line, with a link to leave. At most WAITLIST_RATE_LIMIT_MAX (5) joins an hour per address and per e-mail; then 429.',
      access: 'public',
      body: waitlistJoinSchema,
      example: { name: 'Maria Lopez', email: 'maria@example.org', number_of_tickets: 2 },
      responses: { 201: { description: 'On the waitlist', schema: waitlistEntryJson } },
      errors: { 404: 'No such event', 409: 'Enough seats are left: book them' },
    }),
    async (request, reply) => {
      const eventId = parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE);
      const input = request.body;
      await limitPerEmail(db, reply, config.abuseLimits, 'waitlistJoins', input.email);
      const entry = unwrap(
        await joinWaitlist(db, outbox, bookingPayments, eventId, input, terms(), {
          // Its mails are written in the language of the page it was joined on.
          language: requestLanguage(request.headers['accept-language']),
        }),
      );
      return reply.status(201).send(entry);
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.eventWaitlist> }>(
    apiPaths.eventWaitlist.pattern,
    docs({
      tag,
      summary: 'An event’s waitlist',
      description:
        'In join order: positions of those waiting, open offers and what became of each.',
      access: 'admin',
      responses: {
        200: { description: 'The entries', schema: z.array(adminWaitlistEntryJson) },
      },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listWaitlist(db, parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE));
    },
  );

  app.get(
    apiPaths.waitlist,
    docs({
      tag,
      summary: 'Every waitlist',
      description: 'Every entry of every event, by event date, each line in join order.',
      access: 'admin',
      responses: {
        200: { description: 'The entries', schema: z.array(adminWaitlistEntryJson) },
      },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listWaitlist(db);
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.waitlistEntry> }>(
    apiPaths.waitlistEntry.pattern,
    docs({
      tag,
      summary: 'A waitlist entry, by its link',
      description:
        'The private token of the links in its mails: the place in line, or the offer held and until when.',
      access: 'public',
      responses: { 200: { description: 'The entry', schema: waitlistEntryJson } },
      errors: { 404: 'No entry has this token' },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return unwrap(await getWaitlistEntry(db, request.params.entryToken));
    },
  );

  app.post<{ Params: RouteParams<typeof apiPaths.waitlistLeave> }>(
    apiPaths.waitlistLeave.pattern,
    docs({
      tag,
      summary: 'Leave the waitlist',
      description:
        'Seats held for the entry’s offer pass at once to the next person whose request fits. Leaving twice changes nothing.',
      access: 'public',
      responses: { 200: { description: 'The entry, left', schema: waitlistEntryJson } },
      errors: { 404: 'No entry has this token' },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return unwrap(await leaveWaitlist(db, outbox, request.params.entryToken, terms()));
    },
  );
}
