import {
  apiPaths,
  newsletterTopicSchema,
  TOPIC_NOT_FOUND_MESSAGE,
  type NewsletterTopicInput,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { HttpError } from '../../../http/errors';
import { unwrap } from '../../../http/results';
import { matchingBodyId, parseId } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { auditActor } from '../../platform';
import { newsletterTopicJson } from './json';
import { createTopic, findTopic, listTopics, updateTopic } from './service';

const tag = 'Newsletter';
const example: NewsletterTopicInput = {
  name: 'Youth',
  name_es: 'Jóvenes',
  description: 'Retreats, service days and the youth group’s evenings.',
  description_es: 'Retiros, días de servicio y las reuniones del grupo de jóvenes.',
  position: 3,
  retired: false,
};
const idOf = (params: unknown) => parseId((params as { id: string }).id, TOPIC_NOT_FOUND_MESSAGE);
const one = { description: 'The topic', schema: newsletterTopicJson };

/** The topics: offered ones for everyone, every one for the office, added and changed by it. */
export async function newsletterTopicRoutes(app: ApiApp, { db }: AppContext) {
  app.get(
    apiPaths.newsletterTopics,
    docs({
      tag,
      summary: 'The topics offered',
      description:
        "What the subscribe form and the preference page offer, in the office's order; retired topics are left out.",
      access: 'public',
      responses: {
        200: { description: 'Every topic offered', schema: z.array(newsletterTopicJson) },
      },
    }),
    async () => listTopics(db, true),
  );

  app.get(
    apiPaths.newsletterTopicsAll,
    docs({
      tag,
      summary: 'Every topic',
      description: "The office's list: offered and retired topics, in the office's order.",
      access: 'admin',
      responses: { 200: { description: 'Every topic', schema: z.array(newsletterTopicJson) } },
    }),
    async () => listTopics(db, false),
  );

  app.get(
    apiPaths.newsletterTopic.pattern,
    docs({ tag, summary: 'One topic', access: 'public', responses: { 200: one } }),
    async (request) => {
      const topic = await findTopic(db, idOf(request.params));
      if (!topic) throw new HttpError(404, TOPIC_NOT_FOUND_MESSAGE);
      return topic;
    },
  );

  app.post(
    apiPaths.newsletterTopics,
    docs({
      tag,
      summary: 'Add a topic',
      description: 'Offered on the subscribe form and the preference page unless retired. Audited.',
      access: 'admin',
      body: newsletterTopicSchema,
      example,
      responses: { 201: one },
    }),
    async (request, reply) => {
      const created = await createTopic(db, auditActor(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    apiPaths.newsletterTopic.pattern,
    {
      ...docs({
        tag,
        summary: "Replace a topic's fields",
        description:
          'Retiring a topic (`retired: true`) keeps its subscribers and takes it off the forms; setting it back offers it again to the same people. Audited.',
        access: 'admin',
        body: newsletterTopicSchema,
        example,
        responses: { 200: one },
      }),
      preValidation: matchingBodyId(idOf),
    },
    async (request) =>
      unwrap(await updateTopic(db, auditActor(request), idOf(request.params), request.body)),
  );
}
