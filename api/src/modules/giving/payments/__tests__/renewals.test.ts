/**
 * Renewals of a recurring gift in the sandbox, through a real SMTP server:
 * a paid one is a second completed payment of the gift (its funds and
 * donor) with its receipt mail; a failed one mails the donor where to
 * update the card.
 */
import type { Payment } from '@parish/shared-types';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { recurringGiftInSandbox } from '../../../../testing/giving';
import { listPayments } from '../../../../testing/reads';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';

let smtp: TestSmtpServer;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp());
  cookie = await t.adminCookie();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const DONOR = { payer_name: 'Ann Lee', payer_email: 'ann.renewals@example.org' };

function monthlyGift(approve = true): Promise<Payment> {
  return recurringGiftInSandbox(
    t,
    { priceId: 'gift-monthly', amount: 50, fund: 'missions', ...DONOR },
    { approve },
  );
}

const renew = (giftId: number, outcome: unknown, headers: Record<string, string> = { cookie }) =>
  t.inject({
    method: 'POST',
    url: `/api/payments/recurring/${giftId}/sandbox-renewal/`,
    headers,
    payload: { outcome },
  });

async function mailsWithSubject(subject: string | RegExp, count: number) {
  const deadline = Date.now() + 10_000;
  const matching = () =>
    mailsTo(smtp, DONOR.payer_email).filter((mail) =>
      typeof subject === 'string'
        ? mail.parsed.subject === subject
        : subject.test(mail.parsed.subject ?? ''),
    );
  while (matching().length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} "${String(subject)}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return matching();
}

describe('a paid renewal in the sandbox', () => {
  it('is a second completed payment of the gift, with its funds, donor and receipt', async () => {
    const first = await monthlyGift();
    await mailsWithSubject('Receipt for your gift of $50.00', 1);
    const response = await renew(first.recurring_gift_id ?? 0, 'paid');
    expect(response.statusCode).toBe(201);
    const renewal = response.json<Payment>();
    expect(renewal).toMatchObject({
      purpose: 'recurring_donation',
      status: 'completed',
      amount: 50,
      funds: [{ fund: 'missions', amount: 50 }],
      recurring_gift_id: first.recurring_gift_id,
      donor_id: first.donor_id,
      price_id: 'gift-monthly',
    });
    expect(renewal.id).not.toBe(first.id);
    const ofGift = (await listPayments(t)).filter(
      (p) => p.recurring_gift_id === first.recurring_gift_id && p.status === 'completed',
    );
    expect(ofGift).toHaveLength(2);
    const receipts = await mailsWithSubject('Receipt for your gift of $50.00', 2);
    expect(receipts.at(-1)?.parsed.text).toContain('Monthly');
    expect(receipts.at(-1)?.parsed.text).toContain(renewal.provider_reference ?? '-');
  });
});

describe('a failed renewal in the sandbox', () => {
  it('mails the donor a link to update the card, and records no payment', async () => {
    const first = await monthlyGift();
    const before = (await listPayments(t)).length;
    const response = await renew(first.recurring_gift_id ?? 0, 'failed');
    expect(response.statusCode).toBe(202);
    const [mail] = await mailsWithSubject('Your monthly gift of $50.00 could not be charged', 1);
    expect(mail?.parsed.text).toContain('Update my card');
    expect(mail?.parsed.text).toContain('/my-giving');
    expect((await listPayments(t)).length).toBe(before);
  });
});

describe('the sandbox renewal call', () => {
  it('is for administrators only', async () => {
    const first = await monthlyGift();
    expect((await renew(first.recurring_gift_id ?? 0, 'paid', {})).statusCode).toBe(401);
  });

  it('refuses a bad outcome naming the field, an unknown gift, and a gift not started', async () => {
    const bad = await renew(1, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { outcome: 'Choose paid or failed.' } });
    const unknown = await renew(999_999, 'paid');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Recurring gift not found' });
    const pending = await monthlyGift(false);
    const notStarted = await renew(pending.recurring_gift_id ?? 0, 'paid');
    expect(notStarted.statusCode).toBe(409);
  });
});
