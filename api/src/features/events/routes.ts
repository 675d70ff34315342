import { EVENT_NOT_FOUND_MESSAGE, eventInputSchema, eventPatchSchema } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { fieldError } from '../../http/errors';
import { parseBody, parseId } from '../../http/validation';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './repository';

interface IdParams {
  id: string;
}

export async function eventRoutes(app: FastifyInstance, { db, requireAdmin }: AppContext) {
  app.get('/api/events/', async () => listEvents(db));

  app.get<{ Params: IdParams }>('/api/events/:id/', async (request) =>
    getEvent(db, parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE)),
  );

  app.post('/api/events/', { preHandler: requireAdmin }, async (request, reply) => {
    const input = parseBody(eventInputSchema, request.body);
    return reply.status(201).send(await createEvent(db, input));
  });

  app.patch<{ Params: IdParams }>(
    '/api/events/:id/',
    { preHandler: requireAdmin },
    async (request) => {
      const id = parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE);
      const patch = parseBody(eventPatchSchema, request.body);
      if (Object.values(patch).every((value) => value === undefined)) {
        throw fieldError(400, 'body', 'Send at least one field to change.');
      }
      return updateEvent(db, id, patch);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/events/:id/',
    { preHandler: requireAdmin },
    async (request, reply) => {
      await deleteEvent(db, parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE));
      return reply.status(204).send();
    },
  );
}
