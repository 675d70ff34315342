import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import {
  loggerOptions as serverLoggerOptions,
  REDACTED,
  REDACTED_PATHS as SERVER_REDACTED_PATHS,
  redactedQuery,
  safeDecode,
} from '@parish/server-kit';
import type { Config } from '../config';

export { REDACTED };

/** Headers never written to a log: the servers' list, and Stripe's signature. */
export const REDACTED_PATHS = [...SERVER_REDACTED_PATHS, 'req.headers["stripe-signature"]'];

/** Route parameters that carry a link's secret (`/api/waitlist/:entryToken/`). */
const SECRET_ROUTE_PARAM = /token/i;

/**
 * The request's URL as logs may show it: the value of every secret query
 * parameter, and of every route parameter named like a token, replaced by
 * `[redacted]`. A link's token in a log line would let whoever reads the
 * logs use the link.
 */
export function loggableUrl(request: Pick<FastifyRequest, 'url' | 'params'>): string {
  const [rawPath = '', rawQuery] = request.url.split(/\?(.*)/s, 2);
  let pathname = rawPath;
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (!SECRET_ROUTE_PARAM.test(name) || typeof value !== 'string' || value === '') continue;
    pathname = pathname
      .split('/')
      .map((segment) => (segment === value || safeDecode(segment) === value ? REDACTED : segment))
      .join('/');
  }
  return rawQuery === undefined ? pathname : `${pathname}?${redactedQuery(rawQuery)}`;
}

/**
 * One line per request (fastify logs its arrival and its answer with status
 * and time) as JSON on standard output, or nothing with LOG_LEVEL=silent.
 * The request's URL is logged without its secrets (`loggableUrl`).
 */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return serverLoggerOptions(level, {
    url: loggableUrl,
    redactedPaths: REDACTED_PATHS,
    ...(stream ? { stream } : {}),
  });
}
