/**
 * What the site mails, end to end: the composed production site in
 * Chromium, the API delivering its outbox to a real SMTP server in this
 * process (smtp-server), and the mails read back as a person would.
 */
import { rawHeader } from '@parish/api/testing/smtp';
import type { Page } from '@playwright/test';
import { buildEventInput, isoDaysFromToday } from '@parish/shared-types/testing';
import { apiFor } from '../support/api';
import { expect, test } from '../support/fixtures';
import type { ReceivedMail, TestSmtpServer } from '@parish/api/testing/smtp';
import { giveByCard } from '../support/giving';
import { PHONE } from '../support/site';

const OFFICE = 'office@holytrinity.example';
test.use({ siteOptions: { mail: true, apiEnv: { OFFICE_EMAIL: OFFICE } } });

/** The mails to `address`, once there are `count` of them. */
const mailsTo = (mailbox: TestSmtpServer, address: string, count = 1) =>
  mailbox.waitForMatching((mail) => mail.to.includes(address), count);

/** The first link to `path` in a mail's plain text. */
function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`no ${path} link in:\n${mail.parsed.text}`);
  return match[0];
}

async function fillTicket(page: Page, index: number, name: string, email: string) {
  const block = page.getByRole('group', { name: `Ticket #${index}` });
  await block.getByRole('textbox', { name: /Name/ }).fill(name);
  await block.getByRole('textbox', { name: /Email/ }).fill(email);
  await block.getByRole('textbox', { name: /Phone/ }).fill('555-0142');
}

test.describe('mail the site sends', () => {
  test('two tickets booked: the booker gets one mail with two QR codes and an .ics', async ({
    site,
    newPage,
    mailbox,
  }) => {
    const event = await apiFor(site, { asAdmin: true }).events.create(
      buildEventInput({ title: 'E2E Mail Vespers', price: 0, date: isoDaysFromToday(12) }),
    );
    const page = await newPage();
    await page.goto(site.url(`/event/tickets?eventId=${event.id}`));
    await page.getByRole('textbox', { name: /Number of tickets/ }).fill('2');
    await fillTicket(page, 1, 'Maria Lopez', 'maria.booker@example.org');
    await fillTicket(page, 2, 'Juan Lopez', 'juan.guest@example.org');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/booking-success?bookingId=*');
    const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';

    const [mail] = await mailsTo(mailbox, 'maria.booker@example.org');
    expect(mail?.parsed.subject).toContain('E2E Mail Vespers');
    const attachments = mail?.parsed.attachments ?? [];
    expect(attachments.filter((file) => file.contentType === 'image/png')).toHaveLength(2);
    const calendar = attachments.find((file) => file.contentType.startsWith('text/calendar'));
    expect(calendar?.content.toString('utf8')).toContain('SUMMARY:E2E Mail Vespers');
    expect(mail?.parsed.text).toContain(bookingId);
    // Only the booker is mailed, once: the outbox, written with the booking, holds nothing else for it.
    const outbox = await apiFor(site, { asAdmin: true }).mail.list();
    expect(outbox.filter((queued) => queued.to === 'juan.guest@example.org')).toEqual([]);
    expect(outbox.filter((queued) => queued.to === 'maria.booker@example.org')).toHaveLength(1);
    expect(mailbox.received.filter((sent) => sent.to.includes('juan.guest@example.org'))).toEqual(
      [],
    );
    expect(await mailsTo(mailbox, 'maria.booker@example.org')).toHaveLength(1);

    // The manage link opens the booking.
    await page.goto(linkIn(mail as ReceivedMail, '/check'));
    await expect(page.getByText('Juan Lopez').first()).toBeVisible();
  });

  test('$250 given by card in the sandbox: a receipt naming the donor, with the no-goods-or-services statement', async ({
    site,
    newPage,
    mailbox,
  }) => {
    const page = await newPage(PHONE);
    await giveByCard(site, page, {
      amount: 250,
      name: 'Teresa Gomez',
      email: 'teresa@example.org',
    });

    const [receipt] = await mailsTo(mailbox, 'teresa@example.org');
    const text = receipt?.parsed.text ?? '';
    expect(text).toContain('Teresa Gomez');
    expect(text).toContain('$250.00');
    expect(text).toContain('No goods or services were provided in exchange for this gift.');
  });

  test('a contact message: the office gets it with Reply-To the sender, who is acknowledged', async ({
    site,
    mailbox,
    page,
  }) => {
    await page.goto(site.url('/about/contact'));
    await page.getByLabel('Name', { exact: false }).first().fill('Ruth Ade');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ruth.mail@example.org');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Is there choir practice?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();

    const office = (await mailsTo(mailbox, OFFICE)).find((mail) =>
      mail.parsed.text?.includes('Is there choir practice?'),
    );
    expect(office?.parsed.replyTo?.text).toBe('ruth.mail@example.org');
    const [acknowledgement] = await mailsTo(mailbox, 'ruth.mail@example.org');
    expect(acknowledgement?.parsed.text).toContain('We received your message');
    // No copy of the text: the form must not carry a message to any address typed in.
    expect(acknowledgement?.parsed.text).not.toContain('Is there choir practice?');
  });

  test('newsletter: subscribed only from the confirm link; a one-click unsubscribe POST takes it off', async ({
    site,
    newPage,
    mailbox,
  }) => {
    const address = 'reader.mail@example.org';
    const page = await newPage();
    await page.goto(site.url('/login'));
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Your email').fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText(/^Almost done: check your inbox/)).toBeVisible();
    const status = async () =>
      (await apiFor(site, { asAdmin: true }).newsletter.list()).find((row) => row.email === address)
        ?.status;
    expect(await status()).toBe('pending');

    const [confirm] = await mailsTo(mailbox, address);
    await page.goto(linkIn(confirm as ReceivedMail, '/newsletter/confirm'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeVisible();
    expect(await status()).toBe('subscribed');

    // What a mail client does with List-Unsubscribe-Post (RFC 8058): no cookie, no page.
    const [, welcome] = await mailsTo(mailbox, address, 2);
    expect(rawHeader(welcome as ReceivedMail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe=One-Click',
    );
    const oneClick = /^<(.+)>$/.exec(
      rawHeader(welcome as ReceivedMail, 'List-Unsubscribe') ?? '',
    )?.[1];
    const response = await fetch(oneClick ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await status()).toBe('unsubscribed');
  });
});
