/**
 * Headers on every answer of the API, whatever produced it (a route, the
 * not-found handler, an error, a plugin):
 *
 * - @fastify/helmet's, set for a JSON API (`helmetOptions`): a policy that
 *   lets an answer load, run or frame nothing, no framing, no referrer, and
 *   HSTS on an https site;
 * - `X-Content-Type-Options: nosniff`, so a browser never runs an answer
 *   as something other than its declared type;
 * - an ETag on successful JSON reads, so a browser that has the answer
 *   revalidates it and gets an empty 304 when nothing changed.
 */
import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** A year, the usual HSTS lifetime: browsers then refuse plain http to the site for that long. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Helmet for JSON answers. The few pages the API serves (its docs at
 * /api/docs, the sandbox's checkout) and stored files set a policy of their
 * own, which replaces this one; the rest of helmet's headers stay.
 * Cross-Origin-Resource-Policy is `same-site`: the site's pages show the
 * API's images and audio from its own origin, or from PUBLIC_API_BASE_URL
 * on a sibling host.
 */
export function helmetOptions(config: Pick<Config, 'cookieSecure'>): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Not includeSubDomains: the parish's other hosts (a mail server's pages, say) are not ours to force.
    strictTransportSecurity: config.cookieSecure
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  };
}

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
