import { auditActor, auditedWrite } from '../../platform';
import {
  apiPaths,
  CHECK_IN_CODE_UNKNOWN_MESSAGE,
  checkInSchema,
  EVENT_NOT_FOUND_MESSAGE,
  occurrenceQuerySchema,
} from '@parish/shared-types';
import { type z } from 'zod';
import { todayIn } from '../../../lib/dates';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { checkInResultJson, eventRosterJson } from './json';
import { checkIn, eventRoster, undoCheckIn } from './service';

const tag = 'Check-in';

export async function checkInRoutes(app: ApiApp, { db, config }: AppContext) {
  app.post(
    apiPaths.checkIn,
    docs({
      tag,
      summary: 'Check a ticket in at the door',
      description:
        'By `code` (typed or scanned from the ticket’s QR code; case, spaces and dashes ignored) or by `ticket` (its id, chosen in the roster), for the event the door screen is open on. One conditional UPDATE (… WHERE checked_in_at IS NULL) sets the time, so of simultaneous scans of one ticket exactly one succeeds; the others get 409 "Already checked in at 7:02 PM".',
      access: 'admin',
      body: checkInSchema,
      example: { event: 1, code: 'K3M9Q-7TXWA-2PZ4R-BN8CD' },
      responses: { 200: { description: 'Checked in', schema: checkInResultJson } },
      errors: {
        400: 'No ticket has this code (`fields.code`), or the code is malformed',
        409: 'Already checked in (with the time), a ticket of another event, a cancelled or unpaid booking',
      },
    }),
    async (request) => {
      const input = request.body;
      return unwrap(
        await auditedWrite(
          db,
          (tx) =>
            checkIn(tx, input, { timeZone: config.timeZone, today: todayIn(config.timeZone) }),
          {
            actor: auditActor(request),
            action: 'check_in',
            entity: 'ticket',
            entityId: (result) => result.ticket_id,
          },
        ),
      );
    },
  );

  app.post<{ Params: RouteParams<typeof apiPaths.checkInUndo> }>(
    apiPaths.checkInUndo.pattern,
    docs({
      tag,
      summary: 'Undo a ticket’s check-in',
      access: 'admin',
      responses: { 200: { description: 'No longer checked in', schema: checkInResultJson } },
      errors: { 409: 'The ticket is not checked in' },
    }),
    async (request) => {
      const ticketId = parseId(request.params.ticketId, CHECK_IN_CODE_UNKNOWN_MESSAGE);
      return unwrap(
        await auditedWrite(db, (tx) => undoCheckIn(tx, ticketId), {
          actor: auditActor(request),
          action: 'undo_check_in',
          entity: 'ticket',
          entityId: ticketId,
        }),
      );
    },
  );

  app.get<{
    Params: RouteParams<typeof apiPaths.eventRoster>;
    Querystring: z.output<typeof occurrenceQuerySchema>;
  }>(
    apiPaths.eventRoster.pattern,
    docs({
      tag,
      summary: 'An event’s roster',
      description:
        'Every ticket of its confirmed bookings (ticket number, name, booker, check-in time), in booking order, and the totals: booked, checked in, seats left. For a repeating event, one occurrence’s: `?occurrence=YYYY-MM-DD`, or the next one from today.',
      access: 'admin',
      query: {
        schema: occurrenceQuerySchema,
        describe: { occurrence: 'One date of a repeating event, YYYY-MM-DD' },
      },
      responses: { 200: { description: 'The roster', schema: eventRosterJson } },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const eventId = parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE);
      const { occurrence } = request.query;
      return unwrap(
        await eventRoster(db, eventId, {
          occurrence: occurrence ?? null,
          today: todayIn(config.timeZone),
        }),
      );
    },
  );
}
