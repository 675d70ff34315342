/**
 * Least privilege in the outbox: gift and receipt mails (a donor's money)
 * are listed and resent for finance and owners only; the office's other
 * mails for editors and owners. A mail a role may not see is not found.
 */
import { apiPaths, FINANCE_MAIL_KINDS, type MailKind, type OutboxMail } from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import { outboxMails } from '../../tables';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { giveInSandbox } from '../../../../testing/giving';
import { signInWithRoles } from '../../../../testing/roles';

let t: TestApp;
let receiptId: number;
let confirmId: number;
const cookies: Record<'owner' | 'editor' | 'finance' | 'both', string> = {
  owner: '',
  editor: '',
  finance: '',
  both: '',
};

beforeAll(async () => {
  t = await createTestApp();
  // No SMTP server: both mails wait in the outbox.
  await giveInSandbox(t, {
    amount: 250,
    fund: 'missions',
    payer_name: 'Dana Whitfield',
    payer_email: 'dana@example.org',
  });
  await t.inject({
    method: 'POST',
    url: apiPaths.newsletter,
    payload: { email: 'reader@example.org' },
  });
  const rows = await t.db.select().from(outboxMails);
  const idOf = (kind: MailKind) => rows.find((row) => row.kind === kind)?.id ?? 0;
  receiptId = idOf('gift_receipt');
  confirmId = idOf('newsletter_confirm');
  // Both failed, so each may be resent.
  await t.db.update(outboxMails).set({ status: 'failed', lastError: '550 no such user' });
  cookies.owner = await signInWithRoles(t, ['owner']);
  cookies.editor = await signInWithRoles(t, ['editor']);
  cookies.finance = await signInWithRoles(t, ['finance']);
  cookies.both = await signInWithRoles(t, ['editor', 'finance']);
});
afterAll(() => t?.close());

const listAs = async (who: keyof typeof cookies, query = '') =>
  (
    await t.inject({
      method: 'GET',
      url: `${apiPaths.mail}${query}`,
      headers: { cookie: cookies[who] },
    })
  )
    .json<OutboxMail[]>()
    .map((mail) => mail.kind)
    .sort();

const resendAs = (who: keyof typeof cookies, id: number) =>
  t.inject({
    method: 'POST',
    url: apiPaths.mailResend(id),
    headers: { cookie: cookies[who] },
  });

describe('the outbox by role', () => {
  it('lists gift and receipt mails to finance and owners only', async () => {
    expect(receiptId).toBeGreaterThan(0);
    expect(await listAs('owner')).toEqual(['gift_receipt', 'newsletter_confirm']);
    expect(await listAs('finance')).toEqual(['gift_receipt']);
    expect(await listAs('editor')).toEqual(['newsletter_confirm']);
    expect(await listAs('both')).toEqual(['gift_receipt', 'newsletter_confirm']);
    // A search by the donor's address finds nothing for the office.
    expect(await listAs('editor', '?q=dana@')).toEqual([]);
    expect(await listAs('finance', '?q=dana@')).toEqual(['gift_receipt']);
  });

  it('does not let a role resend a mail it may not see: it is not found', async () => {
    const byEditor = await resendAs('editor', receiptId);
    expect(byEditor.statusCode).toBe(404);
    expect(byEditor.json()).toEqual({ message: 'Mail not found' });
    expect((await resendAs('finance', confirmId)).statusCode).toBe(404);
    const [receipt] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, receiptId));
    expect(receipt?.status).toBe('failed');

    expect((await resendAs('finance', receiptId)).statusCode).toBe(200);
    expect((await resendAs('editor', confirmId)).statusCode).toBe(200);
  });

  it('keeps every kind about a donor’s money from the office', () => {
    expect([...FINANCE_MAIL_KINDS].sort()).toEqual([
      'donor_sign_in',
      'gift_receipt',
      'purchase_receipt',
      'recurring_gift_changed',
      'renewal_failed',
      'year_end_statement',
    ]);
  });
});
