import {
  apiPaths,
  DONOR_RECURRING_GIFT_NOT_FOUND_MESSAGE,
  DONOR_SIGN_IN_REQUIRED_MESSAGE,
  recurringGiftChangeInputSchema,
  STATEMENT_NOT_FOUND_MESSAGE,
  DONOR_SIGN_IN_SENT_MESSAGE,
  donorLanguageInputSchema,
  donorSessionInputSchema,
  donorSignInInputSchema,
  type DonorSignInAnswer,
} from '@parish/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { z } from 'zod';
import type { Database } from '../../../db';
import type { ApiApp, AppContext } from '../../../http/context';
import { cookieOptions, DONOR_COOKIE } from '../../../http/cookies';
import { HttpError } from '../../../http/errors';
import { abuseLimitedRoute, limitPerEmail } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { selectProviders } from '../payments/providers';
import { listDonorSummaries } from './admin';
import { donorSignInAnswerJson, donorSummaryJson, myGivingJson } from './json';
import { renderStatementPdf, statementFileName } from '../statements/pdf';
import { statementOf } from '../statements/service';
import { manageRecurringGift, type RecurringGiftAction } from './recurring';
import {
  deleteDonorSession,
  findDonorOfSession,
  setDonorLanguage,
  type DonorRow,
} from './repository';
import { DONOR_SESSION_TTL_MS, myGiving, requestSignInLink, signIn } from './service';

const tag = 'My Giving';

export { DONOR_COOKIE };

function readDonorToken(request: FastifyRequest): string | null {
  const raw = request.cookies[request.server.cookieNames.donor];
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

export async function donorRoutes(app: ApiApp, { db, config, outbox }: AppContext) {
  app.post(
    apiPaths.donorSignIn,
    // It mails the address it is given: limited per address and per e-mail.
    abuseLimitedRoute(config, 'mailedLinks', {
      tag,
      summary: 'Mail a sign-in link for My Giving',
      description:
        'A donor known by this address (any case) is mailed a link to `/my-giving`, good once and for 30 minutes. The answer is the same 202 whether the address is known or not. At most MAILED_LINK_RATE_LIMIT_MAX (5) requests an hour per address and per e-mail (with the password reset links); then 429, for any e-mail alike.',
      access: 'public',
      body: donorSignInInputSchema,
      example: { email: 'donor@example.org' },
      responses: { 202: { description: 'Mailed if known', schema: donorSignInAnswerJson } },
    }),
    async (request, reply) => {
      const { email } = request.body;
      await limitPerEmail(db, reply, config.abuseLimits, 'mailedLinks', email);
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
      const { token } = request.body;
      const session = unwrap(await signIn(db, token));
      reply.setCookie(reply.server.cookieNames.donor, session.token, {
        ...cookieOptions(config),
        maxAge: Math.floor(DONOR_SESSION_TTL_MS / 1000),
      });
      reply.header('cache-control', 'private, no-store');
      const donor = await findDonorOfSession(db, session.token);
      if (!donor) throw new HttpError(401, DONOR_SIGN_IN_REQUIRED_MESSAGE);
      return myGiving(db, donor, config.payments);
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
      reply.clearCookie(reply.server.cookieNames.donor, cookieOptions(config));
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
    async (request, reply) => myGiving(db, await requireDonor(db, request, reply), config.payments),
  );

  app.put(
    apiPaths.myLanguage,
    docs({
      tag,
      summary: 'Choose the language of my receipts and statements',
      description:
        "`language` (`en` or `es`): the signed-in donor's receipts, year-end statements and My Giving's mails are written in it from now on (a gift made on the other language's pages changes it again). Answers My Giving.",
      access: 'public',
      body: donorLanguageInputSchema,
      example: { language: 'es' },
      responses: { 200: { description: 'Set: My Giving', schema: myGivingJson } },
      errors: { 401: 'Not signed in' },
    }),
    async (request, reply) => {
      const donor = await requireDonor(db, request, reply);
      const updated = (await setDonorLanguage(db, donor.id, request.body.language)) ?? donor;
      return myGiving(db, updated, config.payments);
    },
  );

  // A donor's own recurring gifts: each route answers My Giving as it is after the change.
  const providers = selectProviders(config.payments);
  const giftIdOf = (request: FastifyRequest) =>
    parseId(
      (request.params as RouteParams<typeof apiPaths.myRecurringGift>).id,
      DONOR_RECURRING_GIFT_NOT_FOUND_MESSAGE,
    );
  const manage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    action: RecurringGiftAction,
  ) => {
    const donor = await requireDonor(db, request, reply);
    unwrap(
      await manageRecurringGift(
        { db, outbox, providers, log: request.log },
        donor,
        giftIdOf(request),
        action,
      ),
    );
    return myGiving(db, donor, config.payments);
  };
  const errors = {
    401: 'Not signed in',
    404: "No such gift of this donor's",
    409: 'Cancelled, already in that state, or not started',
    502: 'The payment provider refused or could not be reached',
  };

  app.patch(
    apiPaths.myRecurringGift.pattern,
    docs({
      tag,
      summary: 'Change the amount or frequency of my recurring gift',
      description:
        "The signed-in donor's own recurring gift only (another's is a 404). Validated as at the first gift; the provider's subscription is changed (Stripe in live mode), a covered fee follows the new amount, and the donor is mailed a confirmation (`recurring_gift_changed`).",
      access: 'public',
      body: recurringGiftChangeInputSchema,
      example: { priceId: 'gift-monthly', amount: 40 },
      responses: { 200: { description: 'Changed: My Giving', schema: myGivingJson } },
      errors,
    }),
    async (request, reply) =>
      manage(request, reply, {
        change: 'changed',
        input: request.body,
      }),
  );

  for (const [path, change, summary] of [
    [apiPaths.myRecurringGiftPause.pattern, 'paused', 'Pause my recurring gift'],
    [apiPaths.myRecurringGiftResume.pattern, 'resumed', 'Resume my paused recurring gift'],
    [apiPaths.myRecurringGiftCancel.pattern, 'cancelled', 'Cancel my recurring gift'],
  ] as const) {
    app.post(
      path,
      docs({
        tag,
        summary,
        description:
          "The signed-in donor's own recurring gift only (another's is a 404), at the provider first (Stripe's subscription in live mode), then recorded; the donor is mailed a confirmation (`recurring_gift_changed`).",
        access: 'public',
        responses: { 200: { description: 'Done: My Giving', schema: myGivingJson } },
        errors,
      }),
      async (request, reply) => manage(request, reply, { change }),
    );
  }

  app.get(
    apiPaths.myStatement.pattern,
    docs({
      tag,
      summary: 'Download my year-end giving statement',
      description:
        "The signed-in donor's own statement for a year, as a PDF (made on request): the parish letterhead, the donor's name and address, every gift of that calendar year (UTC) with its date, fund and amount, the total, and that no goods or services were provided. Only ever the donor of the session cookie's.",
      access: 'public',
      responses: {
        200: { description: 'The statement', contentType: 'application/pdf' },
      },
      errors: { 401: 'Not signed in', 404: STATEMENT_NOT_FOUND_MESSAGE },
    }),
    async (request, reply) => {
      const donor = await requireDonor(db, request, reply);
      const { year: raw } = request.params as RouteParams<typeof apiPaths.myStatement>;
      const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(year)) throw new HttpError(404, STATEMENT_NOT_FOUND_MESSAGE);
      const content = unwrap(
        await statementOf(db, donor, year, {
          timeZone: config.timeZone,
          counting: config.payments,
        }),
      );
      const pdf = await renderStatementPdf(content);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(year)}"`)
        .send(pdf);
    },
  );

  app.get(
    apiPaths.donors,
    docs({
      tag,
      summary: 'List donors',
      description:
        'Every donor by name (administrators): address, completed gifts’ total (covered fees included), count, last gift and the years given in.',
      access: 'admin',
      responses: { 200: { description: 'The donors', schema: z.array(donorSummaryJson) } },
    }),
    async () => listDonorSummaries(db, config.payments),
  );
}
