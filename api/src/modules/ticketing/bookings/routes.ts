import { auditActor, auditedWrite } from '../../platform';
import {
  apiPaths,
  bookingCancellationSchema,
  bookingInputSchema,
  officeCancellationSchema,
  bookingLookupQuerySchema,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { requestLanguage } from '../../../http/language';
import { abuseLimitedRoute, limitBookedSeats, limitPerEmail } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import type { RouteParams } from '../../../http/validation';
import { todayIn } from '../../../lib/dates';
import { docs } from '../../../openapi/registry';
import { bookingJson } from './json';
import { offerTermsAt } from '../waitlist/worker';
import {
  cancelBookingAsOffice,
  cancelOwnBooking,
  createBooking,
  getBooking,
  listBookings,
} from './service';

const tag = 'Bookings';

export async function bookingRoutes(
  app: ApiApp,
  { db, config, outbox, bookingPayments, clock }: AppContext,
) {
  const terms = () =>
    offerTermsAt(clock(), { timeZone: config.timeZone, claimHours: config.waitlist.claimHours });
  app.post(
    apiPaths.bookings,
    abuseLimitedRoute(config, 'bookings', {
      tag,
      summary: 'Book tickets for an event',
      description:
        'Seats are taken in one transaction and can never be oversold. The total is computed by the server; `total_price` and `paid` sent by the client are ignored. A free booking is `confirmed` at once; a paid one starts `pending`, holding its seats for BOOKING_HOLD_MINUTES (15) until its payment completes (see the Payments calls), and is `cancelled` with its seats released if the payment fails, is cancelled or does not complete in time. At most BOOKING_RATE_LIMIT_MAX (8) bookings an hour per address and per booker e-mail (the first ticket’s), at most BOOKED_SEATS_RATE_LIMIT_MAX (16) seats asked for an hour per address and per booker e-mail, and PENDING_HOLDS_PER_EMAIL_MAX (2) bookings of one event waiting for payment per booker e-mail; then 429.',
      access: 'public',
      body: bookingInputSchema,
      example: {
        event: 1,
        number_of_tickets: 1,
        payment_method: 'card',
        tickets: [{ name: 'Ann Lee', email: 'ann@example.org', phone_number: '555-0100' }],
      },
      responses: { 201: { description: 'Booked', schema: bookingJson } },
      errors: { 409: 'Not enough seats left' },
    }),
    async (request, reply) => {
      const input = request.body;
      const [booker] = input.tickets;
      if (booker) await limitPerEmail(db, reply, config.abuseLimits, 'bookings', booker.email);
      await limitBookedSeats(db, reply, config.abuseLimits, {
        address: request.ip,
        email: booker?.email,
        seats: input.number_of_tickets,
      });
      const booking = await createBooking(db, outbox, bookingPayments, input, {
        today: todayIn(config.timeZone),
        holdMinutes: config.payments.bookingHoldMinutes,
        pendingHoldsPerEmail: config.abuseLimits.pendingHoldsPerEmail,
        terms: terms(),
        // Its mails are written in the language of the page it was made on.
        language: requestLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send(unwrap(booking));
    },
  );

  app.get<{
    Params: RouteParams<typeof apiPaths.booking>;
    Querystring: z.output<typeof bookingLookupQuerySchema>;
  }>(
    apiPaths.booking.pattern,
    docs({
      tag,
      summary: 'Look up a booking by its id',
      description:
        "By its id alone: the attendees' names, with their e-mail addresses and phone numbers masked (`m•••@example.org`, `•••-•••-1234`) and no ticket codes. With `?token=` one of the booking's manage tokens (from the booking mail's link, or the answer that made it), until BOOKING_LINK_DAYS_AFTER_EVENT (30) days after the booked date: everything, the ticket codes and that token too.",
      access: 'public',
      query: {
        schema: bookingLookupQuerySchema,
        describe: { token: 'The booking’s manage token, from the booking mail’s link' },
      },
      responses: { 200: { description: 'The booking', schema: bookingJson } },
    }),
    async (request, reply) => {
      // A booking id is a bearer secret of sorts: keep shared caches from storing the answer.
      reply.header('cache-control', 'private, no-store');
      const { token } = request.query;
      return unwrap(
        await getBooking(db, bookingPayments, request.params.bookingId, token, {
          today: todayIn(config.timeZone),
          linkDaysAfterEvent: config.bookingLinkDaysAfterEvent,
        }),
      );
    },
  );

  app.post<{
    Params: RouteParams<typeof apiPaths.bookingCancellation>;
    Body: z.output<typeof bookingCancellationSchema>;
  }>(
    apiPaths.bookingCancellation.pattern,
    docs({
      tag,
      summary: 'Cancel your own booking',
      description:
        "The visitor gives the booking's private manage token (`token`), which only the booking mail's manage link carries. In one transaction the booking becomes `cancelled` and its seats go back to the event; a payment still under way is cancelled, and a completed one is kept and marked for refund (`refund_requested_at`, on the booking and in the payments list), never dropped. A booking of an event already past cannot be cancelled.",
      access: 'public',
      body: bookingCancellationSchema,
      example: { token: 'kq3…' },
      responses: { 200: { description: 'The cancelled booking', schema: bookingJson } },
      errors: {
        400: 'No manage token, or not this booking’s (`fields.token`)',
        409: 'The booking is already cancelled, or its event has already taken place',
      },
    }),
    async (request, reply) => {
      const input = request.body;
      reply.header('cache-control', 'private, no-store');
      return unwrap(
        await cancelOwnBooking(db, outbox, bookingPayments, request.params.bookingId, input, {
          today: todayIn(config.timeZone),
          linkDaysAfterEvent: config.bookingLinkDaysAfterEvent,
          terms: terms(),
        }),
      );
    },
  );

  app.post<{
    Params: RouteParams<typeof apiPaths.bookingOfficeCancellation>;
    Body: z.output<typeof officeCancellationSchema>;
  }>(
    apiPaths.bookingOfficeCancellation.pattern,
    docs({
      tag,
      summary: 'Cancel a booking as the parish office',
      description:
        "With a `reason` and whether the refund of what was paid is `requested` or `done`. In one transaction the booking becomes `cancelled`, its seats go back (and on to the event's waitlist), a payment under way is cancelled and a completed one is marked for refund; the booker is mailed the reason. A payment landing later never brings the booking back.",
      access: 'admin',
      body: officeCancellationSchema,
      example: { reason: 'The concert is moved to a smaller hall.', refund: 'requested' },
      responses: { 200: { description: 'The cancelled booking', schema: bookingJson } },
      errors: { 404: 'No such booking', 409: 'The booking is already cancelled' },
    }),
    async (request) => {
      const input = request.body;
      const { bookingId } = request.params;
      return unwrap(
        await auditedWrite(
          db,
          (tx) =>
            cancelBookingAsOffice(tx, outbox, bookingPayments, bookingId, input, {
              terms: terms(),
            }),
          {
            actor: auditActor(request),
            action: 'office_cancel',
            entity: 'booking',
            entityId: bookingId,
            after: (booking) => ({ ...booking, office_reason: input.reason, refund: input.refund }),
          },
        ),
      );
    },
  );

  app.get(
    apiPaths.bookings,
    docs({
      tag,
      summary: 'List bookings',
      description: 'Newest first, every status, with the event name and the tickets.',
      access: 'admin',
      responses: { 200: { description: 'Every booking', schema: z.array(bookingJson) } },
    }),
    async () => listBookings(db, bookingPayments),
  );
}
