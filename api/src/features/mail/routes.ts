import { auditActor } from '../../http/audit';
import { auditedWrite } from '../../lib/audited';
import { apiPaths, mailSearchSchema } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { unwrap } from '../../http/results';
import { parseBody, parseId, type RouteParams } from '../../http/validation';
import { docs } from '../../openapi/registry';
import { outboxMailJson } from '../../openapi/schemas';
import { listMails, MAIL_NOT_FOUND_MESSAGE, resendMail } from './service';

const tag = 'Mail';

export async function mailRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  app.get(
    apiPaths.mail,
    docs({
      tag,
      summary: 'List the outbox',
      description:
        'Every mail the site sent or is sending, newest first (the latest 500): status, attempts and the last failure. `q` keeps those to an address containing it.',
      access: 'admin',
      query: { q: 'Part of the recipient address to look for' },
      responses: { 200: { description: 'The mails', schema: z.array(outboxMailJson) } },
    }),
    async (request) => {
      const { q } = parseBody(mailSearchSchema, request.query ?? {});
      return listMails(db, q);
    },
  );

  app.post(
    apiPaths.mailResend.pattern,
    docs({
      tag,
      summary: 'Send a failed mail again',
      description:
        'Queues it with its attempts counted afresh and the same Message-ID. Only a `failed` mail can be (409 otherwise), and not one whose link has expired (a password reset, a sign-in link, a waitlist offer past its `expiresAt`: 409).',
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
        await auditedWrite(db, (tx) => resendMail(tx, mailId, clock()), {
          actor: auditActor(request),
          action: 'resend',
          entity: 'mail',
          entityId: mailId,
        }),
      );
    },
  );
}
