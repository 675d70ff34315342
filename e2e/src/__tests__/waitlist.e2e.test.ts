/**
 * The waitlist, end to end on a 390 px phone: an event of one seat, booked;
 * a visitor asking for it is offered "Join the waitlist" and joins (mail:
 * their place and a link to leave); the booking is cancelled with its
 * manage link; the seat is held for them by mail; the claim link books it
 * through the booking page. Axe-clean in light and dark.
 */
import type { Page } from 'playwright-core';
import { buildEventInput, isoDaysFromToday } from '@parish/shared-types/testing';
import { apiFor } from '../support/api';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import { mailboxForThisFile } from '../support/mailbox';
import { PHONE, siteForThisFile } from '../support/site';

const mailbox = mailboxForThisFile();
const testSite = siteForThisFile({ apiEnv: mailbox.apiEnv });

async function expectAccessible(page: Page, what: string) {
  const serious = (await runAxe(page)).violations.filter(isSerious);
  expect({ what, violations: serious.map(describeViolation) }).toEqual({ what, violations: [] });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const linkIn = (text: string | undefined, part: string) =>
  (((text ?? '').match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(part)) ?? '').replace(
    /[.,;)\]]+$/,
    '',
  );

it('puts a visitor on the waitlist of a full event, holds the freed seat for them and books it from the mail', async () => {
  const site = testSite();
  const admin = apiFor(site, { asAdmin: true });
  const event = await admin.events.create(
    buildEventInput({
      title: 'E2E Waitlist Supper',
      date: isoDaysFromToday(5),
      time: '18:30',
      price: 0,
      max_attendees: 1,
    }),
  );
  const first = await apiFor(site).bookings.create({
    event: event.id,
    number_of_tickets: 1,
    payment_method: 'card',
    tickets: [{ name: 'Early Bird', email: 'early@example.org', phone_number: '555-0120' }],
  });

  for (const theme of ['light', 'dark'] as const) {
    const page = await site.newPage({ viewport: PHONE, theme });
    await page.goto(site.url(`/event/tickets?eventId=${event.id}`));
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.waitFor();
    await expectAccessible(page, `waitlist form, ${theme}, 390`);
    await expectNoSidewaysScroll(page);
    if (theme === 'dark') {
      await form.getByRole('textbox', { name: /Name/ }).fill('Wanda Waiting');
      await form.getByRole('textbox', { name: /Email/ }).fill('wanda@example.org');
      await form.getByRole('button', { name: 'Join the waitlist' }).click();
      await page.getByText(/You are on the waitlist, number 1 in line for 1 ticket/).waitFor();
      await expectAccessible(page, `waitlist joined, ${theme}, 390`);
    }
    await page.context().close();
  }

  const [joined] = await mailbox.waitFor((mail) => mail.to.includes('wanda@example.org'));
  const leaveUrl = linkIn(joined?.parsed.text, '/waitlist?token=');
  expect(leaveUrl).not.toBe('');
  const page = await site.newPage({ viewport: PHONE, theme: 'light' });
  await page.goto(leaveUrl);
  await page
    .getByText('You are number 1 in line for 1 ticket.', { exact: false })
    .waitFor({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${leaveUrl}\n${await page.locator('main').innerText()}`);
    });
  await expectAccessible(page, 'waitlist page, light, 390');

  // The seat is freed: held for Wanda, who books it from the offer's link.
  await apiFor(site).bookings.cancel(first.booking_id, { token: first.manage_token ?? '' });
  const [offer] = await mailbox.waitFor(
    (mail) =>
      mail.to.includes('wanda@example.org') &&
      (mail.parsed.subject ?? '').startsWith('Seats are free for you'),
  );
  const claimUrl = linkIn(offer?.parsed.text, 'claim=');
  await page.goto(claimUrl);
  await page.getByText(/1 seat is held for you until/).waitFor();
  await expectAccessible(page, 'claim, light, 390');
  const block = page.getByRole('group', { name: 'Ticket #1' });
  await block.getByRole('textbox', { name: /Name/ }).fill('Wanda Waiting');
  await block.getByRole('textbox', { name: /Email/ }).fill('wanda@example.org');
  await block.getByRole('textbox', { name: /Phone/ }).fill('555-0121');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor();

  // The link used again: refused, and nothing booked twice.
  await page.goto(claimUrl);
  await page.getByText(/This offer has already been used to book tickets/).waitFor();
  expect((await apiFor(site).events.get(event.id)).registered_attendees).toBe(1);
  await page.context().close();
});
