/**
 * Sign-ins in the audit log: each one, and each failed one with the e-mail
 * that was tried (never the password). For features/auth (and its TOTP and
 * reset steps) to call with the request's address.
 */
import type { Executor } from '../../../db';
import { recordAudit } from './record';

export interface SignInAttempt {
  /** `request.ip`. */
  address: string | null;
  /** The e-mail typed in the form; null at a second step (the code alone). */
  email: string | null;
  /** The administrator signed in; null when the attempt failed. */
  admin: { id: number; name: string; email: string } | null;
  /** A step besides the password (`totp`, `recovery_code`), for the record. */
  method?: string;
}

export async function recordSignIn(db: Executor, attempt: SignInAttempt): Promise<void> {
  const { admin, address, email, method } = attempt;
  await recordAudit(db, {
    actor: {
      adminId: admin?.id ?? null,
      adminName: admin?.name ?? null,
      adminEmail: admin?.email ?? email,
      address,
    },
    action: admin ? 'sign_in' : 'sign_in_failed',
    entity: 'session',
    entityId: admin?.id ?? null,
    after: method ? { method } : null,
  });
}
