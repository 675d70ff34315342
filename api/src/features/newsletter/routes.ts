import { apiPaths, newsletterInputSchema } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { parseBody } from '../../http/validation';
import { docs } from '../../openapi/registry';
import { newsletterSubscriptionJson } from '../../openapi/schemas';
import { listSubscribers, subscribe } from './service';

const tag = 'Newsletter';

export async function newsletterRoutes(app: FastifyInstance, { db }: AppContext) {
  app.post(
    apiPaths.newsletter,
    docs({
      tag,
      summary: 'Subscribe an e-mail address to the newsletter',
      description: 'Stored once, case-insensitively. Subscribing again is not an error (200).',
      access: 'public',
      body: newsletterInputSchema,
      example: { email: 'parishioner@example.org' },
      responses: {
        201: { description: 'Subscribed', schema: newsletterSubscriptionJson },
        200: { description: 'Was already subscribed', schema: newsletterSubscriptionJson },
      },
    }),
    async (request, reply) => {
      const { email } = parseBody(newsletterInputSchema, request.body);
      const { subscription, created } = await subscribe(db, email);
      return reply.status(created ? 201 : 200).send(subscription);
    },
  );

  app.get(
    apiPaths.newsletter,
    docs({
      tag,
      summary: 'List subscribers',
      description: 'Newest first.',
      access: 'admin',
      responses: {
        200: { description: 'Every subscriber', schema: z.array(newsletterSubscriptionJson) },
      },
    }),
    async () => listSubscribers(db),
  );
}
