import {
  ADMIN_REQUIRED_MESSAGE,
  apiPaths,
  loginInputSchema,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
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
import { unwrap } from '../../http/results';
import { parseBody } from '../../http/validation';
import { docs } from '../../openapi/registry';
import { adminSessionJson } from '../../openapi/schemas';
import { logIn, logOut } from './service';

const tag = 'Sessions';

export async function authRoutes(app: FastifyInstance, { db, config }: AppContext) {
  app.post(
    apiPaths.login,
    {
      config: {
        ...docs({
          tag,
          summary: 'Log in as an administrator',
          description:
            'Sets the session cookie. A wrong e-mail and a wrong password get the same 401.',
          access: 'public',
          body: loginInputSchema,
          example: { email: 'office@parish.example', password: 'the password' },
          responses: { 200: { description: 'Logged in', schema: adminSessionJson } },
          errors: { 401: 'Wrong e-mail or password' },
        }).config,
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
      const { session, token } = unwrap(await logIn(db, email, password));
      setSessionCookie(reply, config, token);
      return session;
    },
  );

  app.post(
    apiPaths.logout,
    docs({
      tag,
      summary: 'Log out',
      description: 'Ends the session on the server and clears the cookie; fine without a session.',
      access: 'public',
      responses: { 204: { description: 'Logged out' } },
    }),
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await logOut(db, token);
      clearSessionCookie(reply, config);
      return reply.status(204).send();
    },
  );

  app.get(
    apiPaths.session,
    docs({
      tag,
      summary: 'The current administrator session',
      access: 'public',
      responses: { 200: { description: 'Logged in', schema: adminSessionJson } },
      errors: { 401: 'Not logged in' },
    }),
    async (request, reply) => {
      const session = await loadSession(db, request);
      if (!session) throw new HttpError(401, ADMIN_REQUIRED_MESSAGE);
      reply.header('cache-control', 'no-store');
      return session;
    },
  );
}
