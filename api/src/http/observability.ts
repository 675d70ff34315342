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
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { apiPaths } from '@parish/shared-types';
import {
  createRequestMetrics,
  metricsHandler,
  REQUEST_ID_HEADER,
  routeOf,
} from '@parish/server-kit';
import { periodicJobStates } from '../lib/periodic-job';
import { docs } from '../openapi/registry';

export const METRICS_PATH = apiPaths.metrics;

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
  const { registry, requests, duration } = createRequestMetrics('method, route pattern and status');
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
      route: routeOf(request),
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
    metricsHandler(registry, token),
  );
}
