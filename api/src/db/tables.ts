/**
 * The tables of the API's core: rate-limit counters, the database's own
 * notes (app_meta) and stored files. Each module keeps its own tables in
 * `modules/<module>/tables.ts`; drizzle-kit reads them all (drizzle.config.ts)
 * into one migration history. Money is whole cents (`*_cents`).
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Request counters of rate-limited routes (login), one row per route and
 * client address, shared by every API instance on this database.
 */
export const rateLimitCounters = pg.pgTable(
  'rate_limit_counters',
  {
    /** `<route>|<client address>`. */
    key: pg.text('key').primaryKey(),
    hits: pg.integer('hits').notNull(),
    /** When the current window ends and the count starts again from zero. */
    resetAt: pg.timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [pg.index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);

/** Small facts about this database, such as when the demo data was seeded. */
export const appMeta = pg.pgTable('app_meta', {
  key: pg.text('key').primaryKey(),
  value: pg.text('value').notNull(),
  updatedAt: updatedAt(),
});

/** Raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite (both read as Buffer). */
const bytea = pg.customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files when STORAGE=database (the default): every API instance on
 * the database serves the same files. Read in slices, never whole
 * (`src/storage/database.ts`). The key is the storage key rows elsewhere keep.
 */
export const storedFiles = pg.pgTable(
  'stored_files',
  {
    key: pg.text('key').primaryKey(),
    size: pg.bigint('size', { mode: 'number' }).notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    pg.check('stored_files_size_check', sql`${table.size} = octet_length(${table.data})`),
  ],
);
