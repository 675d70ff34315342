/**
 * The outbox table's queries. Claiming uses row locks with SKIP LOCKED, so
 * any number of API processes on one database share the queue and each due
 * mail is claimed by exactly one of them; a claim is a lease, so the mail of
 * a process that died while sending falls due again when the lease ends.
 * Every time is the database's clock (`now()`), the same for every process.
 */
import type { MailKind, MailStatus, OutboxMail } from '@parish/shared-types';
import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db';
import { countRows, fromDay, single } from '../../../db/rows';
import { outboxMails } from '../tables';

export type OutboxRow = typeof outboxMails.$inferSelect;
export type NewOutboxRow = Omit<
  typeof outboxMails.$inferInsert,
  | 'id'
  | 'status'
  | 'attempts'
  | 'nextAttemptAt'
  | 'leaseExpiresAt'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
>;

/** A file from the upload storage that goes with the mail. */
export interface StoredAttachment {
  key: string;
  filename: string;
  contentType: string;
}

export function toOutboxMailJson(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    message_id: row.messageId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    next_attempt_at: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function insertOutboxMail(db: Executor, mail: NewOutboxRow): Promise<OutboxRow> {
  return single(await db.insert(outboxMails).values(mail).returning());
}

/**
 * Claims up to `limit` due mails for this process: queued ones whose time
 * has come, and those whose sender's lease ran out. Each claim counts as an
 * attempt and holds the mail for `leaseMs`.
 */
export async function claimDueMails(
  db: Executor,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(
      or(
        and(eq(outboxMails.status, 'queued'), lte(outboxMails.nextAttemptAt, sql`now()`)),
        and(eq(outboxMails.status, 'sending'), lte(outboxMails.leaseExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(outboxMails.nextAttemptAt), asc(outboxMails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMails)
    .set({
      status: 'sending',
      attempts: sql`${outboxMails.attempts} + 1`,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(outboxMails.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * The claim is this process's only while its attempt is the mail's latest:
 * a process whose lease ran out cannot overwrite the outcome of the one
 * that claimed the mail after it.
 */
function heldBy(claim: Pick<OutboxRow, 'id' | 'attempts'>) {
  return and(
    eq(outboxMails.id, claim.id),
    eq(outboxMails.status, 'sending'),
    eq(outboxMails.attempts, claim.attempts),
  );
}

/** Sets `values` on a mail this process still holds (`claim`): false once another has taken it. */
async function updateHeld(
  db: Executor,
  claim: Pick<OutboxRow, 'id' | 'attempts'>,
  values: PgUpdateSetSource<typeof outboxMails>,
): Promise<boolean> {
  const updated = await db
    .update(outboxMails)
    .set(values)
    .where(heldBy(claim))
    .returning({ id: outboxMails.id });
  return updated.length > 0;
}

/** Delivered; `forgotten`: the data with its secret links forgotten (forget-links.ts), if it had any. */
export function markSent(
  db: Executor,
  claim: Pick<OutboxRow, 'id' | 'attempts'>,
  forgotten: Record<string, unknown> | null = null,
): Promise<boolean> {
  return updateHeld(db, claim, {
    status: 'sent',
    sentAt: sql`now()`,
    leaseExpiresAt: null,
    lastError: null,
    ...(forgotten ? { data: forgotten } : {}),
  });
}

/** A temporary failure: due again after `delayMs`. */
export function markForRetry(
  db: Executor,
  claim: Pick<OutboxRow, 'id' | 'attempts'>,
  { delayMs, error }: { delayMs: number; error: string },
): Promise<boolean> {
  return updateHeld(db, claim, {
    status: 'queued',
    nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    leaseExpiresAt: null,
    lastError: error,
  });
}

/** A permanent failure, or the last attempt: the reason is kept for the dashboard. */
export function markFailed(
  db: Executor,
  claim: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
): Promise<boolean> {
  return updateHeld(db, claim, { status: 'failed', leaseExpiresAt: null, lastError: error });
}

/**
 * The mails of `kinds`, newest first; `address` keeps those to an address
 * containing it.
 */
/** What the outbox's list keeps: mails of `kinds`, to an address containing `address`, of a status, written from a day (UTC) on. */
export interface OutboxSearch {
  address?: string | null;
  kinds: readonly MailKind[];
  status?: MailStatus;
  from?: string;
}

function outboxConditions({ address, kinds, status, from }: OutboxSearch): SQL | undefined {
  const escaped = address?.replace(/[\\%_]/g, (character) => `\\${character}`);
  return and(
    inArray(outboxMails.kind, [...kinds]),
    escaped ? ilike(outboxMails.toAddress, `%${escaped}%`) : undefined,
    status ? eq(outboxMails.status, status) : undefined,
    fromDay(outboxMails.createdAt, from),
  );
}

export async function listOutboxMails(
  db: Executor,
  search: OutboxSearch,
  limit: number,
): Promise<OutboxRow[]> {
  if (search.kinds.length === 0) return [];
  return db
    .select()
    .from(outboxMails)
    .where(outboxConditions(search))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(limit);
}

/** How many mails the search finds. */
export async function countOutboxMails(db: Executor, search: OutboxSearch): Promise<number> {
  if (search.kinds.length === 0) return 0;
  return countRows(db, outboxMails, outboxConditions(search));
}

/** The mail `id`, only if it is of one of `kinds` (none: no mail at all). */
function mailOfKinds(id: number, kinds: readonly MailKind[]) {
  return kinds.length === 0
    ? sql`false`
    : and(eq(outboxMails.id, id), inArray(outboxMails.kind, [...kinds]));
}

/** The mail `id` if it is of one of `kinds`. */
export async function findOutboxMail(
  db: Executor,
  id: number,
  kinds: readonly MailKind[],
): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMails).where(mailOfKinds(id, kinds)).limit(1);
  return row;
}

/**
 * Queues a failed mail of one of `kinds` again, with a fresh count of
 * attempts and the same Message-ID. Undefined when there is no such failed mail.
 */
export async function requeueFailedMail(
  db: Executor,
  id: number,
  kinds: readonly MailKind[],
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outboxMails)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(mailOfKinds(id, kinds), eq(outboxMails.status, 'failed')))
    .returning();
  return row;
}

/** Statuses of a mail still to deliver. */
const PENDING_MAIL: MailStatus[] = ['queued', 'sending'];

/** The outbox's depth and the age of its oldest mail still to deliver (for the metrics). */
export async function outboxBacklog(
  db: Executor,
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${outboxMails.createdAt})`,
    })
    .from(outboxMails)
    .where(inArray(outboxMails.status, PENDING_MAIL));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    pending: row?.pending ?? 0,
    oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000),
  };
}
