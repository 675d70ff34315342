/**
 * The tables of the API's core: rate-limit counters, the database's own
 * notes (app_meta) and stored files. Each module keeps its own tables in
 * `modules/<module>/tables.ts`; drizzle-kit reads them all (drizzle.config.ts)
 * into one migration history. Money is whole cents (`*_cents`).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Request counters of rate-limited routes (login), one row per route and
 * client address, shared by every API instance on this database.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<route>|<client address>`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the current window ends and the count starts again from zero. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);

/** Small facts about this database, such as when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** Raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite (both read as Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files when STORAGE=database (the default): every API instance on
 * the database serves the same files. Read in slices, never whole
 * (`src/storage/database.ts`). The key is the storage key rows elsewhere keep.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('stored_files_size_check', sql`${table.size} = octet_length(${table.data})`)],
);
