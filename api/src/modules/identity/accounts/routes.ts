import {
  apiPaths,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  PASSWORD_RESET_SENT_MESSAGE,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  type PasswordResetAnswer,
} from '@parish/shared-types';
import type { FastifyRequest } from 'fastify';

import { z } from 'zod';
import { auditActor } from '../../platform';
import { readSessionToken } from '../auth/sessions';
import type { ApiApp, AppContext } from '../../../http/context';
import { HttpError } from '../../../http/errors';
import { abuseLimitedRoute, limitPerEmail } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import { docs } from '../../../openapi/registry';
import { mailSite } from '../../messaging';
import { deviceIdOf, setDeviceCookie } from './devices';
import {
  accountSessionJson,
  accountStatusJson,
  passwordResetAnswerJson,
  recoveryCodesJson,
  twoFactorSetupJson,
} from './json';
import {
  accountStatus,
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  endOtherSessions,
  listSessions,
  requestPasswordReset,
  resetPassword,
  startTwoFactor,
} from './service';

const tag = 'Account';

/** The signed-in administrator (set by the admin guard). */
function adminOf(request: FastifyRequest) {
  const session = request.adminSession;
  if (!session) throw new Error('An account route ran without the admin guard.');
  return session.admin;
}

export async function accountRoutes(app: ApiApp, { db, config, outbox, clock }: AppContext) {
  app.post(
    apiPaths.passwordResetRequest,
    // It mails the address it is given: limited per address and per e-mail.
    abuseLimitedRoute(config, 'mailedLinks', {
      tag,
      summary: 'Forgot password: mail a reset link',
      description:
        'An administrator with this address (any case) is mailed a link to `/login/reset`, good once and for 15 minutes. The answer is the same 202 whether the address is known or not. At most MAILED_LINK_RATE_LIMIT_MAX (5) requests an hour per address and per e-mail (with the My Giving sign-in links); then 429, for any e-mail alike.',
      access: 'public',
      body: passwordResetRequestSchema,
      example: { email: 'office@holytrinity.example' },
      responses: { 202: { description: 'Mailed if known', schema: passwordResetAnswerJson } },
    }),
    async (request, reply) => {
      const { email } = request.body;
      await limitPerEmail(db, reply, config.abuseLimits, 'mailedLinks', email);
      await requestPasswordReset(db, outbox, email, clock());
      const answer: PasswordResetAnswer = { message: PASSWORD_RESET_SENT_MESSAGE };
      return reply.status(202).send(answer);
    },
  );

  app.post(
    apiPaths.passwordReset,
    docs(
      {
        tag,
        summary: 'Set a new password with a reset link',
        description:
          "The mailed link's token, once, within 15 minutes, and the new password (8 characters or more, not a common one). Every session of the account ends. This browser (its `parish_device` cookie, set if missing) becomes one the administrator has signed in with, which failed sign-ins by others never hold back. A used, expired or unknown token is a 400 naming `token`.",
        access: 'public',
        body: passwordResetSchema,
        responses: { 204: { description: 'Changed; sign in with the new password' } },
      },
      {
        // Limited like the login: a token is a credential.
        rateLimit: {
          max: config.loginRateLimit.max,
          timeWindow: config.loginRateLimit.windowMs,
          errorResponseBuilder: () => new HttpError(429, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE),
        },
      },
    ),
    async (request, reply) => {
      const input = request.body;
      const device = deviceIdOf(request);
      const origin = { address: request.ip ?? null, deviceId: device.id };
      unwrap(await resetPassword(db, config, input, origin, clock()));
      if (device.isNewCookie) setDeviceCookie(reply, config, device.id);
      return reply.status(204).send();
    },
  );

  app.get(
    apiPaths.account,
    docs({
      tag,
      summary: 'My account',
      description:
        'The signed-in administrator, whether two-step sign-in is on, and whether a role of theirs requires it (then every other admin route answers 403 until it is on).',
      access: 'admin',
      responses: { 200: { description: 'The account', schema: accountStatusJson } },
    }),
    async (request) => accountStatus(db, config, adminOf(request)),
  );

  app.post(
    apiPaths.accountPassword,
    docs({
      tag,
      summary: 'Change my password',
      description:
        'The current password and a new one (8 characters or more, not one of the common passwords). Every other session of the account ends; this one stays.',
      access: 'admin',
      body: passwordChangeSchema,
      example: { current_password: 'the current one', new_password: 'a long new passphrase' },
      responses: { 204: { description: 'Changed' } },
    }),
    async (request, reply) => {
      const input = request.body;
      const admin = adminOf(request);
      unwrap(
        await changePassword(
          db,
          config,
          admin.id,
          input,
          readSessionToken(request),
          auditActor(request),
          clock(),
        ),
      );
      return reply.status(204).send();
    },
  );

  app.post(
    apiPaths.accountTwoFactorSetup,
    docs({
      tag,
      summary: 'Start setting up two-step sign-in',
      description:
        'A new TOTP secret, as text and as a QR code for an authenticator app. It is used only once a code from it is confirmed (`POST /api/account/two-factor/`).',
      access: 'admin',
      responses: { 200: { description: 'The secret', schema: twoFactorSetupJson } },
      errors: { 409: 'Two-step sign-in is already on' },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unwrap(
        await startTwoFactor(db, adminOf(request), mailSite(config).name, auditActor(request)),
      );
    },
  );

  app.post(
    apiPaths.accountTwoFactor,
    docs({
      tag,
      summary: 'Turn two-step sign-in on',
      description:
        'A code from the app for the secret just set up. Answers 10 recovery codes, shown this once (each works once in place of a code). Every other session of the account ends; this one stays.',
      access: 'admin',
      body: twoFactorEnableSchema,
      example: { code: '123456' },
      responses: { 200: { description: 'On', schema: recoveryCodesJson } },
      errors: { 409: 'Already on, or not set up first' },
    }),
    async (request, reply) => {
      const { code } = request.body;
      reply.header('cache-control', 'no-store');
      return unwrap(
        await enableTwoFactor(
          db,
          adminOf(request).id,
          code,
          readSessionToken(request),
          auditActor(request),
          clock(),
        ),
      );
    },
  );

  app.post(
    apiPaths.accountTwoFactorDisable,
    docs({
      tag,
      summary: 'Turn two-step sign-in off',
      description:
        'The password and a current code (or a recovery code); the same 400 whichever is wrong.',
      access: 'admin',
      body: twoFactorDisableSchema,
      example: { password: 'the password', code: '123456' },
      responses: { 204: { description: 'Off; the recovery codes are gone' } },
    }),
    async (request, reply) => {
      const input = request.body;
      unwrap(await disableTwoFactor(db, adminOf(request).id, input, auditActor(request), clock()));
      return reply.status(204).send();
    },
  );

  app.get(
    apiPaths.accountSessions,
    docs({
      tag,
      summary: 'My sessions',
      description:
        'Every live session of the account (not past its 7 days, and used within SESSION_IDLE_HOURS): the browser, the address it signed in from, when it started and was last used; `current` is this one.',
      access: 'admin',
      responses: { 200: { description: 'The sessions', schema: z.array(accountSessionJson) } },
    }),
    async (request) =>
      listSessions(
        db,
        adminOf(request).id,
        readSessionToken(request),
        clock(),
        config.sessionIdleMs,
      ),
  );

  app.delete(
    apiPaths.accountSessions,
    docs({
      tag,
      summary: 'Sign out everywhere else',
      description: 'Ends every session of the account except the one making this request.',
      access: 'admin',
      responses: { 204: { description: 'The other sessions ended' } },
    }),
    async (request, reply) => {
      await endOtherSessions(
        db,
        adminOf(request).id,
        readSessionToken(request),
        auditActor(request),
      );
      return reply.status(204).send();
    },
  );
}
