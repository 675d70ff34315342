/**
 * The platform module's public face: the audit log (every administrator's
 * write and sign-in, in the write's own transaction), the trash (each module
 * registers what of its own can be in it), the health check and the
 * office's release override of a remote.
 * Other modules and the HTTP layer import these from `modules/platform`,
 * never from its folders; platform itself imports no other module.
 */
export {
  auditedValue,
  auditedWrite,
  recordWith,
  type AuditedChange,
  type RecordInTransaction,
} from './audit/audited';
export { recordAudit, type AuditAction, type AuditActor, type AuditEntry } from './audit/record';
export { recordSignIn, type SignInAttempt } from './audit/sign-ins';
export { auditRoutes } from './audit/routes';
export { healthRoutes } from './health/routes';
export { releaseOverrideRoutes } from './release-override/routes';
export type { TrashKind, TrashKinds } from './trash/kinds';
export { trashRoutes } from './trash/routes';
export { TRASH_PURGE_INTERVAL_MS, TrashWorker } from './trash/worker';
export { auditActor } from './audit/actor';
export { platformResponses } from './responses';
