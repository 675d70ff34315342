import { adminCreateSchema, adminUpdateSchema, apiPaths } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endOtherSessions } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { unwrap } from '../../http/results';
import { parseBody, parseId, type RouteParams } from '../../http/validation';
import { docs } from '../../openapi/registry';
import { adminJson } from '../../openapi/schemas';
import {
  ADMIN_NOT_FOUND_MESSAGE,
  createAdmin,
  deleteAdmin,
  getAdmin,
  listAdmins,
  updateAdmin,
} from './service';

type IdParams = RouteParams<typeof apiPaths.admin>;

const tag = 'Admins';
const oneAdmin = {
  description: 'The administrator (never with a password or hash)',
  schema: adminJson,
};
const idOf = (params: IdParams) => parseId(params.id, ADMIN_NOT_FOUND_MESSAGE);

export async function adminRoutes(app: FastifyInstance, { db, config }: AppContext) {
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
      description: 'The password is hashed on the server (bcrypt) and never shown again.',
      access: 'admin',
      body: adminCreateSchema,
      example: {
        email: 'office@holytrinity.example',
        password: 'a long passphrase',
        name: 'Parish Office',
      },
      responses: { 201: oneAdmin },
      errors: { 409: 'Email {email} is already registered' },
    }),
    async (request, reply) => {
      const input = parseBody(adminCreateSchema, request.body);
      return reply.status(201).send(unwrap(await createAdmin(db, input, config)));
    },
  );

  app.patch<{ Params: IdParams }>(
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
      const input = parseBody(adminUpdateSchema, request.body);
      const { admin, passwordChanged } = unwrap(await updateAdmin(db, id, input, config));
      if (passwordChanged) await endOtherSessions(db, request, id);
      return admin;
    },
  );

  app.delete<{ Params: IdParams }>(
    apiPaths.admin.pattern,
    docs({
      tag,
      summary: 'Delete an administrator',
      access: 'admin',
      responses: { 204: { description: 'Deleted, with their sessions' } },
      errors: { 409: 'Yourself, or the last administrator' },
    }),
    async (request, reply) => {
      const session = request.adminSession;
      unwrap(await deleteAdmin(db, idOf(request.params), session?.admin.id ?? 0));
      return reply.status(204).send();
    },
  );
}
