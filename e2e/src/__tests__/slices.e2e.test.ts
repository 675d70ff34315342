import type { Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { expect, test } from '../support/fixtures';

const today = () => new Date().toISOString().slice(0, 10);

/** Events to a page of /events. */
const PER_PAGE = 10;

/** Page `page` of a list of `total` events: its cards, and which of them these are. */
async function expectListed(page: Page, total: number, pageNumber: number) {
  const first = (pageNumber - 1) * PER_PAGE + 1;
  const last = Math.min(total, pageNumber * PER_PAGE);
  await expect(page.getByRole('article')).toHaveCount(last - first + 1);
  if (total > PER_PAGE) {
    await expect(page.getByText(`Events ${first}–${last} of ${total}`)).toBeVisible();
  }
}

test.describe('mf-content: the Events page', () => {
  test('filters all, upcoming and past events and offers Register Now only for future ones', async ({
    page,
    site,
  }) => {
    const events = await apiFor(site).events.list();
    const upcoming = events.filter((event) => event.date >= today());
    const past = events.filter((event) => event.date < today());
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    await page.goto(site.url('/events'));
    await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
    // Ten to a page; all events, oldest first, open on the page where the coming ones begin.
    const opening = Math.floor(past.length / PER_PAGE) + 1;
    await expectListed(page, events.length, opening);

    await page.getByRole('button', { name: 'Upcoming Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    await expectListed(page, upcoming.length, 1);
    // Upcoming is by date (spec), so an event of today that has begun is listed first but
    // offers no tickets. The next one to begin offers them; an occurrence of a repeating one
    // (Sunday Mass on a Sunday) names its date, as each of its other occurrences' cards do.
    const begins = (event: (typeof events)[number]) => new Date(`${event.date}T${event.time}`);
    const begun = upcoming.filter((event) => begins(event).getTime() <= Date.now());
    const next = upcoming[begun.length];
    if (!next) throw new Error('no upcoming event that has not begun');
    const cards = page.getByRole('article');
    for (const [index] of begun.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
    }
    const register = cards
      .nth(begun.length)
      .getByRole('link', { name: `Register Now for ${next.title}` });
    const occurrence = next.recurrence ? `&date=${next.date}` : '';
    await expect(register).toHaveAttribute(
      'href',
      `/event/tickets?eventId=${next.id}${occurrence}`,
    );

    await page.getByRole('button', { name: 'Past Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Past Events' })).toBeVisible();
    await expectListed(page, past.length, 1);
    await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);

    // The next page is a link with the page in the URL, and lists the next ten.
    if (past.length > PER_PAGE) {
      await page.getByRole('link', { name: 'Go to page 2' }).click();
      await expect(page).toHaveURL(/\/events\?filter=past&page=2$/);
      await expectListed(page, past.length, 2);
      await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
    }
  });
});

test.describe('mf-commerce: the Shop', () => {
  test('shows every product with its price to two decimals', async ({ page, site }) => {
    const products = await apiFor(site).shop.list();
    await page.goto(site.url('/shop'));
    await expect(page.getByRole('heading', { level: 1, name: 'Church Shop' })).toBeVisible();
    for (const product of products) {
      await expect(page.getByText(product.title, { exact: true })).toBeVisible();
      await expect(page.getByText(`$${product.price.toFixed(2)}`).first()).toBeVisible();
    }
  });
});

test.describe('mf-booking: Check Your Booking', () => {
  test('finds a booking by id with its attendees, and says so when an id is unknown', async ({
    page,
    site,
  }) => {
    const event = (await apiFor(site).events.list()).find(
      (candidate) =>
        candidate.date > today() && candidate.max_attendees > candidate.registered_attendees + 2,
    );
    if (!event) throw new Error('the seed has no bookable future event');
    const booking = await apiFor(site).bookings.create({
      event: event.id,
      number_of_tickets: 2,
      payment_method: 'paypal',
      tickets: [
        { name: 'Maria Lopez', email: 'maria@example.org', phone_number: '555-0101' },
        { name: 'Jon Lopez', email: 'jon@example.org', phone_number: '555-0102' },
      ],
    });
    await page.goto(site.url('/check'));
    await page.getByLabel('Booking ID').fill(booking.booking_id);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    await expect(page.getByText(booking.booking_id).first()).toBeVisible();
    await expect(page.getByText(event.title).first()).toBeVisible();
    await expect(page.getByText('Ticket #2')).toBeVisible();
    await expect(page.getByText('Jon Lopez')).toBeVisible();
    await expect(page.getByText(`$${(event.price * 2).toFixed(2)}`)).toBeVisible();

    await page.getByLabel('Booking ID').fill('bidDoesNotExist123');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Booking not found or invalid Booking ID.')).toBeVisible();
  });
});
