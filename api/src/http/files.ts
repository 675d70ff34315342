import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { FileStorage } from '../storage';
import { HttpError } from './errors';

export const FILE_NOT_FOUND_MESSAGE = 'File not found';
export const RANGE_NOT_SATISFIABLE_MESSAGE = 'The requested range is outside the file';

/**
 * Sends a stored file with headers that keep it inert: the type its bytes
 * were checked to be, `nosniff`, and anything that is not an image as a
 * download in a sandbox, so no uploaded file can run as a page of this site.
 * Public files never change under their random name, so caches may keep them.
 * A single `Range` is answered with 206 and only those bytes (players seek
 * in audio that way); several ranges, or a malformed header, get the whole
 * file, as RFC 9110 allows.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: { visibility: 'public' | 'private' },
) {
  const header = request.headers.range;
  let range: { start: number; end: number } | undefined;
  if (header) {
    const stat = await storage.stat(key);
    if (!stat) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
    const ranges = parseRange(stat.size, header, { combine: true });
    if (ranges === -1) {
      reply.header('content-range', `bytes */${stat.size}`);
      throw new HttpError(416, RANGE_NOT_SATISFIABLE_MESSAGE);
    }
    if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) {
      range = { start: ranges[0].start, end: ranges[0].end };
    }
  }
  const file = await storage.open(key, range);
  if (!file) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
  reply
    .header('content-type', file.type.contentType)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header(
      'cache-control',
      options.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    );
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  // Pictures and recordings are shown and played in the page; anything else is a download.
  if (!file.type.image && !file.type.contentType.startsWith('audio/')) {
    const name = key.split('/').pop() ?? `file.${file.type.extension}`;
    reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox");
  }
  return reply.send(file.stream);
}
