import {
  LOGIN_FAILED_MESSAGE,
  SECOND_FACTOR_FAILED_MESSAGE,
  TOO_MANY_ACCOUNT_SIGN_IN_FAILURES_MESSAGE,
  SIGN_IN_CHALLENGE_MAX_ATTEMPTS,
  SIGN_IN_CHALLENGE_TTL_MINUTES,
  type AdminSession,
  type LoginChallenge,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { countHit, signInFailuresKey, takeBackHit } from '../../../lib/rate-counters';
import { failure, ok, type Result } from '../../../lib/result';
import { describeDevice } from '../accounts/devices';
import {
  attemptChallenge,
  deleteChallenge,
  insertChallenge,
  isKnownDevice,
  rememberDevice,
} from '../accounts/repository';
import { useSecondFactor } from '../accounts/service';
import { verifyAgainstNothing, verifyPassword } from '../admins/passwords';
import { findAdmin, findAdminByEmail, toAdminJson, type AdminRow } from '../admins/repository';
import { recordSignIn } from '../../platform';
import { newLinkToken, type Outbox } from '../../messaging';
import { createSession, deleteSession, type SessionOrigin } from './repository';

export { deleteSession as logOut } from './repository';

/** Where a sign-in comes from: the browser, its address and its device cookie's id. */
export interface SignInOrigin extends SessionOrigin {
  deviceId: string;
  /**
   * The session the browser still holds (its session cookie's token): the
   * new one replaces it in the browser, so it is ended, whoever's it was.
   */
  replacedSessionToken: string | null;
}

/** Who signed in, as the audit log recorded them. */
export interface SignedInAdmin {
  id: number;
  name: string;
  email: string;
}

export type SignedIn = {
  session: AdminSession;
  token: string;
  adminId: number;
  admin: SignedInAdmin;
};

/** Which step of a sign-in proved who it is: the password alone, or the code after it. */
export type SignInStep = 'password' | 'second_factor';
export type LogInOutcome =
  | ({ kind: 'signed_in' } & SignedIn)
  | { kind: 'second_factor'; challenge: LoginChallenge; adminId: number };

/**
 * Starts the session of an administrator who proved who they are, and
 * records the sign-in in the audit log in the same transaction: ends the
 * session this browser held before (so signing in again leaves none
 * behind), notes the device, and mails the administrator when it is a new
 * one (not for their very first device: that sign-in is where they start from).
 */
async function startSession(
  db: Database,
  outbox: Outbox,
  admin: AdminRow,
  origin: SignInOrigin,
  step: SignInStep,
  now: Date,
): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    if (origin.replacedSessionToken) await deleteSession(tx, origin.replacedSessionToken);
    const { token, expiresAt } = await createSession(tx, admin.id, now, origin);
    const signedIn = { id: admin.id, name: admin.name, email: admin.email };
    await recordSignIn(tx, {
      address: origin.ipAddress,
      email: admin.email,
      admin: signedIn,
      method: step,
    });
    const device = await rememberDevice(tx, admin.id, origin.deviceId, now);
    if (device.isNew && !device.firstDevice) {
      await outbox.enqueue(tx, {
        kind: 'new_device_sign_in',
        to: admin.email,
        toName: admin.name,
        data: {
          adminName: admin.name,
          device: describeDevice(origin.userAgent),
          address: origin.ipAddress,
          signedInAt: now.toISOString(),
          accountUrl: `${outbox.siteUrl}/admin/account`,
        },
      });
    }
    return {
      token,
      adminId: admin.id,
      admin: signedIn,
      session: { admin: toAdminJson(admin), expires_at: expiresAt.toISOString() },
    };
  });
}

/** Failed sign-ins an account takes from browsers new to it, in a window (LOGIN_ACCOUNT_RATE_LIMIT_MAX). */
export interface AccountSignInLimit {
  max: number;
  windowMs: number;
}

/**
 * The password step of a sign-in. A wrong e-mail and a wrong password fail
 * alike, in message and (through a dummy compare) in time. An administrator
 * with two-step sign-in on gets a challenge for the code instead of a session.
 *
 * Failed attempts are also counted per account (per e-mail tried, known or
 * not, so the answer tells nothing), from browsers that have not signed in
 * to the account before: past `accountLimit.max` in its window such a
 * browser is refused before the password is looked at, so guessing from
 * many addresses is slowed too. A browser the administrator has signed in
 * with (its device cookie) is never refused for others' failures, so an
 * attacker cannot lock the administrator out (docs/accounts.md).
 */
export async function logIn(
  db: Database,
  outbox: Outbox,
  email: string,
  password: string,
  origin: SignInOrigin,
  now: Date,
  accountLimit: AccountSignInLimit,
  /** The cost of the administrators' password hashes: a wrong e-mail is checked at the same cost. */
  passwordHashCost: number,
): Promise<Result<LogInOutcome>> {
  const admin = await findAdminByEmail(db, email);
  const counted = !(admin && (await isKnownDevice(db, admin.id, origin.deviceId)));
  const failuresKey = signInFailuresKey(email);
  if (counted) {
    // Counted before the password is checked, so simultaneous guesses cannot slip past.
    const { current } = await countHit(db, failuresKey, accountLimit.windowMs);
    if (current > accountLimit.max) {
      return failure('too_many', TOO_MANY_ACCOUNT_SIGN_IN_FAILURES_MESSAGE);
    }
  }
  const valid = admin
    ? await verifyPassword(password, admin.passwordHash)
    : await verifyAgainstNothing(password, passwordHashCost);
  // The right password is not a failure: its count is taken back.
  if (counted && admin && valid) await takeBackHit(db, failuresKey);
  if (!admin || !valid) {
    // A failed sign-in has no session: its row is written on its own, with the e-mail tried.
    await recordSignIn(db, {
      address: origin.ipAddress,
      email,
      admin: null,
      method: 'password',
    });
    return failure('unauthenticated', LOGIN_FAILED_MESSAGE);
  }
  if (admin.totpSecret) {
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MINUTES * 60_000);
    await insertChallenge(db, { token, adminId: admin.id, expiresAt }, now);
    return ok({
      kind: 'second_factor',
      adminId: admin.id,
      challenge: {
        two_factor_required: true,
        challenge: token,
        expires_at: expiresAt.toISOString(),
      },
    });
  }
  return ok({
    kind: 'signed_in',
    ...(await startSession(db, outbox, admin, origin, 'password', now)),
  });
}

/**
 * The second step: a TOTP code or a recovery code for a live challenge.
 * Every failure (unknown or expired challenge, too many attempts, a wrong
 * or used code) is the same 401; a challenge allows a few attempts.
 */
export async function completeSecondFactor(
  db: Database,
  outbox: Outbox,
  challenge: string,
  code: string,
  origin: SignInOrigin,
  now = new Date(),
): Promise<Result<SignedIn>> {
  const adminId = await attemptChallenge(db, challenge, SIGN_IN_CHALLENGE_MAX_ATTEMPTS, now);
  const admin = adminId === undefined ? undefined : await findAdmin(db, adminId);
  if (!admin || !(await useSecondFactor(db, admin, code, now))) {
    // The address whose password was right, when the challenge still names it.
    await recordSignIn(db, {
      address: origin.ipAddress,
      email: admin?.email ?? null,
      admin: null,
      method: 'second_factor',
    });
    return failure('unauthenticated', SECOND_FACTOR_FAILED_MESSAGE);
  }
  await deleteChallenge(db, challenge);
  return ok(await startSession(db, outbox, admin, origin, 'second_factor', now));
}
