/**
 * The platform module's public face: the audit log (every administrator's
 * write and sign-in, in the write's own transaction) and the health check.
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
