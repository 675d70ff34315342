/** Queries on the schedule's entries and exceptions. */
import { and, asc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { scheduleEntries, scheduleExceptions } from '../tables';

export type EntryRow = typeof scheduleEntries.$inferSelect;
export type ExceptionRow = typeof scheduleExceptions.$inferSelect;

export const ENTRY_ORDER = [asc(scheduleEntries.startTime), asc(scheduleEntries.id)];
export const EXCEPTION_ORDER = [asc(scheduleExceptions.date), asc(scheduleExceptions.id)];

export async function listEntries(db: Executor): Promise<EntryRow[]> {
  return db
    .select()
    .from(scheduleEntries)
    .orderBy(...ENTRY_ORDER);
}

export async function findEntry(db: Executor, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(scheduleEntries).where(eq(scheduleEntries.id, id));
  return row;
}

export async function findException(db: Executor, id: number): Promise<ExceptionRow | undefined> {
  const [row] = await db.select().from(scheduleExceptions).where(eq(scheduleExceptions.id, id));
  return row;
}

/** The exceptions dated `from` to `to`, both included. */
export async function listExceptionsBetween(
  db: Executor,
  from: string,
  to: string,
): Promise<ExceptionRow[]> {
  return db
    .select()
    .from(scheduleExceptions)
    .where(and(gte(scheduleExceptions.date, from), lte(scheduleExceptions.date, to)))
    .orderBy(...EXCEPTION_ORDER);
}

/** Whether `entryId` already has a change on `date`, other than the exception `exceptId`. */
export async function hasExceptionOn(
  db: Executor,
  entryId: number,
  date: string,
  exceptId: number | null,
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(scheduleExceptions.entryId, entryId),
    eq(scheduleExceptions.date, date),
  ];
  if (exceptId !== null) conditions.push(ne(scheduleExceptions.id, exceptId));
  const rows = await db
    .select({ id: scheduleExceptions.id })
    .from(scheduleExceptions)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** Beside the other advisory locks' keys (db/index.ts, ticketing's sample event). */
const ENTRY_LOCK_KEY = 7_405_321;

/**
 * Holds the entries' writes one at a time until the transaction ends, so
 * two services saved at once into the same place and time cannot both pass
 * the overlap check (no index can say "overlapping").
 */
export async function lockEntries(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ENTRY_LOCK_KEY})`);
}
