import { EVENT_NOT_FOUND_MESSAGE, eventInputSchema, eventPatchSchema } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { parseBody, parseId, requireChanges } from '../../http/validation';
import { docs } from '../../openapi/registry';
import { eventJson } from '../../openapi/schemas';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './repository';

interface IdParams {
  id: string;
}

const tag = 'Events';
const oneEvent = { description: 'The event', schema: eventJson };
const example = {
  title: 'Parish Supper',
  description: 'A shared meal in the parish hall.',
  date: '2099-06-01',
  time: '18:30',
  location: 'Parish Hall',
  price: 12.5,
  max_attendees: 80,
  image: '/api/static/seed/food-drive.svg',
};

export async function eventRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get(
    '/api/events/',
    docs({
      tag,
      summary: 'List events',
      description: 'Soonest first (by date, then time), past events included.',
      access: 'public',
      responses: { 200: { description: 'Every event', schema: z.array(eventJson) } },
    }),
    async () => listEvents(db),
  );

  app.get<{ Params: IdParams }>(
    '/api/events/:id/',
    docs({ tag, summary: 'Get one event', access: 'public', responses: { 200: oneEvent } }),
    async (request) => getEvent(db, parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE)),
  );

  app.post(
    '/api/events/',
    docs({
      tag,
      summary: 'Add an event',
      access: 'admin',
      body: eventInputSchema,
      example,
      responses: { 201: oneEvent },
    }),
    async (request, reply) => {
      const input = parseBody(eventInputSchema, request.body);
      return reply.status(201).send(await createEvent(db, input));
    },
  );

  app.patch<{ Params: IdParams }>(
    '/api/events/:id/',
    docs({
      tag,
      summary: "Change some of an event's fields",
      description: '`max_attendees` cannot go below the seats already booked.',
      access: 'admin',
      body: eventPatchSchema,
      example: { title: 'Parish Supper and Quiz', max_attendees: 90 },
      responses: { 200: oneEvent },
    }),
    async (request) => {
      const id = parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE);
      const patch = parseBody(eventPatchSchema, request.body);
      requireChanges(patch);
      return updateEvent(db, id, patch);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/events/:id/',
    docs({
      tag,
      summary: 'Delete an event',
      access: 'admin',
      responses: { 204: { description: 'Deleted' } },
      errors: { 409: 'The event has pending or confirmed bookings' },
    }),
    async (request, reply) => {
      await deleteEvent(db, parseId(request.params.id, EVENT_NOT_FOUND_MESSAGE));
      return reply.status(204).send();
    },
  );
}
