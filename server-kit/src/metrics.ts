import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Whether `Authorization` carries the bearer token (compared in constant time). */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The route a request matched, as its pattern (never the raw URL); `unmatched` for a 404 of the router. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * A process's registry with Node's own metrics, and the count and latency
 * of its answers by method, route pattern and status, and by `extraLabels`
 * (the site server's `app`). `of` says what the figures are of.
 */
export function createRequestMetrics<const Extra extends string = never>(
  of: string,
  extraLabels: readonly Extra[] = [],
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = [...extraLabels, 'method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: `Requests answered, by ${of}.`,
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: `Time to answer a request, by ${of}.`,
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return { registry, requests, duration };
}

/**
 * The `/metrics` handler: the registry's text for the bearer of `token`;
 * anyone else, and everyone when no token is set, gets the server's
 * ordinary 404.
 */
export function metricsHandler(registry: Registry, token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token || !hasBearerToken(request.headers.authorization, token)) {
      return reply.callNotFound();
    }
    return reply
      .header('Content-Type', registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  };
}
