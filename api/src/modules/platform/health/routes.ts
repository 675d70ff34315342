import { apiPaths } from '@parish/shared-types';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { docs } from '../../../openapi/registry';
import { healthJson, livenessJson } from './json';
import { checkHealth } from './service';

/*
 * Two questions a load balancer or an orchestrator asks (docs/observability.md):
 * - ready (`/api/health/ready`, and `/api/health` as before): send this
 *   process requests? Not while its database does not answer. Once the
 *   process is closing (SIGTERM) it stops listening, and fastify answers a
 *   request on a kept-alive connection with 503, so the balancer stops
 *   sending work while the requests in flight finish;
 * - live (`/api/health/live`): is the process stuck? It never asks the
 *   database, so an outage of the database does not restart every API.
 */
export async function healthRoutes(app: ApiApp, { db }: AppContext) {
  for (const path of [apiPaths.health, apiPaths.healthReady]) {
    app.get(
      path,
      docs({
        tag: 'Operations',
        summary:
          path === apiPaths.health
            ? 'Whether the API and its database answer'
            : 'Readiness: whether this API process should be sent requests',
        access: 'public',
        responses: { 200: { description: 'Ready', schema: healthJson } },
        errors: { 503: 'The database does not answer, or the process is closing' },
      }),
      async (request, reply) => {
        const health = unwrap(await checkHealth(db, request.log));
        reply.header('cache-control', 'no-store');
        return health;
      },
    );
  }
  app.get(
    apiPaths.healthLive,
    docs({
      tag: 'Operations',
      summary: 'Liveness: whether this API process answers at all',
      access: 'public',
      responses: { 200: { description: 'Alive', schema: livenessJson } },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
}
