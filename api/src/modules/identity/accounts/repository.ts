/**
 * The tables of an administrator's account security: reset links, sign-in
 * challenges, the TOTP secret and its recovery codes, known devices and
 * the list of sessions. Tokens and codes are kept only as SHA-256, so a
 * copy of these tables lets nobody in.
 */
import { and, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import {
  adminDevices,
  adminRecoveryCodes,
  admins,
  passwordResetLinks,
  signInChallenges,
} from '../tables';
import { secretHash } from '../../../lib/secret-hash';

export async function insertResetLink(
  db: Executor,
  values: { token: string; adminId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  // Housekeeping on the write path keeps the table small without a timer.
  await db.delete(passwordResetLinks).where(lte(passwordResetLinks.expiresAt, now));
  await db.insert(passwordResetLinks).values({
    id: secretHash(values.token),
    adminId: values.adminId,
    createdAt: now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Uses a reset link: its administrator, once, while it is live. One
 * statement marks it used, so two requests with the same link succeed once.
 */
export async function useResetLink(
  db: Executor,
  token: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetLinks.id, secretHash(token)),
        isNull(passwordResetLinks.usedAt),
        gt(passwordResetLinks.expiresAt, now),
      ),
    )
    .returning({ adminId: passwordResetLinks.adminId });
  return row?.adminId;
}

/** A new password ends the administrator's other unused reset links too. */
export async function setPasswordHash(
  db: Executor,
  adminId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, adminId));
  await db
    .update(passwordResetLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordResetLinks.adminId, adminId), isNull(passwordResetLinks.usedAt)));
}

export async function insertChallenge(
  db: Executor,
  values: { token: string; adminId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, now));
  await db.insert(signInChallenges).values({
    id: secretHash(values.token),
    adminId: values.adminId,
    createdAt: now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Counts one attempt at a live challenge and answers its administrator;
 * undefined when the challenge is unknown, expired or out of attempts.
 */
export async function attemptChallenge(
  db: Executor,
  token: string,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.id, secretHash(token)),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ adminId: signInChallenges.adminId });
  return row?.adminId;
}

export async function deleteChallenge(db: Executor, token: string): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.id, secretHash(token)));
}

export async function setPendingSecret(
  db: Executor,
  adminId: number,
  secret: string,
): Promise<void> {
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
}

/** Turns the pending secret into the live one, with the step of the code that confirmed it. */
export async function enableTotp(
  db: Executor,
  adminId: number,
  secret: string,
  step: number,
): Promise<void> {
  await db
    .update(admins)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
    .where(eq(admins.id, adminId));
}

export async function disableTotp(db: Executor, adminId: number): Promise<void> {
  await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(admins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}

/**
 * Records the time step of an accepted code, only if it is later than the
 * last one: false when this code (or a later one) was used already.
 */
export async function claimTotpStep(db: Executor, adminId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))),
    )
    .returning({ id: admins.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(
  db: Executor,
  adminId: number,
  codes: string[],
  now: Date,
): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: secretHash(code), createdAt: now })));
}

/** Uses a recovery code once: true when it was one of the administrator's unused codes. */
export async function useRecoveryCode(
  db: Executor,
  adminId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, secretHash(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Executor, adminId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Remembers a device for an administrator. `isNew` is true when the
 * device was not known; `firstDevice` when the administrator had none yet.
 */
export async function rememberDevice(
  db: Executor,
  adminId: number,
  deviceId: string,
  now: Date,
): Promise<{ isNew: boolean; firstDevice: boolean }> {
  const [known] = await db
    .select({ devices: count() })
    .from(adminDevices)
    .where(eq(adminDevices.adminId, adminId));
  const inserted = await db
    .insert(adminDevices)
    .values({ adminId, deviceHash: secretHash(deviceId), firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ adminId: adminDevices.adminId });
  return { isNew: inserted.length > 0, firstDevice: (known?.devices ?? 0) === 0 };
}

/** Whether the administrator has signed in from this device (browser) before. */
export async function isKnownDevice(
  db: Executor,
  adminId: number,
  deviceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ adminId: adminDevices.adminId })
    .from(adminDevices)
    .where(
      and(eq(adminDevices.adminId, adminId), eq(adminDevices.deviceHash, secretHash(deviceId))),
    )
    .limit(1);
  return row !== undefined;
}
