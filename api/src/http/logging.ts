import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Headers that must never reach a log: session cookies and any credentials.
 * Fastify's request serializer logs no headers today; the redaction keeps it
 * so if a serializer or a `request.log` call ever adds them.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

export const REDACTED = '[redacted]';
/** Query parameters that carry a link's secret (`?token=`, a waitlist offer's `?claim=`). */
const SECRET_QUERY_PARAM = /token|claim/i;
/** Route parameters that do (`/api/waitlist/:entryToken/`). */
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
  if (rawQuery === undefined) return pathname;
  const query = rawQuery
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2);
      return value !== undefined && SECRET_QUERY_PARAM.test(safeDecode(name))
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's own request serializer, with the URL's secrets taken out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
