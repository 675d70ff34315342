import {
  adminCreateSchema,
  adminRolesSchema,
  adminUpdateSchema,
  apiPaths,
  LAST_OWNER_MESSAGE,
} from '@parish/shared-types';
import { z } from 'zod';
import { auditActor, auditedWrite } from '../../platform';
import { endOtherSessions } from '../auth/sessions';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { valueOrNull } from '../../../lib/result';
import { docs } from '../../../openapi/registry';
import { adminJson } from './json';
import {
  ADMIN_NOT_FOUND_MESSAGE,
  createAdmin,
  deleteAdmin,
  getAdmin,
  listAdmins,
  setAdminRoles,
  updateAdmin,
} from './service';

type IdParams = RouteParams<typeof apiPaths.admin>;

const tag = 'Admins';
const oneAdmin = {
  description: 'The administrator (never with a password or hash)',
  schema: adminJson,
};
const idOf = (params: IdParams) => parseId(params.id, ADMIN_NOT_FOUND_MESSAGE);

export async function adminRoutes(app: ApiApp, { db, config }: AppContext) {
  app.get(
    apiPaths.admins,
    docs({
      tag,
      summary: 'List administrators',
      access: 'admin',
      responses: { 200: { description: 'Every administrator', schema: z.array(adminJson) } },
    }),
    async () => listAdmins(db),
  );

  app.get<{ Params: IdParams }>(
    apiPaths.admin.pattern,
    docs({ tag, summary: 'Get one administrator', access: 'admin', responses: { 200: oneAdmin } }),
    async (request) => unwrap(await getAdmin(db, idOf(request.params))),
  );

  app.post(
    apiPaths.admins,
    docs({
      tag,
      summary: 'Add an administrator',
      description:
        'The password is hashed on the server (bcrypt) and never shown again. `roles` left out makes an owner.',
      access: 'admin',
      body: adminCreateSchema,
      example: {
        email: 'office@holytrinity.example',
        password: 'a long passphrase',
        name: 'Parish Office',
        roles: ['editor'],
      },
      responses: { 201: oneAdmin },
      errors: { 409: 'Email {email} is already registered' },
    }),
    async (request, reply) => {
      const input = request.body;
      const created = await auditedWrite(db, (tx) => createAdmin(tx, input, config), {
        actor: auditActor(request),
        action: 'create',
        entity: 'admin',
        entityId: (a) => a.id,
      });
      return reply.status(201).send(unwrap(created));
    },
  );

  app.patch<{ Params: IdParams; Body: z.output<typeof adminUpdateSchema> }>(
    apiPaths.admin.pattern,
    docs({
      tag,
      summary: "Change an administrator's e-mail and password",
      description:
        "Both are required, as on the spec's edit form. A new password logs that administrator out everywhere else.",
      access: 'admin',
      body: adminUpdateSchema,
      example: { email: 'office@holytrinity.example', password: 'another long passphrase' },
      responses: { 200: oneAdmin },
      errors: { 409: 'Email {email} is already registered' },
    }),
    async (request) => {
      const id = idOf(request.params);
      const input = request.body;
      const { admin, passwordChanged } = unwrap(
        await auditedWrite(db, (tx) => updateAdmin(tx, id, input, config), {
          actor: auditActor(request),
          action: 'update',
          entity: 'admin',
          entityId: id,
          before: async (tx) => valueOrNull(await getAdmin(tx, id)),
          after: (changed) => changed.admin,
        }),
      );
      if (passwordChanged) await endOtherSessions(db, request, id);
      return admin;
    },
  );

  app.put<{
    Params: RouteParams<typeof apiPaths.adminRoles>;
    Body: z.output<typeof adminRolesSchema>;
  }>(
    apiPaths.adminRoles.pattern,
    docs({
      tag,
      summary: "Set an administrator's roles",
      description:
        'One or more of owner, editor, finance and events (docs/roles.md); they apply from the next request.',
      access: 'admin',
      body: adminRolesSchema,
      example: { roles: ['editor', 'events'] },
      responses: { 200: oneAdmin },
      errors: { 409: LAST_OWNER_MESSAGE },
    }),
    async (request) => {
      const id = parseId(request.params.id, ADMIN_NOT_FOUND_MESSAGE);
      const { roles } = request.body;
      return unwrap(
        await auditedWrite(db, (tx) => setAdminRoles(tx, id, roles), {
          actor: auditActor(request),
          action: 'role_change',
          entity: 'admin',
          entityId: id,
          before: async (tx) => valueOrNull(await getAdmin(tx, id)),
        }),
      );
    },
  );

  app.delete<{ Params: IdParams }>(
    apiPaths.admin.pattern,
    docs({
      tag,
      summary: 'Delete an administrator',
      access: 'admin',
      responses: { 204: { description: 'Deleted, with their sessions' } },
      errors: { 409: 'Yourself, the last administrator, or the last owner' },
    }),
    async (request, reply) => {
      const session = request.adminSession;
      const id = idOf(request.params);
      unwrap(
        await auditedWrite(db, (tx) => deleteAdmin(tx, id, session?.admin.id ?? 0), {
          actor: auditActor(request),
          action: 'delete',
          entity: 'admin',
          entityId: id,
          before: async (tx) => valueOrNull(await getAdmin(tx, id)),
        }),
      );
      return reply.status(204).send();
    },
  );
}
