import { auditActor, auditedWrite } from '../../platform';
import { apiPaths, mailSearchSchema } from '@parish/shared-types';
import type { FastifyRequest } from 'fastify';

import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { outboxMailJson } from './json';
import { listMails, MAIL_NOT_FOUND_MESSAGE, resendMail } from './service';

const tag = 'Mail';

/** The signed-in administrator's roles (the route's guard has checked the session). */
const rolesOf = (request: FastifyRequest) => request.adminSession?.admin.roles ?? [];

export async function mailRoutes(app: ApiApp, { db, clock }: AppContext) {
  app.get(
    apiPaths.mail,
    docs({
      tag,
      summary: 'List the outbox',
      description:
        'Every mail the site sent or is sending that the caller’s roles are for, newest first (the latest 500): status, attempts and the last failure. Gift and receipt mails (receipts, renewals, recurring-gift changes, statements, My Giving sign-in links) are shown to finance and owners only; every other kind to editors and owners. `q` keeps those to an address containing it.',
      access: 'admin',
      query: {
        schema: mailSearchSchema,
        describe: {
          q: 'Part of the recipient address to look for',
          status: 'queued, sending, sent or failed',
          from: 'First day the mail was written, YYYY-MM-DD (UTC)',
        },
      },
      responses: { 200: { description: 'The mails', schema: z.array(outboxMailJson) } },
    }),
    async (request) => listMails(db, request.query, rolesOf(request)),
  );

  app.post(
    apiPaths.mailResend.pattern,
    docs({
      tag,
      summary: 'Send a failed mail again',
      description:
        'Queues it with its attempts counted afresh and the same Message-ID. Only a `failed` mail can be (409 otherwise), and not one whose link has expired (a password reset, a sign-in link, a waitlist offer past its `expiresAt`: 409); a mail of a kind the caller’s roles do not see is not found (404).',
      access: 'admin',
      responses: {
        200: { description: 'Queued again', schema: outboxMailJson },
        404: { description: MAIL_NOT_FOUND_MESSAGE },
        409: { description: 'The mail has not failed, or its link has expired' },
      },
    }),
    async (request) => {
      const { id } = request.params as RouteParams<typeof apiPaths.mailResend>;
      const mailId = parseId(id, MAIL_NOT_FOUND_MESSAGE);
      return unwrap(
        await auditedWrite(db, (tx) => resendMail(tx, mailId, rolesOf(request), clock()), {
          actor: auditActor(request),
          action: 'resend',
          entity: 'mail',
          entityId: mailId,
        }),
      );
    },
  );
}
