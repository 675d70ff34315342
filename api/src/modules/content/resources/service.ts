/**
 * The operations of a plain content resource, in its JSON shape: an unknown
 * id is `notFound` with the resource's own message.
 */
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { resourceRepository, type ResourceTable } from './repository';
import { notFound, ok, type Result } from '../../../lib/result';

export interface ResourceData<T extends ResourceTable, Json> {
  table: T;
  notFoundMessage: string;
  toJson(row: T['$inferSelect']): Json;
  /** The list's order; by id when left out. */
  orderBy?: SQL[];
}

export function resourceService<T extends ResourceTable, Json>({
  table,
  notFoundMessage,
  toJson,
  orderBy,
}: ResourceData<T, Json>) {
  const rows = resourceRepository(table, orderBy);
  const found = (row: T['$inferSelect'] | undefined): Result<Json> =>
    row ? ok(toJson(row)) : notFound(notFoundMessage);
  return {
    async list(db: Executor): Promise<Json[]> {
      return (await rows.list(db)).map(toJson);
    },
    async get(db: Executor, id: number): Promise<Result<Json>> {
      return found(await rows.find(db, id));
    },
    /** The record as its JSON, or undefined: for the audit's before. */
    async find(db: Executor, id: number): Promise<Json | undefined> {
      const row = await rows.find(db, id);
      return row ? toJson(row) : undefined;
    },
    async create(db: Executor, columns: T['$inferInsert']): Promise<Json> {
      return toJson(await rows.insert(db, columns));
    },
    async update(
      db: Executor,
      id: number,
      columns: Partial<T['$inferInsert']>,
    ): Promise<Result<Json>> {
      return found(await rows.update(db, id, columns));
    },
    async remove(db: Executor, id: number): Promise<Result<void>> {
      return (await rows.remove(db, id)) ? ok(undefined) : notFound(notFoundMessage);
    },
  };
}
