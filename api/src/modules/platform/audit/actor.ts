import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './record';

/**
 * Who is making this request, for the audit log: the signed-in
 * administrator (set by `requireAdmin`) and the client's address
 * (`request.ip`, which honours TRUST_PROXY).
 */
export function auditActor(request: FastifyRequest): AuditActor {
  const admin = request.adminSession?.admin;
  return {
    adminId: admin?.id ?? null,
    adminName: admin?.name ?? null,
    adminEmail: admin?.email ?? null,
    address: request.ip ?? null,
  };
}
