import { apiPaths, ministryInterestInputSchema, receivedSearchSchema } from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { publicFormRoute } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import { docs } from '../../../openapi/registry';
import { ministryInterestJson } from './json';
import { listMinistryInterests, receiveMinistryInterest } from './service';

const tag = 'Ministry interest';

export async function ministryInterestRoutes(app: ApiApp, { db, config, outbox }: AppContext) {
  app.post(
    apiPaths.ministryInterests,
    publicFormRoute(config, {
      tag,
      summary: "Send the Ministries page's 'Get Involved' form",
      description:
        'Name, e-mail and ministry (its id) are required; phone and message are optional. A ministry that does not exist is a 400 on `ministry`.',
      access: 'public',
      body: ministryInterestInputSchema,
      example: {
        name: 'Joan Rivera',
        email: 'joan@example.org',
        phone: '555-0123',
        ministry: 1,
        message: 'I would love to sing again.',
      },
      responses: { 201: { description: 'Received', schema: ministryInterestJson } },
    }),
    async (request, reply) => {
      const input = request.body;
      return reply.status(201).send(unwrap(await receiveMinistryInterest(db, outbox, input)));
    },
  );

  app.get(
    apiPaths.ministryInterests,
    docs({
      tag,
      summary: 'List ministry interests',
      description: 'Newest first; `from` keeps what arrived on that UTC day or later.',
      access: 'admin',
      query: { schema: receivedSearchSchema, describe: { from: 'First day, YYYY-MM-DD' } },
      responses: {
        200: { description: 'Every interest', schema: z.array(ministryInterestJson) },
      },
    }),
    async (request) => listMinistryInterests(db, request.query),
  );
}
