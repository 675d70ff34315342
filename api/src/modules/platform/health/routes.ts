import { apiPaths } from '@parish/shared-types';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { docs } from '../../../openapi/registry';
import { healthJson } from './json';
import { checkHealth } from './service';

export async function healthRoutes(app: ApiApp, { db }: AppContext) {
  app.get(
    apiPaths.health,
    docs({
      tag: 'Operations',
      summary: 'Whether the API and its database answer',
      access: 'public',
      responses: { 200: { description: 'Healthy', schema: healthJson } },
      errors: { 503: 'The database does not answer' },
    }),
    async (request, reply) => {
      const health = unwrap(await checkHealth(db, request.log));
      reply.header('cache-control', 'no-store');
      return health;
    },
  );
}
