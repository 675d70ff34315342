import {
  apiPaths,
  DONOR_SIGN_IN_REQUIRED_MESSAGE,
  DONOR_SIGN_IN_SENT_MESSAGE,
  donorSessionInputSchema,
  donorSignInInputSchema,
  type DonorSignInAnswer,
} from '@parish/shared-types';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { publicFormRoute } from '../../http/rate-limits';
import { unwrap } from '../../http/results';
import { parseBody } from '../../http/validation';
import { docs } from '../../openapi/registry';
import { donorSignInAnswerJson, myGivingJson } from './json';
import { deleteDonorSession, findDonorOfSession, type DonorRow } from './repository';
import { DONOR_SESSION_TTL_MS, myGiving, requestSignInLink, signIn } from './service';

const tag = 'My Giving';

/** The donor's session cookie: apart from the administrators' (`parish_session`). */
export const DONOR_COOKIE = 'parish_donor';

function cookieOptions(config: Config): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, signed: true };
}

function readDonorToken(request: FastifyRequest): string | null {
  const raw = request.cookies[DONOR_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** The signed-in donor, or a 401; what they see is theirs alone, so no cache keeps it. */
async function requireDonor(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DonorRow> {
  reply.header('cache-control', 'private, no-store');
  const token = readDonorToken(request);
  const donor = token ? await findDonorOfSession(db, token) : undefined;
  if (!donor) throw new HttpError(401, DONOR_SIGN_IN_REQUIRED_MESSAGE);
  return donor;
}

export async function donorRoutes(app: FastifyInstance, { db, config, outbox }: AppContext) {
  app.post(
    apiPaths.donorSignIn,
    // It mails the address it is given: limited like the public forms.
    publicFormRoute(config, {
      tag,
      summary: 'Mail a sign-in link for My Giving',
      description:
        'A donor known by this address (any case) is mailed a link to `/my-giving`, good once and for 30 minutes. The answer is the same 202 whether the address is known or not.',
      access: 'public',
      body: donorSignInInputSchema,
      example: { email: 'donor@example.org' },
      responses: { 202: { description: 'Mailed if known', schema: donorSignInAnswerJson } },
    }),
    async (request, reply) => {
      const { email } = parseBody(donorSignInInputSchema, request.body);
      await requestSignInLink(db, outbox, email);
      const answer: DonorSignInAnswer = { message: DONOR_SIGN_IN_SENT_MESSAGE };
      return reply.status(202).send(answer);
    },
  );

  app.post(
    apiPaths.donorSession,
    docs({
      tag,
      summary: 'Sign in with a mailed link',
      description:
        "The link's token, once, within 30 minutes: sets the donor's session cookie (`parish_donor`, apart from the administrators'). A used, expired or unknown token is a 400 naming `token`.",
      access: 'public',
      body: donorSessionInputSchema,
      responses: { 200: { description: 'Signed in: My Giving', schema: myGivingJson } },
    }),
    async (request, reply) => {
      const { token } = parseBody(donorSessionInputSchema, request.body);
      const session = unwrap(await signIn(db, token));
      reply.setCookie(DONOR_COOKIE, session.token, {
        ...cookieOptions(config),
        maxAge: Math.floor(DONOR_SESSION_TTL_MS / 1000),
      });
      reply.header('cache-control', 'private, no-store');
      const donor = await findDonorOfSession(db, session.token);
      if (!donor) throw new HttpError(401, DONOR_SIGN_IN_REQUIRED_MESSAGE);
      return myGiving(db, donor);
    },
  );

  app.delete(
    apiPaths.donorSession,
    docs({
      tag,
      summary: 'Sign out of My Giving',
      description: 'Ends the donor session and clears its cookie; fine without one.',
      access: 'public',
      responses: { 204: { description: 'Signed out' } },
    }),
    async (request, reply) => {
      const token = readDonorToken(request);
      if (token) await deleteDonorSession(db, token);
      reply.clearCookie(DONOR_COOKIE, cookieOptions(config));
      return reply.status(204).send();
    },
  );

  app.get(
    apiPaths.myGiving,
    docs({
      tag,
      summary: "The signed-in donor's gifts",
      description:
        'Completed gifts of the donor of the session cookie only, newest first, with totals by year and by fund.',
      access: 'public',
      responses: { 200: { description: 'My Giving', schema: myGivingJson } },
      errors: { 401: 'Not signed in' },
    }),
    async (request, reply) => myGiving(db, await requireDonor(db, request, reply)),
  );
}
