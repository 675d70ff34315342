import { apiPaths, auditExportSchema, auditSearchSchema } from '@parish/shared-types';
import { auditActor } from './actor';
import type { ApiApp, AppContext } from '../../../http/context';
import { docs } from '../../../openapi/registry';
import { auditLogPageJson } from './json';
import { auditCsv, auditPage, recordExport } from './service';

const tag = 'Audit log';

const searchQuery = {
  admin: "An administrator's id: only what they did",
  person: "Part of an administrator's name or e-mail, as recorded",
  entity: 'Only this entity (`event`, `ministry`, `admin`, `session`, …)',
  from: 'From this day (YYYY-MM-DD, UTC), included',
  to: 'To this day (YYYY-MM-DD, UTC), included',
};

/**
 * The audit log, for owners (roles: owner only). No route changes or removes
 * an entry; the only writes here add one (a download recorded).
 */
export async function auditRoutes(app: ApiApp, { db }: AppContext) {
  app.get(
    apiPaths.audit,
    docs({
      tag,
      summary: 'Read the audit log',
      description:
        "Every administrator's write (with the fields before and after, secrets redacted), sign-in, failed sign-in, export and check-in, newest first, a page at a time. Owners only. A bad date or number is a 400 naming its field.",
      access: 'admin',
      query: {
        schema: auditSearchSchema,
        describe: {
          ...searchQuery,
          page: 'The page, from 1',
          page_size: 'Entries a page, 1–500 (50 by default)',
        },
      },
      responses: { 200: { description: 'One page of entries', schema: auditLogPageJson } },
    }),
    async (request) => auditPage(db, request.query),
  );

  app.get(
    apiPaths.auditCsv,
    docs({
      tag,
      summary: 'Download the audit log as CSV',
      description:
        'The entries the search finds, every page, newest first; the download itself is recorded in the log.',
      access: 'admin',
      query: { schema: auditSearchSchema, describe: searchQuery },
      responses: { 200: { description: 'The entries', contentType: 'text/csv' } },
    }),
    async (request, reply) => {
      const csv = await auditCsv(db, auditActor(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );

  app.post(
    apiPaths.auditExports,
    docs({
      tag,
      summary: 'Record a CSV export',
      description:
        "The dashboard makes its lists' CSV files in the browser and records each download here, so the log shows who exported what.",
      access: 'admin',
      body: auditExportSchema,
      example: { resource: 'gifts', rows: 42 },
      responses: { 204: { description: 'Recorded' } },
    }),
    async (request, reply) => {
      const input = request.body;
      await recordExport(db, auditActor(request), input);
      return reply.status(204).send();
    },
  );
}
