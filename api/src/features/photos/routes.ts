import { apiPaths, PHOTO_REQUIRED_MESSAGE, PHOTO_WRONG_TYPE_MESSAGE } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { fieldError } from '../../http/errors';
import { RANGE_NOT_SATISFIABLE_MESSAGE, sendStoredFile } from '../../http/files';
import { readMultipartForm } from '../../http/multipart';
import { unwrap } from '../../http/results';
import { parseId, type RouteParams } from '../../http/validation';
import { docs } from '../../openapi/registry';
import { photoJson } from '../../openapi/schemas';
import { describeTypes, IMAGE_TYPES } from '../../storage';
import { addPhoto, deletePhoto, listPhotos, PHOTO_NOT_FOUND_MESSAGE } from './service';

// The messages live in shared-types, so the upload form says the same.

const tag = 'Photos';

export async function photoRoutes(app: FastifyInstance, { db, config, storage }: AppContext) {
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
      const form = await readMultipartForm(request, {
        fileFields: { file: { accept: IMAGE_TYPES, wrongTypeMessage: PHOTO_WRONG_TYPE_MESSAGE } },
        maxFileBytes: config.uploads.maxBytes,
      });
      const file = form.files.file;
      if (!file) throw fieldError(400, 'file', PHOTO_REQUIRED_MESSAGE);
      return reply.status(201).send(await addPhoto(db, storage, file));
    },
  );

  app.delete<{ Params: RouteParams<typeof apiPaths.photo> }>(
    apiPaths.photo.pattern,
    docs({
      tag,
      summary: 'Delete a photo and its file',
      access: 'admin',
      responses: { 204: { description: 'Deleted' } },
    }),
    async (request, reply) => {
      const id = parseId(request.params.id, PHOTO_NOT_FOUND_MESSAGE);
      unwrap(await deletePhoto(db, storage, id));
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
    async (request, reply) =>
      sendStoredFile(request, reply, storage, `photos/${request.params.name}`, {
        visibility: 'public',
      }),
  );
}
