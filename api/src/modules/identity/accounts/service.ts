/**
 * An administrator's own account: password reset by a mailed link,
 * changing one's password, the TOTP second factor and its recovery codes,
 * and the list of one's sessions (docs/accounts.md).
 */
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_TTL_MINUTES,
  PASSWORD_TOO_COMMON_MESSAGE,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_WRONG_MESSAGE,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_DISABLE_FAILED_MESSAGE,
  TWO_FACTOR_NOT_STARTED_MESSAGE,
  type AccountSession,
  type AccountStatus,
  type Admin,
  type PasswordChangeInput,
  type PasswordResetInput,
  type RecoveryCodes,
  type TwoFactorDisableInput,
  type TwoFactorSetup,
} from '@parish/shared-types';
import type { Config } from '../../../config';
import type { Database, Executor } from '../../../db';
import { commitIfOk, conflict, failure, invalid, ok, type Result } from '../../../lib/result';
import { recordAudit, type AuditActor } from '../../platform';
import { hashPassword, verifyPassword } from '../admins/passwords';
import { findAdmin, findAdminByEmail, toAdminJson, type AdminRow } from '../admins/repository';
import { deleteSessionsOf, liveSessionsOf } from '../auth/repository';
import { clearCounter, signInFailuresKey } from '../../../lib/rate-counters';
import { secretHash } from '../../../lib/secret-hash';
import { newLinkToken, type Outbox } from '../../messaging';
import { isCommonPassword } from './common-passwords';
import { describeDevice } from './devices';
import {
  claimTotpStep,
  countRecoveryCodesLeft,
  disableTotp,
  enableTotp,
  insertResetLink,
  rememberDevice,
  replaceRecoveryCodes,
  setPasswordHash,
  setPendingSecret,
  useRecoveryCode,
  useResetLink,
} from './repository';
import { secondFactorRequired } from './roles';
import { matchTotp, newRecoveryCode, newTotpSecret, qrCodeDataUrl, totpUri } from './totp';

type HashSettings = Pick<Config, 'passwordHashCost'>;

/** The rules a new password meets beyond the schema's (which the forms check too). */
function newPasswordProblem(password: string) {
  return isCommonPassword(password) ? invalid(PASSWORD_TOO_COMMON_MESSAGE, 'new_password') : null;
}

/**
 * Mails a reset link to an administrator's address; does nothing for any
 * other address. The caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Database,
  outbox: Outbox,
  email: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const admin = await findAdminByEmail(tx, email);
    if (!admin) return;
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
    await insertResetLink(tx, { token, adminId: admin.id, expiresAt }, now);
    await outbox.enqueue(tx, {
      kind: 'password_reset',
      to: admin.email,
      toName: admin.name,
      data: {
        adminName: admin.name,
        resetUrl: `${outbox.siteUrl}/login/reset?${new URLSearchParams({ token }).toString()}`,
        expiresAt: expiresAt.toISOString(),
      },
    });
  });
}

/**
 * Sets a new password with a live, unused reset link, and ends every
 * session of the account: whoever held one must sign in again. The link
 * proved the mailbox is theirs, so the browser that used it counts as one
 * the administrator has signed in with (`admin_devices`), and the account's
 * count of failed sign-ins starts again: someone guessing at the account
 * cannot keep its owner out (docs/accounts.md).
 */
export async function resetPassword(
  db: Database,
  settings: HashSettings,
  input: PasswordResetInput,
  origin: { address: string | null; deviceId: string },
  now: Date,
): Promise<Result<{ adminId: number }>> {
  const problem = newPasswordProblem(input.new_password);
  if (problem) return problem;
  const passwordHash = await hashPassword(input.new_password, settings.passwordHashCost);
  return commitIfOk(db, async (tx) => {
    const adminId = await useResetLink(tx, input.token, now);
    if (adminId === undefined) return invalid(PASSWORD_RESET_LINK_INVALID_MESSAGE, 'token');
    const admin = await findAdmin(tx, adminId);
    await setPasswordHash(tx, adminId, passwordHash, now);
    const ended = await deleteSessionsOf(tx, adminId, null);
    await rememberDevice(tx, adminId, origin.deviceId, now);
    if (admin) await clearCounter(tx, signInFailuresKey(admin.email));
    // The link proved who this is: the administrator is the actor.
    await recordAudit(tx, {
      actor: {
        adminId,
        adminName: admin?.name ?? null,
        adminEmail: admin?.email ?? null,
        address: origin.address,
      },
      action: 'password_reset',
      entity: 'admin',
      entityId: adminId,
      before: { password_hash: admin?.passwordHash ?? null },
      after: { password_hash: passwordHash, sessions_ended: ended },
    });
    return ok({ adminId });
  });
}

/** Changes one's own password (the current one required); the other sessions end. */
export async function changePassword(
  db: Database,
  settings: HashSettings,
  adminId: number,
  input: PasswordChangeInput,
  keepSessionToken: string | null,
  actor: AuditActor,
  now: Date,
): Promise<Result<void>> {
  const admin = await findAdmin(db, adminId);
  if (!admin || !(await verifyPassword(input.current_password, admin.passwordHash))) {
    return invalid(CURRENT_PASSWORD_WRONG_MESSAGE, 'current_password');
  }
  const problem = newPasswordProblem(input.new_password);
  if (problem) return problem;
  const passwordHash = await hashPassword(input.new_password, settings.passwordHashCost);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, adminId, passwordHash, now);
    const ended = await deleteSessionsOf(tx, adminId, keepSessionToken);
    // The hashes are redacted: the row says that the password changed, not to what.
    await recordAudit(tx, {
      actor,
      action: 'password_change',
      entity: 'admin',
      entityId: adminId,
      before: { password_hash: admin.passwordHash },
      after: { password_hash: passwordHash, other_sessions_ended: ended },
    });
  });
  return ok(undefined);
}

export async function accountStatus(
  db: Executor,
  config: Pick<Config, 'twoFactorRequiredRoles'>,
  admin: Admin,
): Promise<AccountStatus> {
  const row = await findAdmin(db, admin.id);
  const enabled = Boolean(row?.totpSecret);
  return {
    admin: row ? toAdminJson(row) : admin,
    two_factor: {
      enabled,
      required: await secondFactorRequired(db, config, admin.id),
      recovery_codes_left: enabled ? await countRecoveryCodesLeft(db, admin.id) : 0,
    },
  };
}

/** Starts setting up the second factor: a new secret, kept aside until a code confirms it. */
export async function startTwoFactor(
  db: Database,
  admin: Admin,
  issuer: string,
  actor: AuditActor,
): Promise<Result<TwoFactorSetup>> {
  const row = await findAdmin(db, admin.id);
  if (row?.totpSecret) return conflict(TWO_FACTOR_ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    await setPendingSecret(tx, admin.id, secret);
    await recordAudit(tx, {
      actor,
      action: 'two_factor_setup',
      entity: 'admin',
      entityId: admin.id,
      // Redacted by its name: the secret never reaches the log.
      after: { totp_pending_secret: secret },
    });
  });
  const uri = totpUri(secret, admin.email, issuer);
  return ok({ secret, otpauth_url: uri, qr_code: await qrCodeDataUrl(uri) });
}

/**
 * Turns the second factor on with a code of the pending secret; answers the
 * recovery codes, once. Every other session of the account ends: one started
 * with the password alone (perhaps by whoever prompted this) must sign in
 * again with a code. The session turning it on stays.
 */
export async function enableTwoFactor(
  db: Database,
  adminId: number,
  code: string,
  keepSessionToken: string | null,
  actor: AuditActor,
  now: Date,
): Promise<Result<RecoveryCodes>> {
  return commitIfOk(db, async (tx) => {
    const row = await findAdmin(tx, adminId);
    if (row?.totpSecret) return conflict(TWO_FACTOR_ALREADY_ON_MESSAGE);
    if (!row?.totpPendingSecret) return conflict(TWO_FACTOR_NOT_STARTED_MESSAGE);
    const step = await matchTotp(row.totpPendingSecret, code, now);
    if (step === null) return invalid(TOTP_CODE_WRONG_MESSAGE, 'code');
    await enableTotp(tx, adminId, row.totpPendingSecret, step);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(tx, adminId, codes, now);
    const ended = await deleteSessionsOf(tx, adminId, keepSessionToken);
    await recordAudit(tx, {
      actor,
      action: 'two_factor_on',
      entity: 'admin',
      entityId: adminId,
      before: { two_factor: false },
      // Both redacted by their names.
      after: {
        two_factor: true,
        totp_secret: row.totpPendingSecret,
        recovery_codes: codes,
        other_sessions_ended: ended,
      },
    });
    return ok({ recovery_codes: codes });
  });
}

/**
 * Whether `code` is a current TOTP code of the administrator (not used
 * before) or one of their unused recovery codes, which it then uses up.
 */
export async function useSecondFactor(
  db: Executor,
  admin: Pick<AdminRow, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!admin.totpSecret) return false;
  if (RECOVERY_CODE_PATTERN.test(code)) return useRecoveryCode(db, admin.id, code, now);
  const step = await matchTotp(admin.totpSecret, code, now, admin.totpLastStep);
  return step !== null && (await claimTotpStep(db, admin.id, step));
}

/** Turns the second factor off: the password and a code (or a recovery code) required. */
export async function disableTwoFactor(
  db: Database,
  adminId: number,
  input: TwoFactorDisableInput,
  actor: AuditActor,
  now: Date,
): Promise<Result<void>> {
  const admin = await findAdmin(db, adminId);
  const passwordOk = admin ? await verifyPassword(input.password, admin.passwordHash) : false;
  const refused = failure('invalid', TWO_FACTOR_DISABLE_FAILED_MESSAGE);
  if (!admin || !admin.totpSecret) return refused;
  return commitIfOk(db, async (tx) => {
    // The code is checked (and used up) only with the right password.
    if (!passwordOk || !(await useSecondFactor(tx, admin, input.code, now))) return refused;
    await disableTotp(tx, adminId);
    await recordAudit(tx, {
      actor,
      action: 'two_factor_off',
      entity: 'admin',
      entityId: adminId,
      before: { two_factor: true },
      after: { two_factor: false },
    });
    return ok(undefined);
  });
}

/** "Sign out everywhere else": ends the administrator's other sessions, recorded with how many. */
export async function endOtherSessions(
  db: Database,
  adminId: number,
  keepSessionToken: string | null,
  actor: AuditActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await deleteSessionsOf(tx, adminId, keepSessionToken);
    await recordAudit(tx, {
      actor,
      action: 'sign_out_elsewhere',
      entity: 'session',
      entityId: adminId,
      after: { sessions_ended: ended },
    });
    return ended;
  });
}

/** The administrator's live sessions, the one making the request marked. */
export async function listSessions(
  db: Executor,
  adminId: number,
  currentToken: string | null,
  now: Date,
  idleMs: number,
): Promise<AccountSession[]> {
  const currentId = currentToken ? secretHash(currentToken) : null;
  const rows = await liveSessionsOf(db, adminId, now, idleMs);
  return rows.map((row) => ({
    id: row.id.slice(0, 16),
    device: describeDevice(row.userAgent),
    address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}
