import {
  ADMIN_REQUIRED_MESSAGE,
  apiPaths,
  loginInputSchema,
  secondFactorSchema,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from '@parish/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Config } from '../../../config';
import { clearSessionCookie, loadSession, readSessionToken, setSessionCookie } from './sessions';
import type { ApiApp, AppContext } from '../../../http/context';
import { HttpError } from '../../../http/errors';
import { unwrap } from '../../../http/results';
import { docs } from '../../../openapi/registry';
import { adminSessionJson } from '../admins/json';
import { loginChallengeJson } from '../accounts/json';
import { deviceIdOf, setDeviceCookie } from '../accounts/devices';
import { completeSecondFactor, logIn, logOut, type SignedIn, type SignInOrigin } from './service';

const tag = 'Sessions';

/**
 * Every sign-in attempt's outcome is logged here (the service has already
 * written its audit row: a sign-in with its session, a failure on its own).
 */
function logSignInAttempt(
  request: FastifyRequest,
  attempt: {
    step: 'password' | 'second_factor';
    /** `refused`: the account had too many failed sign-ins from new browsers lately. */
    outcome: 'signed_in' | 'second_factor_required' | 'failed' | 'refused';
    adminId: number | null;
  },
): void {
  request.log.info({ signIn: { ...attempt, address: request.ip } }, 'sign-in attempt');
}

/** The browser, address, device cookie and current session of a sign-in request. */
function originOf(request: FastifyRequest): SignInOrigin & { newDeviceCookie: boolean } {
  const device = deviceIdOf(request);
  return {
    userAgent: request.headers['user-agent'] ?? null,
    ipAddress: request.ip,
    deviceId: device.id,
    newDeviceCookie: device.isNewCookie,
    replacedSessionToken: readSessionToken(request),
  };
}

function signedIn(
  reply: FastifyReply,
  config: Config,
  origin: ReturnType<typeof originOf>,
  result: SignedIn,
) {
  setSessionCookie(reply, config, result.token);
  if (origin.newDeviceCookie) setDeviceCookie(reply, config, origin.deviceId);
  return result.session;
}

export async function authRoutes(app: ApiApp, { db, config, outbox, clock }: AppContext) {
  // Counted per client address (see TRUST_PROXY) before the body is read.
  const rateLimit = {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.windowMs,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE),
  };

  app.post(
    apiPaths.login,
    docs(
      {
        tag,
        summary: 'Log in as an administrator',
        description:
          'Sets the session cookie, and ends the session the browser was still holding (the session cookie it sent). A wrong e-mail and a wrong password get the same 401. For an administrator with two-step sign-in on, answers 202 with a challenge for `POST /api/auth/login/second-factor` instead. A sign-in from a new device (the signed `parish_device` cookie) mails the administrator.',
        access: 'public',
        body: loginInputSchema,
        example: { email: 'office@parish.example', password: 'the password' },
        responses: {
          200: { description: 'Logged in', schema: adminSessionJson },
          202: { description: 'The code is needed next', schema: loginChallengeJson },
        },
        errors: {
          401: 'Wrong e-mail or password',
          429: 'Too many attempts from this address (LOGIN_RATE_LIMIT_MAX; see Retry-After), or too many failed ones for this account from browsers new to it (LOGIN_ACCOUNT_RATE_LIMIT_MAX)',
        },
      },
      {
        rateLimit,
      },
    ),
    async (request, reply) => {
      const { email, password } = request.body;
      const origin = originOf(request);
      const result = await logIn(
        db,
        outbox,
        email,
        password,
        origin,
        clock(),
        config.loginAccountRateLimit,
        config.passwordHashCost,
      );
      const step = 'password' as const;
      if (!result.ok) {
        const outcome = result.reason === 'too_many' ? 'refused' : 'failed';
        logSignInAttempt(request, { step, outcome, adminId: null });
      }
      const outcome = unwrap(result);
      if (outcome.kind === 'second_factor') {
        logSignInAttempt(request, {
          step,
          outcome: 'second_factor_required',
          adminId: outcome.adminId,
        });
        reply.header('cache-control', 'no-store');
        return reply.status(202).send(outcome.challenge);
      }
      logSignInAttempt(request, { step, outcome: 'signed_in', adminId: outcome.adminId });
      return signedIn(reply, config, origin, outcome);
    },
  );

  app.post(
    apiPaths.loginSecondFactor,
    docs(
      {
        tag,
        summary: 'Log in: the second step (a TOTP or recovery code)',
        description:
          "The challenge from the password step and a 6-digit code from the administrator's app, or one of their recovery codes (each works once). Every failure is the same 401; a challenge lasts 5 minutes and allows 5 attempts.",
        access: 'public',
        body: secondFactorSchema,
        example: { challenge: 'Xq3v0cJ9kq2mF1rN8w4tY6uZ0aB7cD5eG2hJ4kL9mNp', code: '123456' },
        responses: { 200: { description: 'Logged in', schema: adminSessionJson } },
        errors: { 401: 'Wrong code, or the sign-in expired' },
      },
      {
        rateLimit,
      },
    ),
    async (request, reply) => {
      const { challenge, code } = request.body;
      const origin = originOf(request);
      const result = await completeSecondFactor(db, outbox, challenge, code, origin, clock());
      const step = 'second_factor' as const;
      if (!result.ok) logSignInAttempt(request, { step, outcome: 'failed', adminId: null });
      const done = unwrap(result);
      logSignInAttempt(request, { step, outcome: 'signed_in', adminId: done.adminId });
      return signedIn(reply, config, origin, done);
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
      const session = await loadSession(db, request, config, clock());
      if (!session) throw new HttpError(401, ADMIN_REQUIRED_MESSAGE);
      reply.header('cache-control', 'no-store');
      return session;
    },
  );
}
