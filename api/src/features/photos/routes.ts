import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { fieldError, HttpError } from '../../http/errors';
import { sendStoredFile } from '../../http/files';
import { readMultipartForm } from '../../http/multipart';
import { parseId } from '../../http/validation';
import { docs } from '../../openapi/registry';
import { photoJson } from '../../openapi/schemas';
import { describeTypes, IMAGE_TYPES, saveWithRecord } from '../../storage';
import { deletePhoto, insertPhoto, listPhotos } from './repository';

export const PHOTO_REQUIRED_MESSAGE = 'Please select a photo to upload';
export const PHOTO_WRONG_TYPE_MESSAGE = `Please choose an image file (${describeTypes(IMAGE_TYPES)}).`;
export const PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';
export const PHOTOS_URL = '/api/uploads/photos/';

const tag = 'Photos';

export async function photoRoutes(app: FastifyInstance, { db, config, storage }: AppContext) {
  app.get(
    '/api/media/photos/',
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
    '/api/media/photos/',
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

      const photo = await saveWithRecord(storage, { area: 'photos', ...file }, (storageKey, name) =>
        insertPhoto(db, {
          url: `${PHOTOS_URL}${name}`,
          filename: file.filename,
          storageKey,
          contentType: file.type.contentType,
          sizeBytes: file.data.length,
        }),
      );
      return reply.status(201).send(photo);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/media/photos/:id/',
    docs({
      tag,
      summary: 'Delete a photo and its file',
      access: 'admin',
      responses: { 204: { description: 'Deleted' } },
    }),
    async (request, reply) => {
      const storageKey = await deletePhoto(db, parseId(request.params.id, PHOTO_NOT_FOUND_MESSAGE));
      if (!storageKey) throw new HttpError(404, PHOTO_NOT_FOUND_MESSAGE);
      await storage.remove(storageKey);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: { name: string } }>(
    `${PHOTOS_URL}:name`,
    docs({
      tag,
      summary: 'A photo’s image file',
      description: 'Cached as immutable: a file never changes under its name.',
      access: 'public',
      responses: { 200: { description: 'The image', contentType: 'image/*' } },
    }),
    async (request, reply) =>
      sendStoredFile(reply, storage, `photos/${request.params.name}`, { visibility: 'public' }),
  );
}
