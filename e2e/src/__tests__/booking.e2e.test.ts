import type { BrowserContext, Page } from '@playwright/test';
import type { ParishEvent } from '@parish/shared-types';
import { buildEventInput, isoDaysFromToday } from '@parish/shared-types/testing';
import { apiFor } from '../support/api';
import { dayCell, showMonthOf } from '../support/calendar';
import { expect, expectNoSidewaysScroll, test, type Axe } from '../support/fixtures';
import { recordRequests } from '../support/network';
import { PHONE, type SiteContextOptions, type TestSite } from '../support/site';

// A one-minute seat hold, so a hold can lapse while the other tests run.
const HOLD_MINUTES = 1;
test.use({ siteOptions: { apiEnv: { BOOKING_HOLD_MINUTES: String(HOLD_MINUTES) } } });
// The first test's hold lapses during the others, and the last one checks it.
test.describe.configure({ mode: 'serial' });

/**
 * A visitor's browser, on the project's screen unless told: the site's own,
 * so that it outlives its test (the first test's tab is the last one's).
 */
async function visitor(
  site: TestSite,
  options: SiteContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.newContext(options);
  return { context, page: await context.newPage() };
}

/** No serious or critical axe violation on what the page shows now. */
const expectAccessible = (axe: Axe, page: Page, what: string) => axe(page, what);

interface Attendee {
  name: string;
  email: string;
  phone: string;
}
const attendee = (n: number, family = 'Lopez'): Attendee => ({
  name: `Guest${n} ${family}`,
  email: `guest${n}.${family.toLowerCase()}@example.org`,
  phone: `555-01${String(n).padStart(2, '0')}`,
});

/** Fills the booking form: the count, then each ticket's block. */
async function fillTickets(page: Page, attendees: Attendee[]) {
  await page.getByRole('textbox', { name: /Number of tickets/ }).fill(String(attendees.length));
  for (const [index, person] of attendees.entries()) {
    const block = page.getByRole('group', { name: `Ticket #${index + 1}` });
    await block.getByRole('textbox', { name: /Name/ }).fill(person.name);
    await block.getByRole('textbox', { name: /Email/ }).fill(person.email);
    await block.getByRole('textbox', { name: /Phone/ }).fill(person.phone);
  }
}

async function openPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
  await expect(dialog.getByRole('button', { name: 'Pay by Card' })).toBeVisible();
  return dialog;
}

async function createEvent(site: TestSite, overrides: Record<string, unknown>) {
  return apiFor(site, { asAdmin: true }).events.create(
    buildEventInput({ date: isoDaysFromToday(20), ...overrides }),
  );
}

const bookingIdOf = (page: Page) => new URL(page.url()).searchParams.get('bookingId') ?? '';

test.describe('mf-booking end to end', () => {
  // A seat hold started first and checked last, so its minute runs out while the other tests run.
  let lapsing: { page: Page; event: ParishEvent; startedAt: number } | null = null;

  test('holds the seats while a card payment is under way, and shows the time left when the visitor comes back', async ({
    site,
  }) => {
    const event = await createEvent(site, {
      title: 'E2E Lapsing Vigil',
      price: 10,
      max_attendees: 5,
    });
    const { page } = await visitor(site);
    await page.goto(site.url(`/event/tickets?eventId=${event.id}`));
    await fillTickets(page, [attendee(1, 'Hold'), attendee(2, 'Hold')]);
    const dialog = await openPayment(page);
    const beforeHold = Date.now();
    await dialog.getByRole('button', { name: 'Pay by Card' }).click();
    await expect(page.getByRole('button', { name: /^Approve payment of \$20\.00/ })).toBeVisible();
    const startedAt = Date.now();
    expect((await apiFor(site).events.get(event.id)).registered_attendees).toBe(2);

    // Back without paying: the form as it was, and the payment step with the hold's countdown.
    await page.goBack();
    const again = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await expect(again.getByRole('timer')).toBeVisible();
    const shown = (await again.getByRole('timer').textContent()) ?? '';
    const readAt = Date.now();
    // m:ss, counting down whole seconds rounded up: the hold's full minute shows as 1:00.
    expect(shown).toMatch(/^\d+:[0-5]\d$/);
    const [minutes = '', seconds = ''] = shown.split(':');
    const secondsLeft = Number(minutes) * 60 + Number(seconds);
    const holdSeconds = HOLD_MINUTES * 60;
    // The hold began between `beforeHold` and `startedAt`; the clock ticks once a
    // second (one tick may be late on a busy machine).
    expect(secondsLeft).toBeLessThanOrEqual(
      Math.min(holdSeconds, Math.ceil(holdSeconds - (readAt - startedAt) / 1_000) + 2),
    );
    expect(secondsLeft).toBeGreaterThanOrEqual(
      Math.max(1, Math.floor(holdSeconds - (readAt - beforeHold) / 1_000)),
    );
    // (Behind the open dialog the form is hidden from the accessibility tree.)
    await expect(page.locator('input[name="number_of_tickets"]')).toHaveValue('2');
    lapsing = { page, event, startedAt };
  });

  test('books by card from the Events page to a scannable, printable ticket', async ({
    site,
    axe,
  }) => {
    const events = await apiFor(site).events.list();
    const advent = events.find((event) => event.title === 'Advent Carol Service');
    if (!advent) throw new Error('the seed has no Advent Carol Service');
    const { page } = await visitor(site, { theme: 'light' });
    // The event's own link, as the home page and the calendar give it: the page that holds it.
    await page.goto(site.url(`/events#${advent.id}`));
    await page.getByRole('link', { name: 'Register Now for Advent Carol Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book Event Tickets' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Event/ })).toHaveValue(String(advent.id));
    // 'Christmas Celebrations' is offered too.
    await expect(page.getByRole('option', { name: /^Christmas Celebrations · / })).toHaveCount(1);
    await expectAccessible(axe, page, 'booking page, light, 1280');

    // Bad input is shown at its field and nothing is sent.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Please fill in all details for ticket 1.').first()).toBeVisible();

    await fillTickets(page, [attendee(1), attendee(2)]);
    await expect(page.getByTestId('order-total')).toHaveText('Total: $10.00');
    const dialog = await openPayment(page);
    await expectAccessible(axe, page, 'payment step, light, 1280');
    await dialog.getByRole('button', { name: 'Pay by Card' }).click();

    // The API's sandbox checkout page, then back to the confirmation.
    await page.getByRole('button', { name: 'Approve payment of $10.00' }).click();
    await page.waitForURL('**/booking-success?bookingId=*');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    const bookingId = bookingIdOf(page);
    const codes = page.getByRole('img', { name: /^QR code of ticket/ });
    await expect(codes).toHaveCount(2);
    // A ticket's QR code holds only its check-in code: no link, no booking id.
    await expect(codes.nth(1)).toHaveAttribute('data-qr-value', /^[0-9A-HJKMNP-TV-Z]{20}$/);
    await expectAccessible(axe, page, 'confirmation, light, 1280');

    const calendarFile = await page
      .getByRole('link', { name: /^Add to calendar/ })
      .getAttribute('href');
    const ics = await (await fetch(site.url(calendarFile ?? ''))).text();
    expect(ics).toContain('SUMMARY:Advent Carol Service');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    // On paper: the tickets, without the site's header and buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('article', { name: 'Ticket #2' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print tickets' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Whoever has only the booking id sees it with contacts masked, no codes, and cannot cancel it.
    const { page: door } = await visitor(site, PHONE);
    await door.goto(site.url(`/check?bookingId=${bookingId}`));
    await expect(door.getByRole('article', { name: 'Ticket #2', exact: true })).toBeVisible();
    await expect(door.getByText('Guest2 Lopez')).toBeVisible();
    await expect(door.getByText('g•••@example.org').first()).toBeVisible();
    await expect(door.getByText('Confirmed').first()).toBeVisible();
    await expect(door.getByText(attendee(2).email)).toHaveCount(0);
    await expect(door.getByRole('img', { name: /^QR code/ })).toHaveCount(0);
    await expect(door.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    // The booker cancels from their confirmation, which holds the booking's manage token.
    const seatsBefore = (await apiFor(site).events.get(advent.id)).registered_attendees;
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(
      cancel.getByText('Your payment of $10.00 will be marked for refund'),
    ).toBeVisible();
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(
      page.getByText('The parish office will refund your payment of $10.00.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    expect((await apiFor(site).events.get(advent.id)).registered_attendees).toBe(seatsBefore - 2);
    const payment = (await apiFor(site, { asAdmin: true }).payments.list()).find(
      (candidate) => candidate.booking_id === bookingId,
    );
    expect(payment).toMatchObject({ status: 'completed', amount: 10 });
    expect(payment?.refund_requested_at).toEqual(expect.any(String));
    const listed = (await apiFor(site, { asAdmin: true }).bookings.list()).find(
      (booking) => booking.booking_id === bookingId,
    );
    expect(listed).toMatchObject({ status: 'cancelled' });
  });

  test(
    'books with PayPal on a phone in the dark theme, from the Events page to the confirmation',
    { tag: '@phone-only' },
    async ({ site, axe }) => {
      const retreat = (await apiFor(site).events.list()).find(
        (event) => event.title === 'Youth Retreat: Mountain Weekend',
      );
      if (!retreat) throw new Error('the seed has no Youth Retreat: Mountain Weekend');
      const { page } = await visitor(site, { theme: 'dark' });
      await page.goto(site.url(`/events#${retreat.id}`));
      await page
        .getByRole('link', { name: 'Register Now for Youth Retreat: Mountain Weekend' })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Book Event Tickets' }),
      ).toBeVisible();
      await fillTickets(page, [attendee(1, 'Okafor')]);
      await expectNoSidewaysScroll(page);
      await expectAccessible(axe, page, 'booking page, dark, 390');
      const dialog = await openPayment(page);
      await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
      await expectAccessible(axe, page, 'PayPal step, dark, 390');
      await dialog.getByRole('button', { name: 'Approve with PayPal (test)' }).click();

      await page.waitForURL('**/booking-success?bookingId=*');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }),
      ).toBeVisible();
      await expect(page.getByText('Payment successful! Your booking is confirmed.')).toBeVisible();
      await expect(page.getByText('Guest1 Okafor')).toBeVisible();
      await expect(page.getByRole('img', { name: /^QR code of ticket/ })).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      // Scanned with the success notice showing: its filled green is readable in the dark theme too.
      await expect(
        page.getByRole('status').filter({ hasText: 'Payment successful!' }),
      ).toBeVisible();
      await expectAccessible(axe, page, 'confirmation, dark, 390');
      const booking = await apiFor(site).bookings.get(bookingIdOf(page));
      expect(booking).toMatchObject({
        status: 'confirmed',
        payment_method: 'paypal',
        total_price: 45,
      });
    },
  );

  test('lets exactly one of two visitors racing for the last 2 seats have them; the other is told', async ({
    site,
  }) => {
    const event = await createEvent(site, { title: 'E2E Last Seats', price: 15, max_attendees: 2 });
    const racers = await Promise.all(
      ['Ruiz', 'Chen'].map(async (family) => {
        const { page } = await visitor(site);
        await page.goto(site.url(`/event/tickets?eventId=${event.id}`));
        await fillTickets(page, [attendee(1, family), attendee(2, family)]);
        const dialog = await openPayment(page);
        await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
        return { page, dialog };
      }),
    );

    await Promise.all(
      racers.map(({ dialog }) =>
        dialog.getByRole('button', { name: 'Approve with PayPal (test)' }).click(),
      ),
    );
    const outcomes = await Promise.all(
      racers.map(async ({ page, dialog }) =>
        Promise.race([
          page.waitForURL('**/booking-success?bookingId=*').then(() => 'booked'),
          dialog
            .getByText('Sorry, this event is fully booked.')
            .waitFor()
            .then(() => 'told'),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(['booked', 'told']);
    expect((await apiFor(site).events.get(event.id)).registered_attendees).toBe(2);
    const bookings = (await apiFor(site, { asAdmin: true }).bookings.list()).filter(
      (booking) => booking.event === event.id,
    );
    expect(bookings.map((booking) => booking.status)).toEqual(['confirmed']);

    // The one told keeps the form, and sees the event is now sold out.
    const losing = racers[outcomes.indexOf('told')];
    if (!losing) throw new Error('no visitor was told');
    const losingPage = losing.page;
    await losing.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      losingPage.getByRole('region', { name: /^Chosen event/ }).getByText(/Sold out/),
    ).toBeVisible();
    await expect(
      losingPage.getByRole('group', { name: 'Ticket #2' }).getByRole('textbox', { name: /Name/ }),
    ).toHaveValue(/^Guest2 /);
  });

  test('books a free event at once, without a payment step', async ({ site }) => {
    const liturgy = (await apiFor(site).events.list()).find(
      (event) => event.title === 'Sunday Liturgy',
    );
    if (!liturgy) throw new Error('the seed has no Sunday Liturgy');
    const { page } = await visitor(site);
    const requests = recordRequests(page);
    await page.goto(site.url(`/event/tickets?eventId=${liturgy.id}`));
    await fillTickets(page, [attendee(1, 'Free')]);
    await expect(page.getByTestId('order-total')).toHaveText('Total: $0.00');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    expect(requests.some((url) => url.includes('/api/payments/') || url.includes('/config/'))).toBe(
      false,
    );
  });

  test(
    'marks the calendar’s days with dots, lists a chosen day’s events, and works by keyboard',
    { tag: '@phone' },
    async ({ site, axe, isMobile }) => {
      // The demo data's weekly Sunday Mass must not fall on the two days after the busy one.
      let offset = 45;
      const isSunday = (days: number) =>
        new Date(`${isoDaysFromToday(days)}T00:00:00Z`).getUTCDay() === 0;
      while (isSunday(offset + 1) || isSunday(offset + 2)) offset += 1;
      const busyDay = isoDaysFromToday(offset);
      const nextDay = isoDaysFromToday(offset + 1);
      for (const [index, time] of ['08:00', '12:30', '15:00', '19:45'].entries()) {
        await createEvent(site, { title: `E2E Feast ${index + 1}`, date: busyDay, time, price: 0 });
      }
      await createEvent(site, {
        title: 'E2E Morning Prayer',
        date: nextDay,
        time: '07:15',
        price: 0,
      });

      // Light at 1280 px, dark on a phone.
      {
        const theme = isMobile ? 'dark' : 'light';
        const { page } = await visitor(site, { theme });
        const requests = recordRequests(page);
        await page.goto(site.url('/calendar'));
        await expect(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();
        await expect(page.getByRole('heading', { name: /^Events for / })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Legend' })).toBeVisible();
        const eventReads = () =>
          requests.filter((url) => new URL(url).pathname === '/api/events/').length;
        // Server-rendered, the page reads none; rendered in the browser (a
        // loaded machine past the render budget), one. Either way, no more after.
        const readsOnLoad = eventReads();
        await expectAccessible(axe, page, `calendar, ${theme}, ${page.viewportSize()?.width}`);
        if (isMobile) await expectNoSidewaysScroll(page);

        const cell = (date: string) => dayCell(page, date);
        await showMonthOf(page, busyDay);
        await expect(cell(busyDay).locator('[data-dots]')).toHaveAttribute('data-dots', '3');
        await expect(cell(busyDay).locator('[data-dots]')).toHaveAttribute('data-more', 'true');
        await cell(busyDay).click();
        const heading = page.getByRole('heading', { name: /^Events for / });
        await expect(heading).toHaveText(
          `Events for ${new Date(`${busyDay}T00:00:00`).toLocaleDateString('en-US', {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            year: 'numeric',
          })}`,
        );
        await expect(page.getByText(/^7:45 PM · /)).toBeVisible();
        await expect(
          page.getByRole('link', { name: /^View Event Details: E2E Feast/ }),
        ).toHaveCount(4);

        // The next day, by keyboard.
        await cell(busyDay).focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await expect(page.getByText(/^7:15 AM · /)).toBeVisible();
        const details = page.getByRole('link', { name: 'View Event Details: E2E Morning Prayer' });
        await expect(details).toHaveAttribute('href', /^\/events#\d+$/);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await expect(page.getByText('No events scheduled for this date.')).toBeVisible();
        // The list the page showed first holds every day: days are chosen without another read.
        expect(eventReads()).toBe(readsOnLoad);

        await expect(details).toHaveCount(0);
        await page.getByRole('link', { name: 'View All Upcoming Events' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
      }
    },
  );

  test('shows the Upcoming Events widget on the Events page, and the page without it when mf-booking is down', async ({
    site,
  }) => {
    const { page } = await visitor(site, PHONE);
    await page.goto(site.url('/events'));
    const widget = page.getByRole('complementary', { name: 'Upcoming Events' });
    // The calendar link shows while the events load; the list comes after.
    await expect(widget.getByRole('listitem').first()).toBeVisible();
    await expect(widget.getByRole('listitem')).toHaveCount(3);
    await expect(widget.getByRole('link', { name: 'View the full calendar' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await widget
      .getByRole('link', { name: /^Register for / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book Event Tickets' })).toBeVisible();

    await site.stack.stopApp('booking');
    try {
      const { page: without } = await visitor(site);
      await without.goto(site.url('/events'));
      await expect(without.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
      await expect(without.getByRole('article').first()).toBeVisible();
      // The loader gives up on the remote (refused at once); the page never shows the widget.
      await without.waitForLoadState('networkidle');
      await expect(without.getByRole('complementary', { name: 'Upcoming Events' })).toHaveCount(0);
      const list = await without.getByRole('article').first().boundingBox();
      expect(list?.width).toBeGreaterThan(1000);
    } finally {
      await site.stack.startApp('booking');
    }
  });

  test('tells the visitor when the seat hold runs out, keeps the form and gives the seats back', async ({
    site,
  }) => {
    if (!lapsing) throw new Error('the first test did not start a hold');
    const { page, event, startedAt } = lapsing;
    const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await expect(
      dialog.getByText('Your seat hold ran out and the seats were released.', { exact: false }),
    ).toBeVisible({
      timeout: Math.max(5_000, startedAt + HOLD_MINUTES * 60_000 + 5_000 - Date.now()),
    });
    // The server lets it go by the same clock (listing the bookings releases lapsed holds at once).
    const held = (await apiFor(site, { asAdmin: true }).bookings.list()).filter(
      (booking) => booking.event === event.id,
    );
    expect(held.map((booking) => booking.status)).toEqual(['cancelled']);
    expect((await apiFor(site).events.get(event.id)).registered_attendees).toBe(0);
    // Paying now books afresh: the form was kept.
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await dialog.getByRole('button', { name: 'Approve with PayPal (test)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible();
    await expect(page.getByText('Guest2 Hold')).toBeVisible();
    expect((await apiFor(site).events.get(event.id)).registered_attendees).toBe(2);
  });
});
