/**
 * The site server's logs and metrics (docs/observability.md):
 *
 * - one JSON line per request from fastify's own logger (pino), at
 *   LOG_LEVEL, its URL without a link's secrets and no cookie or
 *   credential ever written;
 * - a request id per request: the `X-Request-Id` a trusted proxy
 *   (TRUSTED_PROXIES) sent, else a new one; it is in every line of the
 *   request, in the answer's `X-Request-Id`, and passed on to the API, which
 *   logs it under the same id;
 * - Prometheus metrics (prom-client) at `/metrics`, only with
 *   `Authorization: Bearer <METRICS_TOKEN>`: anyone else, and everyone when
 *   no token is set, gets the same 404 as any missing file.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { apiPaths } from '@parish/shared-types';
import {
  createRequestMetrics,
  loggerOptions as serverLoggerOptions,
  metricsHandler,
  REDACTED,
  REQUEST_ID_HEADER,
  redactedQuery,
  requestIdGenerator,
  routeOf,
} from '@parish/server-kit';
import type { LogLevel } from './siteConfig';

export type { LogLevel };

// The request id, as the API reads it (appServer.ts passes it on to the API).
export { REQUEST_ID_HEADER, requestIdGenerator };

/** A path segment that is a secret (`/api/waitlist/<token>/…`): long, random, no words or dots. */
const SECRET_SEGMENT = /^(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}$/;

/**
 * The URL as logs may show it: a secret query parameter's value and a
 * path segment that looks like a token (the API's waitlist and download
 * links pass through here) replaced by `[redacted]`. Hashed file names
 * (`main.3f2a9c1d.js`) and page slugs (words joined by hyphens) stay.
 */
export function loggableUrl(url: string): string {
  const [rawPath = '', rawQuery] = url.split(/\?(.*)/s, 2);
  const pathname = rawPath
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) && !isSlug(segment) ? REDACTED : segment))
    .join('/');
  return rawQuery === undefined ? pathname : `${pathname}?${redactedQuery(rawQuery)}`;
}

/** `easter-vigil-2026`: lowercase words joined by hyphens, as the site's slugs are. */
function isSlug(segment: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)+$/.test(segment);
}

/** Fastify's logger options at `level`: pino, JSON lines, secrets kept out. */
export function loggerOptions(
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return serverLoggerOptions(level, {
    url: (request) => loggableUrl(request.url),
    ...(stream ? { stream } : {}),
  });
}

/** The site server's metrics, one registry per process (every app server adds to it). */
export function createSiteMetrics() {
  const { registry, requests, duration } = createRequestMetrics(
    'app, method, route pattern and status',
    ['app'],
  );
  const renders = new Counter({
    name: 'ssr_renders_total',
    help: 'Pages rendered on the server, by outcome: rendered, reused (a rendering kept for the same inputs), browser (left to the browser after a failure or over budget).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const renderDuration = new Histogram({
    name: 'ssr_render_duration_seconds',
    help: 'Time to render a page on the server (data read and markup), by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5],
    registers: [registry],
  });
  return { registry, requests, duration, renders, renderDuration };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

export const METRICS_PATH = apiPaths.metrics;

/**
 * Counts and times every answer of `app` (by route pattern, never the raw
 * URL), and answers `/metrics` with the token; without it, the server's
 * own 404.
 */
export function installMetrics(
  app: FastifyInstance,
  options: { metrics: SiteMetrics; appName: string; token: string | undefined },
) {
  const { metrics, appName, token } = options;
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === METRICS_PATH) return;
    const labels = {
      app: appName,
      method: request.method,
      route: routeOf(request),
      status_code: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.route({
    method: 'GET',
    url: METRICS_PATH,
    handler: metricsHandler(metrics.registry, token),
  });
}
