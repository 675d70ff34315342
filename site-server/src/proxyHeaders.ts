/**
 * Who the client is, as the site server tells the API: fastify's proxy
 * trust for TRUSTED_PROXIES, and the X-Forwarded-* an `/api` request goes
 * on with.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from './observability';
import type { TrustedProxies } from './siteConfig';

/** Fastify's `trustProxy` for TRUSTED_PROXIES: a number trusts that many hops nearest this server. */
export function trustOf(trusted: TrustedProxies) {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

/**
 * The headers an `/api` request goes on with: the client as this server
 * found it (its socket, or what a trusted proxy said), in place of whatever
 * X-Forwarded-* or Forwarded the client sent. The API believes these from
 * its own site server only (its TRUST_PROXY), so a client cannot pass
 * itself off as another address, and every visitor is not 127.0.0.1.
 */
export function forwardedFor(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host' | 'id'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !name.startsWith('x-forwarded-') && name !== 'forwarded' && name !== 'x-real-ip',
    ),
  );
  return {
    ...kept,
    // The API logs the request under this server's id for it (observability.ts).
    [REQUEST_ID_HEADER]: request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}
