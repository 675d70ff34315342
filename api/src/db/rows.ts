import { gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { dayStartUtc } from '../lib/dates';
import type { Executor } from './index';

/** The one row an insert or update with `returning()` wrote. */
export function single<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined)
    throw new Error('The database returned no row for a write that must return one.');
  return row;
}

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const MAX_ID = 2_147_483_647;

/** Rows whose `column` (a timestamp) falls on the UTC day `day` (`YYYY-MM-DD`) or later; no condition without a day. */
export function fromDay(column: PgColumn, day: string | undefined): SQL | undefined {
  return day === undefined ? undefined : gte(column, dayStartUtc(day));
}

/** How many rows of `table` match `where` (every row without it). */
export async function countRows(db: Executor, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(table)
    .where(where);
  return Number(row?.count ?? 0);
}
