import type { FastifyServerOptions } from 'fastify';
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

/**
 * One line per request (fastify logs its arrival and its answer with status
 * and time) as JSON on standard output, or nothing with LOG_LEVEL=silent.
 */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
