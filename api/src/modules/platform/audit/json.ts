/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type AuditLogEntry, type AuditLogPage } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime } from '../../../openapi/schemas';

export const auditLogEntryJson = shapeOf<AuditLogEntry>()(
  z.object({
    id,
    at: dateTime,
    admin_id: id.nullable(),
    admin_name: z.string().nullable().describe('As it was at the time'),
    admin_email: z
      .string()
      .nullable()
      .describe('As it was; for a failed sign-in, the e-mail tried'),
    action: z
      .string()
      .describe(
        'create, update, delete, restore, purge, sign_in, sign_in_failed, export, check_in, …',
      ),
    entity: z.string(),
    entity_id: z.string().nullable(),
    before: z.unknown().describe('The fields before (secrets redacted); null for a creation'),
    after: z.unknown().describe('The fields after (secrets redacted); null for a deletion'),
    address: z.string().nullable().describe("The client's address"),
  }),
);

export const auditLogPageJson = shapeOf<AuditLogPage>()(
  z.object({
    entries: z.array(auditLogEntryJson),
    total: z.int().nonnegative(),
    page: z.int().positive(),
    page_size: z.int().positive(),
  }),
);
