import {
  ADMIN_REQUIRED_MESSAGE,
  ROLE_NOT_ALLOWED_MESSAGE,
  type AdminRole,
  apiPaths,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  type AdminSession,
} from '@parish/shared-types';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db';
import { secondFactorRequired } from '../accounts/roles';
import {
  deleteSessionsOf,
  findSessionState,
  SESSION_TTL_MS,
  touchSession,
  type SessionState,
} from './repository';
import { cookieOptions, SESSION_COOKIE } from '../../../http/cookies';
import { HttpError } from '../../../http/errors';

export { SESSION_COOKIE };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` for administrator-only routes. */
    adminSession: AdminSession | null;
  }
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(reply.server.cookieNames.session, token, {
    ...cookieOptions(config),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(reply.server.cookieNames.session, cookieOptions(config));
}

/** The session token from a correctly signed cookie, or null. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[request.server.cookieNames.session];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** How stale a session's `last_seen_at` may get before a request writes it again. */
const LAST_SEEN_PRECISION_MS = 60_000;

/**
 * The live session of the request's cookie, its use noted: a request is
 * what keeps a session from idling out (`SESSION_IDLE_HOURS`). Written at
 * most once a minute per session, so most requests only read.
 */
async function useSession(
  db: Database,
  request: FastifyRequest,
  now: Date,
  idleMs: number,
): Promise<SessionState | undefined> {
  const token = readSessionToken(request);
  const state = token ? await findSessionState(db, token, now, idleMs) : undefined;
  if (state && now.getTime() - state.lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS) {
    await touchSession(db, state.id, now);
  }
  return state;
}

/** The request's administrator session, if it has a live one (public routes that show more to one). */
export async function loadSession(
  db: Database,
  request: FastifyRequest,
  config: Pick<Config, 'sessionIdleMs'>,
  now: Date,
): Promise<AdminSession | null> {
  return (await useSession(db, request, now, config.sessionIdleMs))?.session ?? null;
}

/**
 * The admin routes an administrator may use while a role of theirs requires
 * two-step sign-in that is not on yet: the account, and setting it up.
 */
const SECOND_FACTOR_SETUP_ROUTES = new Set([
  `GET ${apiPaths.account}`,
  `POST ${apiPaths.accountTwoFactorSetup}`,
  `POST ${apiPaths.accountTwoFactor}`,
]);

export function createRequireAdmin(
  db: Database,
  config: Pick<Config, 'twoFactorRequiredRoles' | 'sessionIdleMs'>,
  /** The app's clock, the one sign-in dates sessions by. */
  clock: () => Date = () => new Date(),
): preHandlerAsyncHookHandler {
  return async function requireAdmin(request, reply) {
    const state = await useSession(db, request, clock(), config.sessionIdleMs);
    if (!state) throw new HttpError(401, ADMIN_REQUIRED_MESSAGE);
    request.adminSession = state.session;
    // What an administrator sees is for them alone: no shared cache may keep it.
    reply.header('cache-control', 'private, no-store');
    if (
      !state.twoFactorEnabled &&
      !SECOND_FACTOR_SETUP_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`) &&
      (await secondFactorRequired(db, config, state.session.admin.id))
    ) {
      throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
    }
  };
}

/**
 * After `requireAdmin`: 403 unless the session's administrator has one of
 * `roles` (a route's entry in `ADMIN_ROUTE_ROLES`, owner included).
 */
export function requireRoles(roles: readonly AdminRole[]): preHandlerAsyncHookHandler {
  return async function requireRole(request) {
    const held = request.adminSession?.admin.roles ?? [];
    if (!held.some((role) => roles.includes(role))) {
      throw new HttpError(403, ROLE_NOT_ALLOWED_MESSAGE);
    }
  };
}

/** Logs an administrator out everywhere except in the session making this request. */
export async function endOtherSessions(
  db: Database,
  request: FastifyRequest,
  adminId: number,
): Promise<void> {
  await deleteSessionsOf(db, adminId, readSessionToken(request));
}
