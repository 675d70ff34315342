/**
 * The routes of a plain content resource (leaders, ministries, shop items,
 * videos, blog posts): a table with a serial `id`, read by anyone, written
 * by administrators. A feature describes its resource once; the list, one,
 * create, update and delete routes, their validation and their OpenAPI
 * entries follow from that description.
 */
import type { PatternPath } from '@parish/shared-types';
import { z } from 'zod';
import type { Database, Transaction } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import type { ResourceTable } from './repository';
import { ok, type Failure, type Result } from '../../../lib/result';
import { auditedWrite, recordWith, type RecordInTransaction, auditActor } from '../../platform';
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
  /**
   * A rule the schema cannot know, over the records already kept (a service
   * overlapping another), checked in the write's transaction before a
   * create (`id` null) or an update; its failure refuses the write.
   */
  check?(
    tx: Transaction,
    columns: Partial<T['$inferInsert']>,
    id: number | null,
  ): Promise<Result<void>>;
  /**
   * What a unique index's violation means to the person who wrote (two
   * offices saving the same record at once, which `check` cannot see):
   * answered as this failure rather than an error of ours.
   */
  duplicate?: Failure;
  /** The refusals `check` and `duplicate` give a create or an update, for the docs. */
  writeErrors?: Record<number, string>;
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
  const checked = async (
    tx: Transaction,
    columns: Partial<T['$inferInsert']>,
    id: number | null,
  ) => (resource.check ? resource.check(tx, columns, id) : ok(undefined));
  /** The write's result, with a unique violation as `duplicate` when the resource names one. */
  const refusingDuplicates = async <V>(write: () => Promise<Result<V>>): Promise<Result<V>> => {
    try {
      return await write();
    } catch (error) {
      if (resource.duplicate && isUniqueViolation(error)) return resource.duplicate;
      throw error;
    }
  };

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
      ...(resource.writeErrors ? { errors: resource.writeErrors } : {}),
    }),
    async (request, reply) => {
      // Fastify validated it with `create.schema`; a generic route cannot infer the type.
      const input = request.body as z.output<Create>;
      const columns = create.toColumns(input);
      const created = unwrap(
        await refusingDuplicates(() =>
          auditedWrite(
            db,
            async (tx) => {
              const allowed = await checked(tx, columns, null);
              return allowed.ok ? ok(await records.create(tx, columns)) : allowed;
            },
            {
              actor: auditActor(request),
              action: 'create',
              entity,
              entityId: (record) => (record as { id?: number }).id ?? null,
            },
          ),
        ),
      );
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
        ...(resource.writeErrors ? { errors: resource.writeErrors } : {}),
      }),
      preValidation: matchingBodyId(idOf),
      handler: async (request) => {
        const id = idOf(request.params);
        const input = request.body as z.output<Update>;
        const columns = update.toColumns(input);
        if (update.method === 'PATCH') requireChanges(columns);
        return unwrap(
          await refusingDuplicates(() =>
            auditedWrite(
              db,
              async (tx) => {
                const allowed = await checked(tx, columns, id);
                return allowed.ok ? records.update(tx, id, columns) : allowed;
              },
              {
                actor: auditActor(request),
                action: 'update',
                entity,
                entityId: id,
                before: (tx) => records.find(tx, id),
              },
            ),
          ),
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
