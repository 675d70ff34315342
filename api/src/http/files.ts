import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../storage';
import { HttpError } from './errors';

export const FILE_NOT_FOUND_MESSAGE = 'File not found';

/**
 * Sends a stored file with headers that keep it inert: the type its bytes
 * were checked to be, `nosniff`, and anything that is not an image as a
 * download in a sandbox, so no uploaded file can run as a page of this site.
 * Public files never change under their random name, so caches may keep them.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: { visibility: 'public' | 'private' },
) {
  const file = await storage.open(key);
  if (!file) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
  reply
    .header('content-type', file.type.contentType)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header(
      'cache-control',
      options.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    );
  if (!file.type.image) {
    const name = key.split('/').pop() ?? `file.${file.type.extension}`;
    reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox");
  }
  return reply.send(file.stream);
}
