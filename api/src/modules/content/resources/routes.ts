/**
 * The routes of a plain content resource (leaders, ministries, shop items,
 * videos, blog posts): a table with a serial `id`, read by anyone, written
 * by administrators. A feature describes its resource once; the list, one,
 * create, update and delete routes, their validation and their OpenAPI
 * entries follow from that description.
 */
import type { PatternPath } from '@parish/shared-types';
import { z } from 'zod';
import type { Database } from '../../../db';
import type { ResourceTable } from './repository';
import type { Result } from '../../../lib/result';
import {
  auditedValue,
  auditedWrite,
  recordWith,
  type RecordInTransaction,
  auditActor,
} from '../../platform';
import { resourceService, type ResourceData } from './service';
import { docs } from '../../../openapi/registry';
import { unwrap } from '../../../http/results';
import {
  type InputSchema,
  matchingBodyId,
  parseId,
  requireChanges,
} from '../../../http/validation';
import type { ApiApp } from '../../../http/context';

export interface WriteRoute<S extends InputSchema, Insert> {
  /** The shared-types schema the form validates with too. */
  schema: S;
  /** A valid body for the docs. */
  example: Record<string, unknown>;
  toColumns(input: z.output<S>): Insert;
}

export interface ResourceDefinition<
  T extends ResourceTable,
  Json,
  Create extends InputSchema,
  Update extends InputSchema,
> extends ResourceData<T, Json> {
  /** From `apiPaths`, e.g. `{ collection: apiPaths.leadership, one: apiPaths.leader }`. */
  paths: { collection: string; one: PatternPath<`${string}:id/`, [id: number]> };
  tag: string;
  /** For summaries: `{ one: 'leader', many: 'leaders' }`. */
  names: { one: string; many: string };
  /** Its name in the audit log and the trash; `names.one` in snake case when left out ('shop_item'). */
  entity?: string;
  /** The record's JSON shape, for the docs (see `openapi/schemas.ts`). */
  json: z.ZodType;
  create: WriteRoute<Create, T['$inferInsert']>;
  /** PUT replaces every field; PATCH changes those sent. Left out: no update route. */
  update?: WriteRoute<Update, Partial<T['$inferInsert']>> & { method: 'PUT' | 'PATCH' };
  /**
   * Deletes a record that owns more than its row (a stored file); the row
   * alone when left out. It calls `record` in the transaction that deletes
   * the row (the audit log's row), with the record's JSON.
   */
  remove?(db: Database, id: number, record: RecordInTransaction<Json>): Promise<Result<void>>;
}

/**
 * A resource created and replaced (PUT) with the same body: one write serves
 * both routes (the repository stamps `updatedAt` on the replace).
 */
export function createAndReplace<S extends InputSchema, Insert>(write: WriteRoute<S, Insert>) {
  return { create: write, update: { ...write, method: 'PUT' as const } };
}

export function registerResourceRoutes<
  T extends ResourceTable,
  Json,
  Create extends InputSchema,
  Update extends InputSchema,
>(app: ApiApp, db: Database, resource: ResourceDefinition<T, Json, Create, Update>) {
  const { paths, tag, names, notFoundMessage, json, create, update } = resource;
  const path = paths.collection;
  const itemPath = paths.one.pattern;
  const records = resourceService(resource);
  const idOf = (params: unknown) => parseId((params as { id: string }).id, notFoundMessage);
  const one = { description: `The ${names.one}`, schema: json };
  const entity = resource.entity ?? names.one.replace(/\s+/g, '_');

  app.get(
    path,
    docs({
      tag,
      summary: `List ${names.many}`,
      access: 'public',
      responses: { 200: { description: `Every ${names.one}`, schema: z.array(json) } },
    }),
    async () => records.list(db),
  );

  app.get(
    itemPath,
    docs({ tag, summary: `Get one ${names.one}`, access: 'public', responses: { 200: one } }),
    async (request) => unwrap(await records.get(db, idOf(request.params))),
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
      // Fastify validated it with `create.schema`; a generic route cannot infer the type.
      const input = request.body as z.output<Create>;
      const created = await auditedValue(db, (tx) => records.create(tx, create.toColumns(input)), {
        actor: auditActor(request),
        action: 'create',
        entity,
        entityId: (record) => (record as { id?: number }).id ?? null,
      });
      return reply.status(201).send(created);
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
      preValidation: matchingBodyId(idOf),
      handler: async (request) => {
        const id = idOf(request.params);
        const input = request.body as z.output<Update>;
        const columns = update.toColumns(input);
        if (update.method === 'PATCH') requireChanges(columns);
        return unwrap(
          await auditedWrite(db, (tx) => records.update(tx, id, columns), {
            actor: auditActor(request),
            action: 'update',
            entity,
            entityId: id,
            before: (tx) => records.find(tx, id),
          }),
        );
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
      const id = idOf(request.params);
      const change = { actor: auditActor(request), action: 'delete', entity, entityId: id };
      unwrap(
        resource.remove
          ? // Its files go after its transaction, so it runs its own, with the audit row in it.
            await resource.remove(db, id, recordWith<Json>(change))
          : await auditedWrite(db, (tx) => records.remove(tx, id), {
              ...change,
              before: (tx) => records.find(tx, id),
            }),
      );
      return reply.status(204).send();
    },
  );
}
