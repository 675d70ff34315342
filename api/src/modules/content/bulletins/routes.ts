import { apiPaths, validate } from '@parish/shared-types';
import {
  BULLETIN_FILE_MESSAGE,
  BULLETIN_NOT_FOUND_MESSAGE,
  BULLETIN_WRONG_TYPE_MESSAGE,
  bulletinFieldsSchema,
  type Bulletin,
} from '@parish/shared-types/bulletins';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { fieldError, validationError } from '../../../http/errors';
import { sendStoredFile } from '../../../http/files';
import { readMultipartForm } from '../../../http/multipart';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { todayIn } from '../../../lib/dates';
import { docs } from '../../../openapi/registry';
import { PDF } from '../../../storage';
import { auditActor, recordWith } from '../../platform';
import { bulletinJson } from './json';
import {
  currentBulletin,
  deleteBulletin,
  listBulletins,
  publishBulletin,
  withBulletinNotice,
} from './service';

const tag = 'Bulletins';

export async function bulletinRoutes(
  app: ApiApp,
  { db, config, storage, clock, outbox }: AppContext,
) {
  app.get(
    apiPaths.bulletins,
    docs({
      tag,
      summary: 'List the weekly bulletins',
      description: 'Newest Sunday first, each with its PDF and the image of its first page.',
      access: 'public',
      responses: { 200: { description: 'Every bulletin', schema: z.array(bulletinJson) } },
    }),
    async () => listBulletins(db),
  );

  app.get(
    apiPaths.currentBulletin,
    docs({
      tag,
      summary: "This week's bulletin",
      description:
        "The newest bulletin whose Sunday is not after the parish's today (`PARISH_TIME_ZONE`): the one the home page links. `null` when there is none.",
      access: 'public',
      responses: {
        200: { description: "This week's bulletin, or null", schema: bulletinJson.nullable() },
      },
    }),
    async () => currentBulletin(db, todayIn(config.timeZone, clock())),
  );

  app.post(
    apiPaths.bulletins,
    docs({
      tag,
      summary: 'Upload a weekly bulletin',
      description: `Multipart: \`date\`, the Sunday it is for (YYYY-MM-DD; another day is 400 naming \`date\`), optional \`title\` and \`title_es\`, and the PDF in field \`file\` (judged by its content: anything else is 415 naming \`file\`; at most ${config.uploads.maxBytes / (1024 * 1024)} MB, else 413 naming \`file\`; a PDF whose first page cannot be drawn is 422 naming \`file\`). The API draws the first page as a PNG and stores it beside the PDF. One bulletin per Sunday: another for the same Sunday is 409 naming \`date\` (delete the first to replace it).`,
      access: 'admin',
      multipart: {
        date: { description: 'Required: the Sunday, YYYY-MM-DD', required: true },
        title: { description: 'Optional, at most 200 characters' },
        title_es: { description: 'Optional: the title in Spanish' },
        mail_topic: {
          description:
            '`true`: a short campaign to the Bulletin topic (the Sunday, a link to its page) is queued with the upload',
        },
        file: { description: 'The bulletin, a PDF', file: true, required: true },
      },
      responses: { 201: { description: 'Published', schema: bulletinJson } },
      errors: {
        403: 'Sent from a page outside the parish site (see Origin)',
        409: 'There is a bulletin for this Sunday already',
        422: 'The PDF could not be read',
      },
    }),
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileFields: { file: { accept: [PDF], wrongTypeMessage: BULLETIN_WRONG_TYPE_MESSAGE } },
        maxFileBytes: config.uploads.maxBytes,
      });
      const result = validate(bulletinFieldsSchema, form.fields);
      if (!result.ok) throw validationError(result.errors);
      const file = form.files.file;
      if (!file) throw fieldError(400, 'file', BULLETIN_FILE_MESSAGE);
      const bulletin = unwrap(
        await publishBulletin(
          db,
          storage,
          result.value,
          file,
          withBulletinNotice(
            recordWith<Bulletin>({
              actor: auditActor(request),
              action: 'create',
              entity: 'bulletin',
              entityId: (added) => added.id,
            }),
            result.value.mail_topic
              ? { actor: auditActor(request), siteUrl: outbox.siteUrl }
              : null,
          ),
        ),
      );
      return reply.status(201).send(bulletin);
    },
  );

  app.delete<{ Params: RouteParams<typeof apiPaths.bulletin> }>(
    apiPaths.bulletin.pattern,
    docs({
      tag,
      summary: 'Delete a bulletin',
      description:
        'For good: it leaves the site at once, and its PDF and image are removed. Its Sunday is then free for another upload.',
      access: 'admin',
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: BULLETIN_NOT_FOUND_MESSAGE },
    }),
    async (request, reply) => {
      const id = parseId(request.params.id, BULLETIN_NOT_FOUND_MESSAGE);
      unwrap(await deleteBulletin(db, storage, auditActor(request), id));
      return reply.status(204).send();
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.bulletinFile> }>(
    apiPaths.bulletinFile.pattern,
    docs({
      tag,
      summary: "A bulletin's PDF or first-page image",
      description:
        'The PDF as a download, the PNG as an image. Cached as immutable: a file never changes under its name.',
      access: 'public',
      responses: {
        200: { description: 'The file', contentType: 'application/pdf' },
        206: { description: 'The bytes of the requested range', contentType: 'application/pdf' },
      },
    }),
    async (request, reply) =>
      sendStoredFile(request, reply, storage, `bulletins/${request.params.name}`, {
        visibility: 'public',
      }),
  );
}
