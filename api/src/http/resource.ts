/**
 * The routes of a plain content resource (leaders, ministries, shop items,
 * videos, blog posts): a table with a serial `id`, read by anyone, written
 * by administrators. A feature describes its resource once; the list, one,
 * create, update and delete routes, their validation and their OpenAPI
 * entries follow from that description.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db';
import { single } from '../db/rows';
import { docs } from '../openapi/registry';
import { HttpError } from './errors';
import {
  type BodySchema,
  parseBody,
  parseId,
  rejectMismatchedId,
  requireChanges,
} from './validation';

type ResourceTable = PgTable & { id: AnyPgColumn; updatedAt?: AnyPgColumn };

interface WriteRoute<S extends BodySchema, Insert> {
  /** The shared-types schema the form validates with too. */
  schema: S;
  /** A valid body for the docs. */
  example: Record<string, unknown>;
  toColumns(input: z.output<S>): Insert;
}

export interface ResourceDefinition<
  T extends ResourceTable,
  Json,
  Create extends BodySchema,
  Update extends BodySchema,
> {
  table: T;
  /** The collection's path with its trailing slash, e.g. `/api/leadership/`. */
  path: string;
  tag: string;
  /** For summaries: `{ one: 'leader', many: 'leaders' }`. */
  names: { one: string; many: string };
  notFoundMessage: string;
  /** The record's JSON shape, for the docs (see `openapi/schemas.ts`). */
  json: z.ZodType;
  toJson(row: T['$inferSelect']): Json;
  /** The list's order; by id when left out. */
  orderBy?: SQL[];
  create: WriteRoute<Create, T['$inferInsert']>;
  /** PUT replaces every field; PATCH changes those sent. Left out: no update route. */
  update?: WriteRoute<Update, Partial<T['$inferInsert']>> & { method: 'PUT' | 'PATCH' };
}

/** Queries on a resource table; rows typed by the table. */
export function resourceQueries<T extends ResourceTable>(table: T, orderBy?: SQL[]) {
  type Row = T['$inferSelect'];
  // drizzle cannot resolve its query types for a generic table; these are the table's own rows.
  const anyTable = table as PgTable & { id: AnyPgColumn };
  const byId = (id: number) => eq(anyTable.id, id);
  return {
    async list(db: Database): Promise<Row[]> {
      return (await db
        .select()
        .from(anyTable)
        .orderBy(...(orderBy ?? [anyTable.id]))) as Row[];
    },
    async find(db: Database, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(anyTable).where(byId(id)).limit(1);
      return row as Row | undefined;
    },
    async insert(db: Database, values: T['$inferInsert']): Promise<Row> {
      return single(await db.insert(anyTable).values(values).returning()) as Row;
    },
    async update(db: Database, id: number, values: Partial<T['$inferInsert']>) {
      const changes = table.updatedAt ? { ...values, updatedAt: sql`now()` } : values;
      const [row] = await db.update(anyTable).set(changes).where(byId(id)).returning();
      return row as Row | undefined;
    },
    async remove(db: Database, id: number): Promise<boolean> {
      const rows = await db.delete(anyTable).where(byId(id)).returning({ id: anyTable.id });
      return rows.length > 0;
    },
  };
}

export function registerResourceRoutes<
  T extends ResourceTable,
  Json,
  Create extends BodySchema,
  Update extends BodySchema,
>(app: FastifyInstance, db: Database, resource: ResourceDefinition<T, Json, Create, Update>) {
  const { path, tag, names, notFoundMessage, json, toJson, create, update } = resource;
  const itemPath = `${path}:id/`;
  const queries = resourceQueries(resource.table, resource.orderBy);
  const idOf = (params: unknown) => parseId((params as { id: string }).id, notFoundMessage);
  const notFound = () => new HttpError(404, notFoundMessage);
  const one = { description: `The ${names.one}`, schema: json };

  app.get(
    path,
    docs({
      tag,
      summary: `List ${names.many}`,
      access: 'public',
      responses: { 200: { description: `Every ${names.one}`, schema: z.array(json) } },
    }),
    async () => (await queries.list(db)).map(toJson),
  );

  app.get(
    itemPath,
    docs({ tag, summary: `Get one ${names.one}`, access: 'public', responses: { 200: one } }),
    async (request) => {
      const row = await queries.find(db, idOf(request.params));
      if (!row) throw notFound();
      return toJson(row);
    },
  );

  app.post(
    path,
    docs({
      tag,
      summary: `Add a ${names.one}`,
      access: 'admin',
      body: create.schema,
      example: create.example,
      responses: { 201: one },
    }),
    async (request, reply) => {
      const input = parseBody(create.schema, request.body);
      const row = await queries.insert(db, create.toColumns(input));
      return reply.status(201).send(toJson(row));
    },
  );

  if (update) {
    app.route({
      method: update.method,
      url: itemPath,
      ...docs({
        tag,
        summary:
          update.method === 'PUT'
            ? `Replace a ${names.one}'s fields`
            : `Change some of a ${names.one}'s fields`,
        description:
          "The body may repeat the record's `id` (as the spec's clients send it); a different id is refused.",
        access: 'admin',
        body: update.schema,
        example: update.example,
        responses: { 200: one },
      }),
      handler: async (request) => {
        const id = idOf(request.params);
        rejectMismatchedId(request.body, id);
        const input = parseBody(update.schema, request.body);
        const columns = update.toColumns(input);
        if (update.method === 'PATCH') requireChanges(columns);
        const row = await queries.update(db, id, columns);
        if (!row) throw notFound();
        return toJson(row);
      },
    });
  }

  app.delete(
    itemPath,
    docs({
      tag,
      summary: `Delete a ${names.one}`,
      access: 'admin',
      responses: { 204: { description: 'Deleted' } },
    }),
    async (request, reply) => {
      if (!(await queries.remove(db, idOf(request.params)))) throw notFound();
      return reply.status(204).send();
    },
  );
}
