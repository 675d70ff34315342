/**
 * Headers on every answer of the API, whatever produced it (a route, the
 * not-found handler, an error, a plugin):
 *
 * - `X-Content-Type-Options: nosniff`, so a browser never runs an answer
 *   as something other than its declared type;
 * - an ETag on successful JSON reads, so a browser that has the answer
 *   revalidates it and gets an empty 304 when nothing changed.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function isJsonRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    /^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))
  );
}

export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!isJsonRead(request, reply, payload) || reply.hasHeader('etag')) return payload;
    const etag = etagOf(payload as string | Buffer);
    reply.header('etag', etag);
    if (!matches(request, etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}
