import { auditActor, recordAudit } from '../../platform';
import {
  type Language,
  type Sermon,
  apiPaths,
  DEFAULT_LANGUAGE,
  isLanguage,
  SERMON_AUDIO_REQUIRED_MESSAGE,
  SERMON_AUDIO_WRONG_TYPE_MESSAGE,
  SERMON_NOT_FOUND_MESSAGE,
  sermonInputSchema,
} from '@parish/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Executor } from '../../../db';
import type { ApiApp, AppContext } from '../../../http/context';
import { NOT_FOUND_MESSAGE } from '../../../http/errors';
import { RANGE_NOT_SATISFIABLE_MESSAGE, sendStoredFile } from '../../../http/files';
import { readOneFile } from '../../../http/multipart';
import { registerResourceRoutes } from '../resources/routes';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { sermonJson } from './json';
import { sermons } from '../tables';
import { AUDIO_TYPES, describeTypes } from '../../../storage';
import { getContact } from '../parish/service';
import { podcastFeed } from './feed';
import { listSermonRows, SERMON_ORDER } from './repository';
import {
  deleteSermon,
  removeSermonAudio,
  sermonColumns,
  toSermonJson,
  uploadSermonAudio,
} from './service';

const tag = 'Sermons';

const example = {
  title: 'The Good Shepherd Knows His Own',
  preacher: 'Fr. Michael Andrews',
  date: '2026-04-26',
  scripture: 'John 10:11–18',
  description: 'On being known and loved by name.',
  image: '/api/static/seed/sunday-liturgy.svg',
  audio_url: null,
  video_url: null,
  title_es: 'El Buen Pastor conoce a los suyos',
  description_es: 'Sobre ser conocidos y amados por nuestro nombre.',
};

/** The audit row of a recording uploaded or removed, written in the change's transaction. */
function recordAudio(request: FastifyRequest, id: number, action: string) {
  return (tx: Executor, { before, after }: { before: Sermon; after: Sermon }) =>
    recordAudit(tx, {
      actor: auditActor(request),
      action,
      entity: 'sermon',
      entityId: id,
      before,
      after,
    });
}

export async function sermonRoutes(app: ApiApp, { db, config, storage }: AppContext) {
  const audioMaxBytes = config.uploads.audioMaxBytes;
  registerResourceRoutes(app, db, {
    table: sermons,
    paths: { collection: apiPaths.sermons, one: apiPaths.sermon },
    tag,
    names: { one: 'sermon', many: 'sermons' },
    notFoundMessage: SERMON_NOT_FOUND_MESSAGE,
    json: sermonJson,
    toJson: toSermonJson,
    orderBy: SERMON_ORDER,
    create: { schema: sermonInputSchema, example, toColumns: sermonColumns },
    update: { method: 'PUT', schema: sermonInputSchema, example, toColumns: sermonColumns },
    remove: (database, id, record) => deleteSermon(database, storage, id, record),
  });

  app.post<{ Params: RouteParams<typeof apiPaths.sermonAudio> }>(
    apiPaths.sermonAudio.pattern,
    docs({
      tag,
      summary: "Upload a sermon's recording",
      description: `Multipart with the recording in field \`file\`: ${describeTypes(AUDIO_TYPES)}, judged by its content, at most ${audioMaxBytes / (1024 * 1024)} MB. Replaces the recording the sermon had.`,
      access: 'admin',
      multipart: { file: { description: 'The recording', file: true, required: true } },
      responses: { 200: { description: 'The sermon with its recording', schema: sermonJson } },
      errors: { 403: 'Sent from a page outside the parish site (see Origin)' },
    }),
    async (request) => {
      const id = parseId(request.params.id, SERMON_NOT_FOUND_MESSAGE);
      const file = await readOneFile(request, {
        accept: AUDIO_TYPES,
        wrongTypeMessage: SERMON_AUDIO_WRONG_TYPE_MESSAGE,
        requiredMessage: SERMON_AUDIO_REQUIRED_MESSAGE,
        maxFileBytes: audioMaxBytes,
      });
      return unwrap(
        await uploadSermonAudio(db, storage, id, file, recordAudio(request, id, 'upload_audio')),
      );
    },
  );

  app.delete<{ Params: RouteParams<typeof apiPaths.sermonAudio> }>(
    apiPaths.sermonAudio.pattern,
    docs({
      tag,
      summary: "Remove a sermon's uploaded recording",
      description: 'A linked recording (`audio_url`) stays.',
      access: 'admin',
      responses: { 200: { description: 'The sermon', schema: sermonJson } },
    }),
    async (request) => {
      const id = parseId(request.params.id, SERMON_NOT_FOUND_MESSAGE);
      return unwrap(
        await removeSermonAudio(db, storage, id, recordAudio(request, id, 'remove_audio')),
      );
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.audioFile> }>(
    apiPaths.audioFile.pattern,
    docs({
      tag,
      summary: 'A sermon’s recording',
      description:
        'Cached as immutable: a file never changes under its name. A single byte `Range` is answered with 206, so players can seek.',
      access: 'public',
      responses: {
        200: { description: 'The recording', contentType: 'audio/*' },
        206: { description: 'The bytes of the requested range', contentType: 'audio/*' },
      },
      errors: { 416: RANGE_NOT_SATISFIABLE_MESSAGE },
    }),
    async (request, reply) =>
      sendStoredFile(request, reply, storage, `audio/${request.params.name}`, {
        visibility: 'public',
      }),
  );

  /** The feed in `language`, cached by podcast apps and the site's proxies for five minutes. */
  async function sendFeed(reply: FastifyReply, language: Language) {
    const list = (await listSermonRows(db)).map(toSermonJson);
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(podcastFeed(list, config.payments.siteUrl, await getContact(db), language));
  }

  app.get(
    apiPaths.podcastFeed,
    docs({
      tag,
      summary: 'The sermons as a podcast (RSS 2.0 with iTunes tags)',
      description:
        'Every sermon with a recording, newest first; enclosures carry length and type. The site serves it at /podcast.xml.',
      access: 'public',
      responses: { 200: { description: 'The feed', contentType: 'application/rss+xml' } },
    }),
    async (_request, reply) => sendFeed(reply, DEFAULT_LANGUAGE),
  );

  app.get<{ Params: RouteParams<typeof apiPaths.podcastFeedIn> }>(
    apiPaths.podcastFeedIn.pattern,
    docs({
      tag,
      summary: 'The sermons as a podcast in another language',
      description:
        'The same feed in `es`: each sermon’s Spanish title and description where the office wrote them (else the English), links to the Spanish pages, `<language>es-us</language>`. The site serves it at /es/podcast.xml. English is /api/podcast.xml; any other language is 404.',
      access: 'public',
      responses: { 200: { description: 'The feed', contentType: 'application/rss+xml' } },
      errors: { 404: NOT_FOUND_MESSAGE },
    }),
    async (request, reply) => {
      const { language } = request.params;
      // Not a language of the site (nor English, whose feed has no prefix): as any unknown address.
      if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return reply.callNotFound();
      return sendFeed(reply, language);
    },
  );
}
