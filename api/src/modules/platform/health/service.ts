import type { HealthStatus } from '@parish/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import { failure, ok, type Result } from '../../../lib/result';
import { pingDatabase } from './repository';

/** Whether the API's database answers; why not is logged, never shown. */
export async function checkHealth(
  db: Database,
  log: FastifyBaseLogger,
): Promise<Result<HealthStatus>> {
  try {
    await pingDatabase(db);
  } catch (error) {
    log.error({ err: error }, 'health check: database unreachable');
    return failure('unavailable', 'The database is not reachable.');
  }
  return ok({ status: 'ok', database: 'ok' });
}
