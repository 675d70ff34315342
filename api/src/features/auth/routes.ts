import {
  ADMIN_REQUIRED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  loginInputSchema,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
  type AdminSession,
} from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import {
  clearSessionCookie,
  loadSession,
  readSessionToken,
  setSessionCookie,
} from '../../http/auth';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validation';
import { findAdminByEmail, toAdminJson } from '../admins/repository';
import { verifyAgainstNothing, verifyPassword } from '../admins/passwords';
import { createSession, deleteSession } from './sessions';

export async function authRoutes(app: FastifyInstance, { db, config }: AppContext) {
  app.post(
    '/api/auth/login',
    {
      config: {
        // Counted per client address (see TRUST_PROXY) before the body is read.
        rateLimit: {
          max: config.loginRateLimit.max,
          timeWindow: config.loginRateLimit.windowMs,
          errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = parseBody(loginInputSchema, request.body);
      const admin = await findAdminByEmail(db, email);
      // One message and (through the dummy compare) one timing for a wrong e-mail or password.
      const valid = admin
        ? await verifyPassword(password, admin.passwordHash)
        : await verifyAgainstNothing(password);
      if (!admin || !valid) throw new HttpError(401, LOGIN_FAILED_MESSAGE);

      const session = await createSession(db, admin.id);
      setSessionCookie(reply, config, session.token);
      const body: AdminSession = {
        admin: toAdminJson(admin),
        expires_at: session.expiresAt.toISOString(),
      };
      return body;
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, config);
    return reply.status(204).send();
  });

  app.get('/api/auth/session', async (request, reply) => {
    const session = await loadSession(db, request);
    if (!session) throw new HttpError(401, ADMIN_REQUIRED_MESSAGE);
    reply.header('cache-control', 'no-store');
    return session;
  });
}
