/**
 * Columns many tables share, written once: when a row was made and changed,
 * and when it went to the trash.
 */
import {
  index,
  text,
  timestamp,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** When a record went to the trash (features/trash); null while it is live. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/**
 * The id of a row a secret opens (a mailed link, a session cookie): the
 * secret's hash (lib/secret-hash.ts). The secret itself is never stored.
 */
export const secretHashId = () => text('id').primaryKey();

/** When a link, session or challenge stops being good. */
export const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();

/** When a single-use link or challenge was used; null until then. */
export const usedAt = () => timestamp('used_at', { withTimezone: true });

/**
 * The columns every row a secret opens starts with: the secret's hash, the
 * row it belongs to (`ownerKey`: its foreign key, deleted with it) and when
 * it was made. Links and sessions add their expiry and use.
 */
export function secretRowColumns<K extends string, Owner extends PgColumnBuilderBase>(
  ownerKey: K,
  owner: Owner,
) {
  return {
    id: secretHashId(),
    ...({ [ownerKey]: owner } as Record<K, Owner>),
    createdAt: createdAt(),
  };
}

/** A plain index on each column, named `<table>_<column>_idx`. */
export function indexesOn(tableName: string, ...columns: ExtraConfigColumn[]) {
  return columns.map((column) => index(`${tableName}_${column.name}_idx`).on(column));
}

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** When a record the office edits was made, last changed and sent to the trash. */
export const trashableTimestamps = () => ({ ...timestamps(), deletedAt: deletedAt() });
