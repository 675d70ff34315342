/** Queries on sacrament requests and their documents. */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SacramentSearch, SacramentStatus } from '@parish/shared-types/sacraments';
import type { Executor } from '../../../db';
import { sacramentDocuments, sacramentRequests } from '../tables';

export type SacramentRow = typeof sacramentRequests.$inferSelect;
export type NewSacramentRow = typeof sacramentRequests.$inferInsert;
export type SacramentDocumentRow = typeof sacramentDocuments.$inferSelect;
export type NewSacramentDocumentRow = typeof sacramentDocuments.$inferInsert;
/** What the office changes on a request. */
export type SacramentOfficeColumns = Pick<
  NewSacramentRow,
  'status' | 'assignedTo' | 'notes' | 'scheduledDate' | 'scheduledTime' | 'scheduledPlace'
>;

export async function insertSacramentRequest(
  db: Executor,
  row: NewSacramentRow,
): Promise<SacramentRow> {
  const [created] = await db.insert(sacramentRequests).values(row).returning();
  if (!created) throw new Error('The sacrament request was not stored');
  return created;
}

export async function insertSacramentDocument(
  db: Executor,
  row: NewSacramentDocumentRow,
): Promise<void> {
  await db.insert(sacramentDocuments).values(row);
}

/** The queue: newest first, narrowed by sacrament and status. */
export async function listSacramentRequests(
  db: Executor,
  search: SacramentSearch,
): Promise<SacramentRow[]> {
  const conditions: SQL[] = [];
  if (search.kind) conditions.push(eq(sacramentRequests.kind, search.kind));
  if (search.status) conditions.push(eq(sacramentRequests.status, search.status));
  return db
    .select()
    .from(sacramentRequests)
    .where(and(...conditions))
    .orderBy(desc(sacramentRequests.createdAt), desc(sacramentRequests.id));
}

/** How many requests are in a status, whenever sent (the dashboard's Today). */
export async function countSacramentRequests(
  db: Executor,
  status: SacramentStatus,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sacramentRequests)
    .where(eq(sacramentRequests.status, status));
  return row?.n ?? 0;
}

/** One request; `forUpdate` locks its row for the change that reads it. */
export async function findSacramentRequest(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<SacramentRow | undefined> {
  const query = db.select().from(sacramentRequests).where(eq(sacramentRequests.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listSacramentDocuments(
  db: Executor,
  requestId: number,
): Promise<SacramentDocumentRow[]> {
  return db
    .select()
    .from(sacramentDocuments)
    .where(eq(sacramentDocuments.requestId, requestId))
    .orderBy(asc(sacramentDocuments.id));
}

export async function findSacramentDocument(
  db: Executor,
  requestId: number,
  key: string,
): Promise<SacramentDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(sacramentDocuments)
    .where(and(eq(sacramentDocuments.requestId, requestId), eq(sacramentDocuments.key, key)));
  return row;
}

export async function updateSacramentRequest(
  db: Executor,
  id: number,
  columns: SacramentOfficeColumns,
): Promise<SacramentRow | undefined> {
  const [row] = await db
    .update(sacramentRequests)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(sacramentRequests.id, id))
    .returning();
  return row;
}
