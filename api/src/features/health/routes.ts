import type { HealthStatus } from '@parish/shared-types';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { docs } from '../../openapi/registry';
import { healthJson } from '../../openapi/schemas';

export async function healthRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get(
    '/api/health',
    docs({
      tag: 'Operations',
      summary: 'Whether the API and its database answer',
      access: 'public',
      responses: { 200: { description: 'Healthy', schema: healthJson } },
      errors: { 503: 'The database does not answer' },
    }),
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is not reachable.');
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok', database: 'ok' } satisfies HealthStatus;
    },
  );
}
