import { auditActor, auditedWrite, recordWith } from '../../platform';
import {
  apiPaths,
  PHOTO_REQUIRED_MESSAGE,
  PHOTO_WRONG_TYPE_MESSAGE,
  type Photo,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { HttpError } from '../../../http/errors';
import { RANGE_NOT_SATISFIABLE_MESSAGE, sendStoredFile } from '../../../http/files';
import { readOneFile } from '../../../http/multipart';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { photoJson } from './json';
import { describeTypes, IMAGE_TYPES } from '../../../storage';
import {
  addPhoto,
  deletePhoto,
  findPhoto,
  isTrashedPhotoFile,
  listPhotos,
  PHOTO_NOT_FOUND_MESSAGE,
} from './service';

// The messages live in shared-types, so the upload form says the same.

const tag = 'Photos';

export async function photoRoutes(app: ApiApp, { db, config, storage }: AppContext) {
  app.get(
    apiPaths.photos,
    docs({
      tag,
      summary: 'List photos',
      description: 'Newest first.',
      access: 'public',
      responses: { 200: { description: 'Every photo', schema: z.array(photoJson) } },
    }),
    async () => listPhotos(db),
  );

  app.post(
    apiPaths.photos,
    docs({
      tag,
      summary: 'Upload a photo',
      description: `Multipart with the image in field \`file\`: ${describeTypes(IMAGE_TYPES)}, judged by its content, at most ${config.uploads.maxBytes / (1024 * 1024)} MB. Served back at the answer's \`url\`.`,
      access: 'admin',
      multipart: { file: { description: 'The image', file: true, required: true } },
      responses: { 201: { description: 'Uploaded', schema: photoJson } },
      errors: { 403: 'Sent from a page outside the parish site (see Origin)' },
    }),
    async (request, reply) => {
      const file = await readOneFile(request, {
        accept: IMAGE_TYPES,
        wrongTypeMessage: PHOTO_WRONG_TYPE_MESSAGE,
        requiredMessage: PHOTO_REQUIRED_MESSAGE,
        maxFileBytes: config.uploads.maxBytes,
      });
      const photo = await addPhoto(
        db,
        storage,
        file,
        recordWith<Photo>({
          actor: auditActor(request),
          action: 'create',
          entity: 'photo',
          entityId: (added) => added.id,
        }),
      );
      return reply.status(201).send(photo);
    },
  );

  app.delete<{ Params: RouteParams<typeof apiPaths.photo> }>(
    apiPaths.photo.pattern,
    docs({
      tag,
      summary: 'Move a photo to the trash',
      description:
        'It leaves the gallery at once; its file is deleted when the trash is purged, 30 days on, unless it is restored.',
      access: 'admin',
      responses: { 204: { description: 'Deleted' } },
    }),
    async (request, reply) => {
      const id = parseId(request.params.id, PHOTO_NOT_FOUND_MESSAGE);
      unwrap(
        await auditedWrite(db, (tx) => deletePhoto(tx, id), {
          actor: auditActor(request),
          action: 'delete',
          entity: 'photo',
          entityId: id,
          before: (tx) => findPhoto(tx, id),
        }),
      );
      return reply.status(204).send();
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.photoFile> }>(
    apiPaths.photoFile.pattern,
    docs({
      tag,
      summary: 'A photo’s image file',
      description:
        'Cached as immutable: a file never changes under its name. A single byte `Range` is answered with 206.',
      access: 'public',
      responses: {
        200: { description: 'The image', contentType: 'image/*' },
        206: { description: 'The bytes of the requested range', contentType: 'image/*' },
      },
      errors: { 416: RANGE_NOT_SATISFIABLE_MESSAGE },
    }),
    async (request, reply) => {
      const key = `photos/${request.params.name}`;
      // A photo in the trash is off the site at once, its file included, until restored.
      if (await isTrashedPhotoFile(db, key)) throw new HttpError(404, PHOTO_NOT_FOUND_MESSAGE);
      return sendStoredFile(request, reply, storage, key, { visibility: 'public' });
    },
  );
}
