/**
 * The waitlist, end to end on a 390 px phone: an event of one seat, booked;
 * a visitor asking for it is offered "Join the waitlist" and joins (mail:
 * their place and a link to leave); the booking is cancelled with its
 * manage link; the seat is held for them by mail; the claim link books it
 * through the booking page. Axe-clean in light and dark.
 */
import { buildEventInput, isoDaysFromToday } from '@parish/shared-types/testing';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';

test.use({ siteOptions: { mail: true } });

const linkIn = (text: string | undefined, part: string) =>
  (((text ?? '').match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(part)) ?? '').replace(
    /[.,;)\]]+$/,
    '',
  );

test(
  'puts a visitor on the waitlist of a full event, holds the freed seat for them and books it from the mail',
  { tag: '@phone-only' },
  async ({ site, newPage, mailbox, axe }) => {
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
      const page = await newPage({ theme });
      await page.goto(site.url(`/event/tickets?eventId=${event.id}`));
      const form = page.getByRole('form', { name: 'Join the waitlist' });
      await expect(form).toBeVisible();
      await axe(page, `waitlist form, ${theme}, 390`);
      await expectNoSidewaysScroll(page);
      if (theme === 'dark') {
        await form.getByRole('textbox', { name: /Name/ }).fill('Wanda Waiting');
        await form.getByRole('textbox', { name: /Email/ }).fill('wanda@example.org');
        await form.getByRole('button', { name: 'Join the waitlist' }).click();
        await expect(
          page.getByText(/You are on the waitlist, number 1 in line for 1 ticket/),
        ).toBeVisible();
        await axe(page, `waitlist joined, ${theme}, 390`);
      }
      await page.context().close();
    }

    const [joined] = await mailbox.waitForMatching((mail) => mail.to.includes('wanda@example.org'));
    const leaveUrl = linkIn(joined?.parsed.text, '/waitlist?token=');
    expect(leaveUrl).not.toBe('');
    const page = await newPage({ theme: 'light' });
    await page.goto(leaveUrl);
    await expect(page.getByText('You are number 1 in line for 1 ticket.', { exact: false }))
      .toBeVisible()
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${leaveUrl}\n${await page.locator('main').innerText()}`);
      });
    await axe(page, 'waitlist page, light, 390');

    // The seat is freed: held for Wanda, who books it from the offer's link.
    await apiFor(site).bookings.cancel(first.booking_id, { token: first.manage_token ?? '' });
    const [offer] = await mailbox.waitForMatching(
      (mail) =>
        mail.to.includes('wanda@example.org') &&
        (mail.parsed.subject ?? '').startsWith('Seats are free for you'),
    );
    const claimUrl = linkIn(offer?.parsed.text, 'claim=');
    await page.goto(claimUrl);
    await expect(page.getByText(/1 seat is held for you until/)).toBeVisible();
    await axe(page, 'claim, light, 390');
    const block = page.getByRole('group', { name: 'Ticket #1' });
    await block.getByRole('textbox', { name: /Name/ }).fill('Wanda Waiting');
    await block.getByRole('textbox', { name: /Email/ }).fill('wanda@example.org');
    await block.getByRole('textbox', { name: /Phone/ }).fill('555-0121');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();

    // The link used again: refused, and nothing booked twice.
    await page.goto(claimUrl);
    await expect(page.getByText(/This offer has already been used to book tickets/)).toBeVisible();
    expect((await apiFor(site).events.get(event.id)).registered_attendees).toBe(1);
    await page.context().close();
  },
);
