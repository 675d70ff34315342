/**
 * Queries on a plain content resource's table (leaders, ministries, shop
 * items, videos, blog posts): a serial `id`, rows typed by the table. A
 * table with a `deletedAt` column keeps its deleted rows in the trash
 * (features/trash): they are left out of every read and update, and
 * `remove` only marks them.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db';
import { single } from '../../../db/rows';

export type ResourceTable = PgTable & {
  id: AnyPgColumn;
  updatedAt?: AnyPgColumn;
  deletedAt?: AnyPgColumn;
};

/** The table's queries; the list is in `orderBy` order, by id when left out. */
export function resourceRepository<T extends ResourceTable>(table: T, orderBy?: SQL[]) {
  type Row = T['$inferSelect'];
  // drizzle cannot resolve its query types for a generic table; these are the table's own rows.
  const anyTable = table as PgTable & { id: AnyPgColumn };
  const { deletedAt } = table;
  /** Live rows only, when the table has a trash. */
  const live = (condition?: SQL) => (deletedAt ? and(isNull(deletedAt), condition) : condition);
  const byId = (id: number) => live(eq(anyTable.id, id));
  return {
    async list(db: Executor): Promise<Row[]> {
      return (await db
        .select()
        .from(anyTable)
        .where(live())
        .orderBy(...(orderBy ?? [anyTable.id]))) as Row[];
    },
    async find(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(anyTable).where(byId(id)).limit(1);
      return row as Row | undefined;
    },
    async insert(db: Executor, values: T['$inferInsert']): Promise<Row> {
      return single(await db.insert(anyTable).values(values).returning()) as Row;
    },
    async update(
      db: Executor,
      id: number,
      values: Partial<T['$inferInsert']>,
    ): Promise<Row | undefined> {
      const changes = table.updatedAt ? { ...values, updatedAt: sql`now()` } : values;
      const [row] = await db.update(anyTable).set(changes).where(byId(id)).returning();
      return row as Row | undefined;
    },
    /** Moves the row to the trash when the table has one; deletes it otherwise. */
    async remove(db: Executor, id: number): Promise<boolean> {
      const rows = deletedAt
        ? await db
            .update(anyTable)
            .set({ deletedAt: sql`now()` })
            .where(byId(id))
            .returning({ id: anyTable.id })
        : await db.delete(anyTable).where(byId(id)).returning({ id: anyTable.id });
      return rows.length > 0;
    },
  };
}
