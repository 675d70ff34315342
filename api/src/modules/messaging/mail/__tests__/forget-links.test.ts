/**
 * The outbox forgets a mail's secret links once the mail is delivered, and
 * Resend never sends a link that has expired. Delivered to a real SMTP
 * server in this process.
 */
import { apiPaths, type OutboxMail } from '@parish/shared-types';
import { and, desc, eq, sql } from 'drizzle-orm';
import { outboxMails } from '../../tables';
import { createMailingTestApp, TEST_ADMIN, type TestApp } from '../../../../testing/app';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { FORGOTTEN_LINK } from '../forget-links';
import { MAIL_LINK_EXPIRED_MESSAGE } from '../service';

let mailing: Awaited<ReturnType<typeof createMailingTestApp>> | undefined;
let smtp: TestSmtpServer;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  mailing = await createMailingTestApp();
  ({ t, smtp } = mailing);
  cookie = await t.adminCookie();
});
afterAll(() => mailing?.close());
beforeEach(() => smtp.accept());

async function lastMail(kind: string, to: string) {
  const [row] = await t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.kind, kind), eq(outboxMails.toAddress, to)))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  if (!row) throw new Error(`no ${kind} mail to ${to}`);
  return row;
}

async function waitForStatus(id: number, status: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    if (row?.status === status && row.attempts > 0) return row;
    if (Date.now() > deadline) throw new Error(`mail ${id} is ${row?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const resend = (id: number) =>
  t.inject({ method: 'POST', url: apiPaths.mailResend(id), headers: { cookie } });

describe('a delivered mail', () => {
  it('keeps no secret link: the mail had it, the outbox row no longer does', async () => {
    const email = 'forgetful.reader@example.org';
    await t.inject({ method: 'POST', url: apiPaths.newsletter, payload: { email } });
    const queued = await lastMail('newsletter_confirm', email);
    const { confirmUrl, unsubscribeUrl } = queued.data as Record<string, string>;
    const token = new URL(confirmUrl ?? '').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const sent = await waitForStatus(queued.id, 'sent');
    const [delivered] = await smtp.waitForMatching((mail) => mail.to.includes(email));
    expect(delivered?.parsed.text).toContain(token);

    expect(sent.data).toMatchObject({
      confirmUrl: FORGOTTEN_LINK,
      unsubscribeUrl: FORGOTTEN_LINK,
      oneClickUnsubscribeUrl: FORGOTTEN_LINK,
    });
    const kept = JSON.stringify(sent);
    expect(kept).not.toContain(token);
    expect(kept).not.toContain(new URL(unsubscribeUrl ?? '').searchParams.get('token'));
  });

  it('of a password reset keeps its other details', async () => {
    await t.inject({
      method: 'POST',
      url: apiPaths.passwordResetRequest,
      payload: { email: TEST_ADMIN.email },
    });
    const queued = await lastMail('password_reset', TEST_ADMIN.email);
    const sent = await waitForStatus(queued.id, 'sent');
    expect(sent.data).toEqual({ ...(queued.data as object), resetUrl: FORGOTTEN_LINK });
  });
});

describe('a failed mail with a link', () => {
  it('keeps its link for Resend while the link works, and is not sent again once it expired', async () => {
    smtp.refuseWith(550, 'No such user here');
    await t.inject({
      method: 'POST',
      url: apiPaths.passwordResetRequest,
      payload: { email: TEST_ADMIN.email },
    });
    const queued = await lastMail('password_reset', TEST_ADMIN.email);
    const failed = await waitForStatus(queued.id, 'failed');
    expect((failed.data as { resetUrl: string }).resetUrl).toContain('token=');

    // The reset link's 15 minutes are over.
    await t.db
      .update(outboxMails)
      .set({
        data: sql`jsonb_set(${outboxMails.data}, '{expiresAt}', to_jsonb((now() - interval '1 minute')::text))`,
      })
      .where(eq(outboxMails.id, queued.id));
    smtp.accept();
    const refused = await resend(queued.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MAIL_LINK_EXPIRED_MESSAGE });
    expect(
      mailsTo(smtp, TEST_ADMIN.email).filter((mail) => mail.messageId === queued.messageId),
    ).toHaveLength(0);
  });

  it('is sent again by Resend while its link still works', async () => {
    smtp.refuseWith(550, 'No such user here');
    await t.inject({
      method: 'POST',
      url: apiPaths.passwordResetRequest,
      payload: { email: TEST_ADMIN.email },
    });
    const queued = await lastMail('password_reset', TEST_ADMIN.email);
    await waitForStatus(queued.id, 'failed');
    smtp.accept();
    const resent = await resend(queued.id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<OutboxMail>()).toMatchObject({ status: 'queued' });
    const sent = await waitForStatus(queued.id, 'sent');
    expect((sent.data as { resetUrl: string }).resetUrl).toBe(FORGOTTEN_LINK);
  });
});
