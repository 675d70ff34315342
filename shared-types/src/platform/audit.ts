/**
 * The audit log (`/admin/audit`, owners only) and the trash: their JSON
 * shapes, the audit list's filter, and the entities the trash holds.
 */
import { z } from 'zod';
import { requiredDate } from '../schemas/fields';

/** What a deletion moves to the trash instead of deleting, by its audit-log entity name. */
export const TRASH_ENTITIES = [
  'event',
  'leader',
  'ministry',
  'shop_item',
  'video',
  'photo',
  'blog_post',
  'contact_message',
] as const;
export type TrashEntity = (typeof TRASH_ENTITIES)[number];

/** How long a deleted item stays in the trash before it is purged. */
export const TRASH_RETENTION_DAYS = 30;

export function isTrashEntity(value: string): value is TrashEntity {
  return (TRASH_ENTITIES as readonly string[]).includes(value);
}

/** The entities the audit log names, with their words, for the filter and the table. */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  event: 'Event',
  leader: 'Leader',
  ministry: 'Ministry',
  shop_item: 'Shop item',
  video: 'Video',
  photo: 'Photo',
  blog_post: 'Blog post',
  contact_message: 'Message',
  sermon: 'Sermon',
  bulletin: 'Bulletin',
  admin: 'Administrator',
  session: 'Sign-in',
  booking: 'Booking',
  ticket: 'Ticket',
  mail: 'Mail',
  statement: 'Statement',
  recurring_gift: 'Recurring gift',
  fund: 'Fund',
  gift_batch: 'Gift batch',
  export: 'Export',
};

/** An entity's name for people ('shop_item' → 'Shop item'); unknown ones as they are. */
export function trashEntityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity] ?? entity;
}

/** `GET /api/trash/`: one deleted item. */
export interface TrashItem {
  entity: TrashEntity;
  id: number;
  /** Its title, name or file name. */
  label: string;
  deleted_at: string;
  /** When the purge deletes it for good. */
  purge_at: string;
}

/** `POST /api/trash/:entity/:id/restore/`: the item back where it was, same id. */
export interface RestoredItem {
  entity: TrashEntity;
  id: number;
  label: string;
}

/** `GET /api/audit/`: one recorded action. */
export interface AuditLogEntry {
  id: number;
  at: string;
  admin_id: number | null;
  /** The administrator's name and e-mail as they were at the time (a failed sign-in: the e-mail tried). */
  admin_name: string | null;
  admin_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** The fields before and after, secrets redacted; null for a creation's before and a deletion's after. */
  before: unknown;
  after: unknown;
  address: string | null;
}

/** `GET /api/audit/`: one page of the log, newest first. */
export interface AuditLogPage {
  entries: AuditLogEntry[];
  total: number;
  page: number;
  page_size: number;
}

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 500;
export const AUDIT_RANGE_ORDER_MESSAGE = 'The end date must not be before the start date.';
export const AUDIT_ADMIN_MESSAGE = 'Choose an administrator from the list.';
export const AUDIT_PAGE_MESSAGE = 'Enter a page number of 1 or more.';
export const AUDIT_PAGE_SIZE_MESSAGE = `Enter a page size from 1 to ${AUDIT_PAGE_SIZE_MAX}.`;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positiveInteger = (message: string, max?: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(max ?? Number.MAX_SAFE_INTEGER, message)
      .optional(),
  );

/**
 * `GET /api/audit/?admin=&person=&entity=&from=&to=&page=&page_size=` (and its
 * CSV): who (an administrator's id, or part of a name or e-mail), which entity, and days `from`–`to` (UTC,
 * both included). A bad date is a 400 naming its field.
 */
export const auditSearchSchema = z
  .object({
    admin: positiveInteger(AUDIT_ADMIN_MESSAGE),
    /** Part of an administrator's name or e-mail (as recorded). */
    person: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
    entity: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
    from: z.preprocess(blankToUndefined, requiredDate('Enter a start date.').optional()),
    to: z.preprocess(blankToUndefined, requiredDate('Enter an end date.').optional()),
    page: positiveInteger(AUDIT_PAGE_MESSAGE),
    page_size: positiveInteger(AUDIT_PAGE_SIZE_MESSAGE, AUDIT_PAGE_SIZE_MAX),
  })
  .superRefine((search, ctx) => {
    if (search.from && search.to && search.to < search.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_RANGE_ORDER_MESSAGE });
    }
  });
export type AuditSearch = z.output<typeof auditSearchSchema>;
/** The audit search as a client sends it (query-string values). */
export interface AuditSearchQuery {
  admin?: number | string;
  person?: string;
  entity?: string;
  from?: string;
  to?: string;
  page?: number;
  page_size?: number;
}

/** `POST /api/audit/exports/`: the dashboard records a CSV it offered for download. */
export const auditExportSchema = z.object({
  /** The list exported, e.g. 'gifts' or 'bookings'. */
  resource: z.string().trim().min(1, 'Name the list exported.').max(60),
  rows: z.number().int().min(0),
});
export type AuditExportInput = z.output<typeof auditExportSchema>;
