/**
 * The outbox end to end inside the API: a write queues its mails in its own
 * transaction, the worker hands them to a real SMTP server (in this process)
 * and records what became of each. Runs on PGlite and, in CI, on PostgreSQL.
 */
import type { Booking, OutboxMail } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { eq } from 'drizzle-orm';
import { outboxMails } from '../../tables';
import { createMailingTestApp, insertEvent, type TestApp } from '../../../../testing/app';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { filePart, multipartBody, PDF_BYTES } from '../../../../testing/uploads';
import { headerSafe } from '../transport';

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
beforeEach(() => {
  smtp.accept();
  smtp.received.length = 0;
});

async function outboxRows() {
  return t.db.select().from(outboxMails).orderBy(outboxMails.id);
}

type OutboxRow = typeof outboxMails.$inferSelect;

/** The value, which the test expects to be there. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}`);
  return value;
}

/** The newest outbox row to `address`. */
async function lastMailTo(address: string): Promise<OutboxRow> {
  return present(
    (await outboxRows()).findLast((row) => row.toAddress === address),
    `a mail to ${address}`,
  );
}

/** Waits until the mail is in `status` after at least one attempt. */
async function waitForStatus(id: number, status: string, timeoutMs = 10_000): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    if (row?.status === status && row.attempts > 0) return row;
    if (Date.now() > deadline) throw new Error(`mail ${id} is ${row?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function sendContact(fields: Record<string, string>, attachment = false) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(attachment ? [filePart('attachment', PDF_BYTES, 'letter.pdf', 'application/pdf')] : []),
  ]);
  return t.inject({ method: 'POST', url: '/api/contact/', ...body });
}

describe('a contact message', () => {
  it('mails the office (Reply-To the sender, the attachment attached) and acknowledges the sender, once each', async () => {
    const response = await sendContact(
      { name: 'Maria Lopez', email: 'Maria@Example.org', message: 'Can we talk?\nThanks' },
      true,
    );
    expect(response.statusCode).toBe(201);
    await smtp.waitForMails(2);
    // Nothing more arrives on later polls.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(2);

    const [office] = mailsTo(smtp, 'office@holytrinity.example');
    expect(office?.parsed.replyTo?.text).toBe('maria@example.org');
    expect(office?.parsed.text).toContain('Can we talk?');
    expect(office?.parsed.attachments.map((file) => file.filename)).toContain('letter.pdf');
    expect(office?.parsed.from?.text).toContain('office@holytrinity.example');

    const [acknowledgement] = mailsTo(smtp, 'maria@example.org');
    expect(acknowledgement?.parsed.to).toMatchObject({
      text: expect.stringContaining('Maria Lopez'),
    });
    expect(acknowledgement?.messageId).toMatch(/^<[0-9a-f-]{36}@holytrinity\.example>$/);

    const rows = await outboxRows();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('queued in the same transaction as the write', () => {
  it('a booking that is refused (no seats) queues nothing', async () => {
    const event = await insertEvent(t.db, {
      priceCents: 0,
      maxAttendees: 1,
      title: 'Tiny Retreat',
    });
    const before = (await outboxRows()).length;
    const refused = await t.inject({
      method: 'POST',
      url: '/api/bookings/',
      payload: buildBookingInput(event.id, 2),
    });
    expect(refused.statusCode).toBe(409);
    expect(await outboxRows()).toHaveLength(before);
  });

  it('a free booking that is confirmed mails its booker one ticket per attendee', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, title: 'Advent Vespers' });
    const input = buildBookingInput(event.id, 2);
    const response = await t.inject({ method: 'POST', url: '/api/bookings/', payload: input });
    expect(response.statusCode).toBe(201);
    const booking = response.json<Booking>();
    const booker = present(input.tickets[0], 'a ticket').email.toLowerCase();
    await smtp.waitForMails(1);
    const mail = present(mailsTo(smtp, booker)[0], 'the booking mail');
    expect(mail.parsed.subject).toContain('Advent Vespers');
    const images = mail.parsed.attachments.filter((file) => file.contentType === 'image/png');
    expect(images).toHaveLength(2);
    expect(
      mail.parsed.attachments.some((file) => file.contentType.startsWith('text/calendar')),
    ).toBe(true);
    expect(mail.parsed.html || '').toContain(booking.booking_id);
    // The manage link carries the private token the booker was given, which the
    // booking's public answer (by its id alone) never shows.
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1];
    expect(token).toBe(booking.manage_token);
    const looked = await t.inject({ method: 'GET', url: `/api/bookings/${booking.booking_id}/` });
    expect(looked.statusCode).toBe(200);
    expect(looked.body).not.toContain(token);
  });
});

describe('delivery failures', () => {
  it('retries a temporary refusal (451) and delivers the mail once, with the same Message-ID', async () => {
    smtp.refuseWith(451, 'Try again later');
    await sendContact({ name: 'Ann', email: 'ann@example.org', message: 'Hello' });
    const row = await lastMailTo('ann@example.org');
    const retried = await waitForStatus(row.id, 'queued');
    expect(retried.attempts).toBeGreaterThanOrEqual(1);
    expect(retried.lastError).toContain('451');
    smtp.accept();
    const sent = await waitForStatus(row.id, 'sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    const copies = mailsTo(smtp, 'ann@example.org');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.messageId).toBe(row.messageId);
  });

  it('gives up on a permanent refusal (550) with the reason, and Resend delivers it', async () => {
    smtp.refuseWith(550, 'No such user here');
    await sendContact({ name: 'Bob', email: 'bob@example.org', message: 'Hi' });
    const acknowledgement = await lastMailTo('bob@example.org');
    const failed = await waitForStatus(acknowledgement.id, 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('No such user here');

    const listed = await t.inject({
      method: 'GET',
      url: '/api/mail/?q=bob@',
      headers: { cookie },
    });
    expect(listed.statusCode).toBe(200);
    const mails = listed.json<OutboxMail[]>();
    expect(mails.map((mail) => mail.to)).toEqual(['bob@example.org']);
    expect(mails[0]).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('550'),
    });

    smtp.accept();
    const resent = await t.inject({
      method: 'POST',
      url: `/api/mail/${acknowledgement.id}/resend/`,
      headers: { cookie },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json<OutboxMail>()).toMatchObject({ status: 'queued', attempts: 0 });
    await waitForStatus(acknowledgement.id, 'sent');
    expect(mailsTo(smtp, 'bob@example.org')).toHaveLength(1);

    const again = await t.inject({
      method: 'POST',
      url: `/api/mail/${acknowledgement.id}/resend/`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps mails while the SMTP server is down and delivers each once when it is back', async () => {
    await smtp.stop();
    for (const name of ['Cy', 'Di', 'Ed']) {
      await sendContact({ name, email: `${name.toLowerCase()}@example.org`, message: 'Hello' });
    }
    const last = await lastMailTo('ed@example.org');
    const waiting = await waitForStatus(last.id, 'queued');
    expect(waiting.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    await smtp.start();
    await smtp.waitForMails(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
  });

  it('marks a mail failed after its last allowed attempt', async () => {
    smtp.refuseWith(421, 'Service not available');
    await sendContact({ name: 'Flo', email: 'flo@example.org', message: 'Hello' });
    const row = await lastMailTo('flo@example.org');
    const failed = await waitForStatus(row.id, 'failed', 15_000);
    expect(failed.attempts).toBe(t.config.mail.worker.maxAttempts);
    expect(failed.lastError).toContain('421');
  });
});

describe('the Mail routes', () => {
  it('are for administrators only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/mail/' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/mail/1/resend/' })).statusCode).toBe(401);
  });

  it('answers 404 for a mail that does not exist', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/mail/999999/resend/',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Mail not found' });
  });
});

describe('header safety', () => {
  it('never lets a line break through into a header', () => {
    expect(headerSafe('Maria\r\nBcc: victim@example.org')).toBe('Maria Bcc: victim@example.org');
    expect(headerSafe('Subject\u0000')).toBe('Subject');
  });
});
