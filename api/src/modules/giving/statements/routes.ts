import { auditActor, auditedWrite } from '../../platform';
import {
  apiPaths,
  STATEMENT_JOB_NOT_FOUND_MESSAGE,
  STATEMENT_JOB_STATUSES,
  statementResendInputSchema,
  statementRunInputSchema,
  type StatementJob,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { notFound } from '../../../lib/result';
import { dateTime, id, shapeOf } from '../../../openapi/schemas';
import { docs } from '../../../openapi/registry';
import type { StatementJobRow } from './repository';
import { findStatementJob, listStatementJobs } from './repository';
import { resendStatement, startStatementRun, toStatementJobJson } from './service';
import { StatementWorker } from './worker';

const tag = 'Statements';

const statementJobJson = shapeOf<StatementJob>()(
  z.object({
    id,
    year: z.int(),
    donor_id: id.nullable().describe("A re-send's donor; null for every donor of the year"),
    status: z.enum(STATEMENT_JOB_STATUSES),
    total: z.int().nonnegative(),
    processed: z.int().nonnegative(),
    created_at: dateTime,
    finished_at: dateTime.nullable(),
    error: z.string().nullable(),
  }),
);

/**
 * Year-end statement runs for finance administrators, and this process's
 * statement worker (started with the app, stopped with it).
 */
export async function statementRoutes(app: ApiApp, { db, outbox, storage, config }: AppContext) {
  const worker = new StatementWorker({
    db,
    outbox,
    storage,
    timeZone: config.timeZone,
    counting: config.payments,
    log: app.log.child({ worker: 'statements' }),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  app.get(
    apiPaths.statementJobs,
    docs({
      tag,
      summary: 'List statement runs',
      description: 'The latest 100 runs, newest first, each with its progress.',
      access: 'admin',
      responses: { 200: { description: 'The runs', schema: z.array(statementJobJson) } },
    }),
    async () => (await listStatementJobs(db)).map(toStatementJobJson),
  );

  app.get(
    apiPaths.statementJob.pattern,
    docs({
      tag,
      summary: "A statement run's progress",
      description: 'Poll it while `status` is `queued` or `running`: `processed` of `total`.',
      access: 'admin',
      responses: { 200: { description: 'The run', schema: statementJobJson } },
      errors: { 404: STATEMENT_JOB_NOT_FOUND_MESSAGE },
    }),
    async (request) => {
      const { id: raw } = request.params as RouteParams<typeof apiPaths.statementJob>;
      const row = await findStatementJob(db, parseId(raw, STATEMENT_JOB_NOT_FOUND_MESSAGE));
      if (!row) return unwrap(notFound(STATEMENT_JOB_NOT_FOUND_MESSAGE));
      return toStatementJobJson(row);
    },
  );

  app.post(
    apiPaths.statementJobs,
    docs({
      tag,
      summary: "Make and mail every donor's statement for a year",
      description:
        'Queues a background run: each donor who gave that year is mailed their PDF statement (`year_end_statement`, through the outbox). One run per year at a time (409).',
      access: 'admin',
      body: statementRunInputSchema,
      example: { year: 2026 },
      responses: { 202: { description: 'Queued', schema: statementJobJson } },
      errors: { 409: 'A run for that year is under way' },
    }),
    async (request, reply) => {
      const { year } = request.body;
      const row = unwrap(
        await auditedWrite(db, (tx) => startStatementRun(tx, year), {
          actor: auditActor(request),
          action: 'create',
          entity: 'statement',
          entityId: (job: StatementJobRow) => job.id,
          after: (job: StatementJobRow) => toStatementJobJson(job),
        }),
      );
      worker.wake();
      return reply.status(202).send(toStatementJobJson(row));
    },
  );

  app.post(
    apiPaths.statementResend,
    docs({
      tag,
      summary: "Make and mail one donor's statement again",
      description:
        'Queues a run for one donor and year (404 naming `donor_id` or `year` when there is no such donor or no gift that year).',
      access: 'admin',
      body: statementResendInputSchema,
      example: { year: 2026, donor_id: 1 },
      responses: { 202: { description: 'Queued', schema: statementJobJson } },
      errors: { 404: 'No such donor, or no gift that year' },
    }),
    async (request, reply) => {
      const { year, donor_id } = request.body;
      const row = unwrap(
        await auditedWrite(db, (tx) => resendStatement(tx, donor_id, year, config.payments), {
          actor: auditActor(request),
          action: 'resend',
          entity: 'statement',
          entityId: (job: StatementJobRow) => job.id,
          after: (job: StatementJobRow) => toStatementJobJson(job),
        }),
      );
      worker.wake();
      return reply.status(202).send(toStatementJobJson(row));
    },
  );
}
