import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Headers that must never reach a log: session cookies and any credentials.
 * Fastify's request serializer logs no headers; the redaction keeps it so
 * if a serializer or a `request.log` call ever adds them.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

/** Query parameters that carry a link's secret (`?token=`, a waitlist offer's `?claim=`). */
const SECRET_QUERY_PARAM = /token|claim/i;

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A URL's query with the value of every secret parameter replaced by `[redacted]`. */
export function redactedQuery(rawQuery: string): string {
  return rawQuery
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2);
      return value !== undefined && SECRET_QUERY_PARAM.test(safeDecode(name))
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
}

/** The levels `LOG_LEVEL` may name (pino's, and `silent` for none). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fastify's logger options: one JSON line per request (pino: its arrival,
 * and its answer with status and time), or nothing at `silent`. Each line
 * shows the request's URL as `url` makes it (without its secrets), and no
 * header of `redactedPaths` is ever written.
 */
export function loggerOptions(
  level: LogLevel,
  options: {
    url: (request: FastifyRequest) => string;
    redactedPaths?: readonly string[];
    stream?: NodeJS.WritableStream;
  },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: [...(options.redactedPaths ?? REDACTED_PATHS)], censor: REDACTED },
    serializers: {
      // Fastify's own request serializer, with the URL's secrets taken out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: options.url(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
