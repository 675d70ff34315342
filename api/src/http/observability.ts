/**
 * The API's request ids and Prometheus metrics (docs/observability.md).
 *
 * - Request id: the `X-Request-Id` the site server (or another proxy
 *   TRUST_PROXY trusts) sent, so one page request shows one id in both
 *   logs; from anyone else the header is ignored and a new id is made. The
 *   id is on every log line of the request and in the answer's
 *   `X-Request-Id`.
 * - Metrics at `/metrics` (outside `/api`, so the site server never
 *   forwards it), only with `Authorization: Bearer <METRICS_TOKEN>`; anyone
 *   else, and everyone when no token is set, gets the API's ordinary 404:
 *   requests and latency by route pattern, the outbox's depth and the age
 *   of its oldest mail waiting, and how late each periodic job is.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile as compileTrust } from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { apiPaths } from '@parish/shared-types';
import type { Config } from '../config';
import { periodicJobStates } from '../lib/periodic-job';
import { docs } from '../openapi/registry';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an id passed on may look like: short, printable, nothing to forge a log line with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export const METRICS_PATH = apiPaths.metrics;

/** Whether the socket's peer is a proxy TRUST_PROXY believes. */
function trustsPeer(trust: Config['trustProxy']): (address: string | undefined) => boolean {
  if (trust === true) return (address) => address !== undefined;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (address) => trust > 0 && address !== undefined;
  const trusted = compileTrust(trust);
  return (address) => address !== undefined && trusted(address, 0);
}

/** Fastify's `genReqId`: a trusted proxy's `X-Request-Id`, else a new id. */
export function requestIdGenerator(trust: Config['trustProxy']) {
  const trustedPeer = trustsPeer(trust);
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

function hasBearerToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Every request counted and timed, the request id answered, and `/metrics` for the token. */
export function installObservability(
  app: FastifyInstance,
  {
    token,
    outboxBacklog,
  }: {
    token: string | undefined;
    /** The outbox's depth and oldest mail's age: messaging's, given by app.ts (the core imports no module). */
    outboxBacklog: () => Promise<{ pending: number; oldestAgeSeconds: number }>;
  },
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_pending_mails',
    help: 'Mails in the outbox still to deliver (queued or being sent).',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog()).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail still to deliver; 0 when none waits.',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'periodic_job_lag_seconds',
    help: 'How long past its due time each periodic job is without its pass ended (0 when on time): a stuck, slow or starved job grows.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const job of periodicJobStates()) {
        const lag = Math.max(0, (now - job.dueAt) / 1000);
        // Several apps in one process (tests) may run a job of the same name: the latest counts.
        this.set({ job: job.name }, lag);
      }
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === METRICS_PATH) return;
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get(
    METRICS_PATH,
    docs({
      tag: 'Operations',
      summary: 'Prometheus metrics, for the bearer token METRICS_TOKEN',
      description:
        'Requests and latency by route, the outbox and the periodic jobs (docs/observability.md). Without the token, or with none set, the ordinary 404.',
      access: 'public',
      responses: { 200: { description: 'The metrics', contentType: 'text/plain' } },
    }),
    async (request, reply) => {
      if (!token || !hasBearerToken(request.headers.authorization, token)) {
        return reply.callNotFound();
      }
      return reply
        .header('Content-Type', registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await registry.metrics());
    },
  );
}
