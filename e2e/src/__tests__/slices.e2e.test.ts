import { apiFor } from '../support/api';
import { siteForThisFile } from '../support/site';

const testSite = siteForThisFile();

const today = () => new Date().toISOString().slice(0, 10);

describe('mf-content: the Events page', () => {
  it('filters all, upcoming and past events and offers Register Now only for future ones', async () => {
    const site = testSite();
    const events = await apiFor(site).events.list();
    const upcoming = events.filter((event) => event.date >= today());
    const past = events.filter((event) => event.date < today());
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);

    const page = await site.newPage();
    await page.goto(site.url('/events'));
    await page.getByRole('heading', { level: 1, name: 'All Events' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(events.length);

    await page.getByRole('button', { name: 'Upcoming Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upcoming Events' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(upcoming.length);
    const register = page.getByRole('link', { name: `Register Now for ${upcoming[0]?.title}` });
    expect(await register.getAttribute('href')).toBe(`/event/tickets?eventId=${upcoming[0]?.id}`);

    await page.getByRole('button', { name: 'Past Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Past Events' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(past.length);
    expect(await page.getByRole('link', { name: /^Register Now/ }).count()).toBe(0);
  });
});

describe('mf-commerce: the Shop', () => {
  it('shows every product with its price to two decimals', async () => {
    const site = testSite();
    const products = await apiFor(site).shop.list();
    const page = await site.newPage();
    await page.goto(site.url('/shop'));
    await page.getByRole('heading', { level: 1, name: 'Church Shop' }).waitFor();
    for (const product of products) {
      await page.getByText(product.title, { exact: true }).waitFor();
      await page
        .getByText(`$${product.price.toFixed(2)}`)
        .first()
        .waitFor();
    }
  });
});

describe('mf-booking: Check Your Booking', () => {
  it('finds a booking by id with its attendees, and says so when an id is unknown', async () => {
    const site = testSite();
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

    const page = await site.newPage();
    await page.goto(site.url('/check'));
    await page.getByLabel('Booking ID').fill(booking.booking_id);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await page.getByText(booking.booking_id).first().waitFor();
    await page.getByText(event.title).first().waitFor();
    await page.getByText('Ticket #2').waitFor();
    await page.getByText('Jon Lopez').waitFor();
    await page.getByText(`$${(event.price * 2).toFixed(2)}`).waitFor();

    await page.getByLabel('Booking ID').fill('bidDoesNotExist123');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Booking not found or invalid Booking ID.').waitFor();
  });
});
