import { bookingInputSchema } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { parseBody } from '../../http/validation';
import { todayIn } from '../../lib/dates';
import { createBooking, getBooking } from './service';

export async function bookingRoutes(app: FastifyInstance, { db, config }: AppContext) {
  app.post('/api/bookings/', async (request, reply) => {
    const input = parseBody(bookingInputSchema, request.body);
    const booking = await createBooking(db, input, { today: todayIn(config.timeZone) });
    return reply.status(201).send(booking);
  });

  app.get<{ Params: { bookingId: string } }>(
    '/api/bookings/:bookingId/',
    async (request, reply) => {
      // A booking id is a bearer secret of sorts: keep shared caches from storing the answer.
      reply.header('cache-control', 'private, no-store');
      return getBooking(db, request.params.bookingId);
    },
  );
}
