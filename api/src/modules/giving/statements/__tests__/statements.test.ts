/**
 * Year-end statements (real SMTP server, the PDF's text read with Debian's
 * `pdftotext`): a donor downloads their own, nobody else can; a finance
 * administrator's run mails every donor theirs in the background with its
 * progress, and re-sends one.
 */
import { execFileSync } from 'node:child_process';
import {
  NO_GOODS_OR_SERVICES_STATEMENT,
  STATEMENT_NOT_FOUND_MESSAGE,
  STATEMENT_YEAR_INVALID_MESSAGE,
  type StatementJob,
} from '@parish/shared-types';
import { eq, sql } from 'drizzle-orm';
import { donors, statementJobs } from '../../tables';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { giveInSandbox } from '../../../../testing/giving';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { DONOR_COOKIE } from '../../donors/routes';

let smtp: TestSmtpServer;
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp());
  adminCookie = await t.adminCookie();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const YEAR = new Date().getUTCFullYear();

/** The text of a PDF, as `pdftotext` reads it (layout kept, so a row stays one line). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

async function give(payer: { name: string; email: string }, gift: Record<string, unknown>) {
  await giveInSandbox(t, { ...gift, payer_name: payer.name, payer_email: payer.email });
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const SIGN_IN = 'Your sign-in link for My Giving';
async function signedIn(email: string): Promise<string> {
  const count = () => mailsTo(smtp, email).filter((m) => m.parsed.subject === SIGN_IN).length;
  const before = count();
  await t.inject({ method: 'POST', url: '/api/donors/sign-in/', payload: { email } });
  await waitFor('the sign-in mail', () => (count() > before ? true : undefined));
  const text =
    mailsTo(smtp, email)
      .filter((m) => m.parsed.subject === SIGN_IN)
      .at(-1)?.parsed.text ?? '';
  const token = /\/my-giving\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const response = await t.inject({
    method: 'POST',
    url: '/api/donors/session/',
    payload: { token },
  });
  const cookie = response.cookies.find((c) => c.name === DONOR_COOKIE);
  if (!cookie) throw new Error('not signed in');
  return `${DONOR_COOKIE}=${cookie.value}`;
}

const statement = (cookie: string | null, year: number | string = YEAR) =>
  t.inject({
    method: 'GET',
    url: `/api/donors/me/statements/${year}/`,
    headers: cookie ? { cookie } : {},
  });

const ruth = { name: 'Ruth Alvarez', email: 'ruth.statements@example.org' };
const paul = { name: 'Paul Okafor', email: 'paul.statements@example.org' };

beforeAll(async () => {
  await give(ruth, { amount: 250, fund: 'missions' });
  await give(ruth, { amount: 40, fund: 'youth' });
  await give(ruth, {
    amount: 60,
    funds: [
      { fund: 'building', amount: 35 },
      { fund: 'outreach', amount: 25 },
    ],
  });
  await give(paul, { amount: 99, fund: 'general' });
  await t.db
    .update(donors)
    .set({ postalAddress: '12 Elm Street\nSpringfield, IL 62701' })
    .where(sql`lower(${donors.email}) = ${ruth.email}`);
});

describe("a donor's own statement", () => {
  it('holds the name and address, each gift, the total and the statement', async () => {
    const response = await statement(await signedIn(ruth.email));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="giving-statement-${YEAR}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Holy Trinity Ecumenical Catholic Church');
    expect(text).toContain(`${YEAR} Giving Statement`);
    expect(text).toContain('Ruth Alvarez');
    expect(text).toContain('12 Elm Street');
    expect(text).toContain('Springfield, IL 62701');
    expect(text).toMatch(/Missions\s+\$250\.00/);
    expect(text).toMatch(/Youth Ministry\s+\$40\.00/);
    expect(text).toMatch(/Building Fund, Community Outreach\s+\$60\.00/);
    expect(text).toMatch(/Total\s+3 gifts\s+\$350\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain(NO_GOODS_OR_SERVICES_STATEMENT);
    expect(text).not.toContain('Paul');
    expect(text).not.toContain('$99.00');
  });

  it('is never served to anyone else', async () => {
    // Paul's session gets Paul's statement, never Ruth's.
    const pauls = await statement(await signedIn(paul.email));
    const text = pdfText(pauls.rawPayload);
    expect(text).toContain('Paul Okafor');
    expect(text).not.toContain('Ruth');
    expect(text).not.toContain('$250.00');
    // Without a donor session, with an administrator's or a forged one: nothing.
    for (const cookie of [null, adminCookie, `${DONOR_COOKIE}=forged`]) {
      const response = await statement(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).not.toBe('application/pdf');
    }
  });

  it('is a 404 for a year without gifts or something that is not a year', async () => {
    const cookie = await signedIn(paul.email);
    const none = await statement(cookie, YEAR - 5);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: STATEMENT_NOT_FOUND_MESSAGE });
    expect((await statement(cookie, 'last')).statusCode).toBe(404);
  });
});

describe("a finance administrator's statement run", () => {
  const run = (payload: object, cookie: string | null = adminCookie) =>
    t.inject({
      method: 'POST',
      url: '/api/statements/jobs/',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('mails every donor of the year their PDF in the background, with its progress', async () => {
    const response = await run({ year: YEAR });
    expect(response.statusCode).toBe(202);
    const queued = response.json<StatementJob>();
    expect(queued).toMatchObject({ year: YEAR, donor_id: null });
    const done = await waitFor('the run to finish', async () => {
      const job = (
        await t.inject({
          method: 'GET',
          url: `/api/statements/jobs/${queued.id}/`,
          headers: { cookie: adminCookie },
        })
      ).json<StatementJob>();
      return job.status === 'done' ? job : undefined;
    });
    expect(done).toMatchObject({ total: 2, processed: 2, error: null });

    const subject = `Your ${YEAR} giving statement`;
    const mail = await waitFor('the statement mail', () =>
      mailsTo(smtp, ruth.email).find((m) => m.parsed.subject === subject),
    );
    expect(mail.parsed.text).toContain('3 gifts, $350.00');
    const [attachment] = mail.parsed.attachments;
    expect(attachment?.filename).toBe(`giving-statement-${YEAR}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const text = pdfText(attachment?.content ?? Buffer.alloc(0));
    expect(text).toContain('Ruth Alvarez');
    expect(text).toMatch(/Total\s+3 gifts\s+\$350\.00/);
    const pauls = await waitFor('Paul’s statement mail', () =>
      mailsTo(smtp, paul.email).find((m) => m.parsed.subject === subject),
    );
    expect(pdfText(pauls.parsed.attachments[0]?.content ?? Buffer.alloc(0))).not.toContain('Ruth');
  });

  it('re-sends one donor’s statement', async () => {
    const [row] = await t.db
      .select()
      .from(donors)
      .where(sql`lower(${donors.email}) = ${paul.email}`);
    const subject = `Your ${YEAR} giving statement`;
    const before = mailsTo(smtp, paul.email).filter((m) => m.parsed.subject === subject).length;
    const response = await t.inject({
      method: 'POST',
      url: '/api/statements/resend/',
      headers: { cookie: adminCookie },
      payload: { year: YEAR, donor_id: row?.id },
    });
    expect(response.statusCode).toBe(202);
    await waitFor('the re-sent statement', () =>
      mailsTo(smtp, paul.email).filter((m) => m.parsed.subject === subject).length > before
        ? true
        : undefined,
    );
    const [job] = await t.db
      .select()
      .from(statementJobs)
      .where(eq(statementJobs.id, response.json<StatementJob>().id));
    expect(job).toMatchObject({ donorId: row?.id, total: 1, processed: 1, status: 'done' });
  });

  it('refuses bad input naming the field, and anyone but an administrator', async () => {
    const bad = await run({ year: 'last' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { year: STATEMENT_YEAR_INVALID_MESSAGE } });
    const nobody = await t.inject({
      method: 'POST',
      url: '/api/statements/resend/',
      headers: { cookie: adminCookie },
      payload: { year: YEAR, donor_id: 999_999 },
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ fields: { donor_id: 'Donor not found' } });
    expect((await run({ year: YEAR }, null)).statusCode).toBe(401);
    const donorCookie = await signedIn(ruth.email);
    expect((await run({ year: YEAR }, donorCookie)).statusCode).toBe(401);
  });
});
