import { ADMIN_REQUIRED_MESSAGE, type AdminSession } from '@parish/shared-types';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';
import { deleteSessionsOf, findSession, SESSION_TTL_MS } from '../features/auth/repository';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'parish_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` for administrator-only routes. */
    adminSession: AdminSession | null;
  }
}

function cookieOptions(config: Config): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, signed: true };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** The session token from a correctly signed cookie, or null. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

export async function loadSession(
  db: Database,
  request: FastifyRequest,
): Promise<AdminSession | null> {
  const token = readSessionToken(request);
  return token ? ((await findSession(db, token)) ?? null) : null;
}

export function createRequireAdmin(db: Database): preHandlerAsyncHookHandler {
  return async function requireAdmin(request, reply) {
    const session = await loadSession(db, request);
    if (!session) throw new HttpError(401, ADMIN_REQUIRED_MESSAGE);
    request.adminSession = session;
    // What an administrator sees is for them alone: no shared cache may keep it.
    reply.header('cache-control', 'private, no-store');
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
