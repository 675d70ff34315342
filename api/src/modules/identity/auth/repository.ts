/**
 * Administrator sessions live in the `sessions` table, so every API instance
 * sees them and logging out really ends them. The cookie carries a random
 * token; the table keeps only its SHA-256, so a copy of the table lets nobody in.
 */
import { randomBytes } from 'node:crypto';
import type { AdminSession } from '@parish/shared-types';
import { and, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { admins, sessions } from '../tables';
import { secretHash } from '../../../lib/secret-hash';
import { toAdminJson } from '../admins/repository';

/** A session's absolute lifetime; it also ends after `SESSION_IDLE_HOURS` without a request. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a session is live at `now`: not past its lifetime, and used within `idleMs`. */
function isLive(now: Date, idleMs: number) {
  return and(
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
  );
}

/** Where a session was started from, shown in the account's list of sessions. */
export interface SessionOrigin {
  userAgent: string | null;
  ipAddress: string | null;
}

export async function createSession(
  db: Executor,
  adminId: number,
  now = new Date(),
  origin: SessionOrigin = { userAgent: null, ipAddress: null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // Housekeeping on the rare write path keeps the table small without a timer.
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  await db.insert(sessions).values({
    id: secretHash(token),
    adminId,
    expiresAt,
    createdAt: now,
    lastSeenAt: now,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
    ipAddress: origin.ipAddress,
  });
  return { token, expiresAt };
}

/** A live session as the guard of admin routes needs it. */
export interface SessionState {
  session: AdminSession;
  /** The row's id (the token's SHA-256). */
  id: string;
  /** Two-step sign-in is on for the administrator. */
  twoFactorEnabled: boolean;
  lastSeenAt: Date;
}

/** The live session for a cookie token, with its admin; undefined when unknown, expired or idle too long. */
export async function findSessionState(
  db: Executor,
  token: string,
  now: Date,
  idleMs: number,
): Promise<SessionState | undefined> {
  const [row] = await db
    .select({
      id: admins.id,
      email: admins.email,
      name: admins.name,
      roles: admins.roles,
      totpSecret: admins.totpSecret,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.id, secretHash(token)), isLive(now, idleMs)))
    .limit(1);
  return (
    row && {
      session: { admin: toAdminJson(row), expires_at: row.expiresAt.toISOString() },
      id: row.sessionId,
      twoFactorEnabled: row.totpSecret !== null,
      lastSeenAt: row.lastSeenAt,
    }
  );
}

/** Notes a request of the session (the list of sessions shows when each was last used). */
export async function touchSession(db: Executor, id: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** An administrator's live sessions (not expired, not idle too long), the most recently used first. */
export async function liveSessionsOf(
  db: Executor,
  adminId: number,
  now: Date,
  idleMs: number,
): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), isLive(now, idleMs)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export type SessionRow = Pick<
  typeof sessions.$inferSelect,
  'id' | 'userAgent' | 'ipAddress' | 'createdAt' | 'lastSeenAt'
>;

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, secretHash(token)));
}

/**
 * Ends every session of an administrator (after a password change, or
 * turning two-step sign-in on), except the one carrying `keepToken`: whoever
 * changed it stays logged in.
 */
export async function deleteSessionsOf(
  db: Executor,
  adminId: number,
  keepToken: string | null,
): Promise<number> {
  const others = keepToken
    ? and(eq(sessions.adminId, adminId), ne(sessions.id, secretHash(keepToken)))
    : eq(sessions.adminId, adminId);
  const ended = await db.delete(sessions).where(others).returning({ id: sessions.id });
  return ended.length;
}
