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
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile as compileTrust } from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { apiPaths } from '@parish/shared-types';
import type { LogLevel, TrustedProxies } from './siteConfig';

export type { LogLevel };

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a request id passed on may look like: short, printable, no separators to forge lines with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REDACTED = '[redacted]';
/** Query parameters that carry a link's secret (`?token=`, a waitlist offer's `?claim=`), as the API redacts them. */
const SECRET_QUERY_PARAM = /token|claim/i;
/** A path segment that is a secret (`/api/waitlist/<token>/…`): long, random, no words or dots. */
const SECRET_SEGMENT = /^(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}$/;

/** Headers never written to a log (the API's list, api/src/http/logging.ts). */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

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
  if (rawQuery === undefined) return pathname;
  const query = rawQuery
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2);
      return value !== undefined && SECRET_QUERY_PARAM.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

/** `easter-vigil-2026`: lowercase words joined by hyphens, as the site's slugs are. */
function isSlug(segment: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)+$/.test(segment);
}

/** Whether the socket's peer is one of TRUSTED_PROXIES (whose X-Request-Id is believed). */
export function trustsPeer(trusted: TrustedProxies): (address: string | undefined) => boolean {
  if (trusted === false) return () => false;
  if (typeof trusted === 'number') return (address) => trusted > 0 && address !== undefined;
  const trust = compileTrust(trusted);
  return (address) => address !== undefined && trust(address, 0);
}

/** The request's id: a trusted proxy's `X-Request-Id` when it is one, else a new one. */
export function requestIdGenerator(trusted: TrustedProxies) {
  const trustedPeer = trustsPeer(trusted);
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (
      typeof given === 'string' &&
      REQUEST_ID.test(given) &&
      trustedPeer(request.socket.remoteAddress)
    ) {
      return given;
    }
    return randomUUID();
  };
}

/** Fastify's logger options at `level`: pino, JSON lines, secrets kept out. */
export function loggerOptions(
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/** The site server's metrics, one registry per process (every app server adds to it). */
export function createSiteMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['app', 'method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by app, method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by app, method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
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

/** The route a request matched, as its pattern; `unmatched` for a 404 of the router. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** Whether `Authorization` carries the bearer token (compared in constant time). */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

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
    handler: async (request, reply) => {
      if (!token || !hasBearerToken(request.headers.authorization, token)) {
        return reply.callNotFound();
      }
      return reply
        .header('Content-Type', metrics.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await metrics.registry.metrics());
    },
  });
}
