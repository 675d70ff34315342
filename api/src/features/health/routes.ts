import type { HealthStatus } from '@parish/shared-types';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';

export async function healthRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/health', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'The database is not reachable.');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: 'ok' } satisfies HealthStatus;
  });
}
