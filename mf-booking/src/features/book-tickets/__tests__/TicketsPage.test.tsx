import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAYMENTS_TEST_MODE_NOTICE,
  type Booking,
  type CapturedOrder,
  type ParishEvent,
} from '@parish/shared-types';
import {
  buildBooking,
  buildEvent,
  buildPaymentSetup,
  buildTicket,
  isoDaysFromToday,
} from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import TicketsPage from '../components/TicketsPage';

const SANDBOX = buildPaymentSetup();

const christmas = buildEvent({
  id: 1,
  title: 'Christmas Celebrations',
  date: isoDaysFromToday(30),
  time: '18:00:00',
  price: 100,
  max_attendees: 100,
  registered_attendees: 30,
});
const supper = buildEvent({
  id: 2,
  title: 'Parish Supper',
  date: isoDaysFromToday(3),
  time: '18:30:00',
  price: 0,
  max_attendees: 40,
  registered_attendees: 37,
});
const retreat = buildEvent({
  id: 3,
  title: 'Youth Retreat',
  date: isoDaysFromToday(10),
  price: 45,
  max_attendees: 40,
  registered_attendees: 38,
});
const past = buildEvent({ id: 4, title: 'Harvest Picnic', date: isoDaysFromToday(-5) });
const EVENTS = [past, christmas, supper, retreat];

const ticketOf = (n: number) =>
  buildTicket({ name: `Guest ${n}`, email: `guest${n}@example.org`, phone_number: `555-010${n}` });

/** The booking the API answers for a paid event: pending, its seats held for 15 minutes. */
function heldBooking(overrides: Partial<Booking> = {}): Booking {
  const bookedAt = new Date();
  return buildBooking({
    booking_id: 'bidHeld00001',
    manage_token: 'heldToken',
    event: christmas.id,
    event_name: christmas.title,
    status: 'pending',
    total_price: 200,
    booked_at: bookedAt.toISOString(),
    hold_expires_at: new Date(bookedAt.getTime() + 15 * 60_000).toISOString(),
    tickets: [ticketOf(1), ticketOf(2)],
    ...overrides,
  });
}

const CAPTURED: CapturedOrder = {
  orderID: 'SANDBOX-ORDER-1',
  status: 'COMPLETED',
  payment_id: 9,
  amount: 200,
  currency: 'USD',
  purpose: 'booking',
  booking_id: 'bidHeld00001',
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  jest.useRealTimers();
});

function renderTickets(
  route = '/event/tickets',
  replies: Record<string, MockReply | ((request: { body: unknown }) => MockReply)> = {},
  events: ParishEvent[] = EVENTS,
) {
  api = mockApi({
    'GET /api/events/': { status: 200, body: events },
    'GET /api/payments/setup': { status: 200, body: SANDBOX },
    ...replies,
  });
  const view = renderWithProviders(<TicketsPage />, {
    route,
    path: '/event/tickets',
    routes: [{ path: '/booking-success', element: <h1>Booking confirmation page</h1> }],
  });
  return { ...view, requests: api.requests };
}

const user = () => userEvent.setup();
const eventSelect = () => screen.getByRole('combobox', { name: /Event/ });
const countBox = () => screen.getByRole('textbox', { name: /Number of tickets/ });
const ticketBlock = (n: number) => screen.getByRole('group', { name: `Ticket #${n}` });
const requestsTo = (requests: { method: string; url: string }[]) =>
  requests.map((request) => `${request.method} ${request.url}`);

async function setCount(count: string) {
  await user().clear(countBox());
  if (count) await enter(countBox(), count);
}

/** Types into a field as a paste (one input event: the big form re-renders once, not per key). */
async function enter(field: HTMLElement, text: string) {
  await user().click(field);
  await user().paste(text);
}

async function fillTicket(n: number, details = ticketOf(n)) {
  const block = ticketBlock(n);
  await enter(within(block).getByRole('textbox', { name: /Name/ }), details.name);
  await enter(within(block).getByRole('textbox', { name: /Email/ }), details.email);
  await enter(within(block).getByRole('textbox', { name: /Phone/ }), details.phone_number);
}

async function chooseEvent(event: ParishEvent) {
  await user().selectOptions(eventSelect(), String(event.id));
}

/** Two complete tickets for Christmas, then on to the payment step. */
async function continueToPaymentForChristmas() {
  await setCount('2');
  await fillTicket(1);
  await fillTicket(2);
  await user().click(screen.getByRole('button', { name: 'Continue to Payment' }));
  return screen.findByRole('dialog', { name: 'Complete Your Booking' });
}

describe('choosing the event', () => {
  it('offers only events dated today or later, soonest first, each with date, time, price and seats left', async () => {
    renderTickets();
    expect(screen.getByText('Loading events...')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: /Event/ });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select an event...',
      expect.stringMatching(/^Parish Supper · .+, 6:30 PM · Free · 3 seats left$/),
      expect.stringMatching(/^Youth Retreat · .+ · \$45\.00 · 2 seats left$/),
      expect.stringMatching(/^Christmas Celebrations · .+, 6:00 PM · \$100\.00 · 70 seats left$/),
    ]);
    expect(options.join()).not.toContain('Harvest Picnic');
  });

  it('comes with the event of the link preselected, and shows it at a glance', async () => {
    renderTickets(`/event/tickets?eventId=${christmas.id}`);
    expect(await screen.findByRole('combobox', { name: /Event/ })).toHaveValue(
      String(christmas.id),
    );
    const chosen = screen.getByRole('region', { name: 'Chosen event: Christmas Celebrations' });
    expect(chosen).toHaveTextContent('$100.00 per ticket · 70 seats left');
    expect(countBox()).toHaveAccessibleDescription('A whole number, at least 1: 70 seats left.');
  });

  it('offers "Add to calendar" for the chosen event, and for the next one chosen', async () => {
    renderTickets(`/event/tickets?eventId=${christmas.id}`);
    await screen.findByRole('region', { name: 'Chosen event: Christmas Celebrations' });
    const calendarLinks = () =>
      screen.getAllByRole('link', { name: /^Add to calendar/ }).map((link) => ({
        name: link.getAttribute('aria-label'),
        href: link.getAttribute('href'),
      }));
    expect(calendarLinks()).toEqual([
      { name: 'Add to calendar: Christmas Celebrations', href: '/api/events/1/calendar.ics' },
    ]);

    await userEvent.setup().selectOptions(eventSelect(), String(supper.id));
    await screen.findByRole('region', { name: 'Chosen event: Parish Supper' });
    expect(calendarLinks()).toEqual([
      { name: 'Add to calendar: Parish Supper', href: '/api/events/2/calendar.ics' },
    ]);
  });

  it('says so when the linked event is past or unknown, and preselects nothing', async () => {
    renderTickets(`/event/tickets?eventId=${past.id}`);
    expect(
      await screen.findByText(
        'The event you chose is no longer open for booking. Please select another event.',
      ),
    ).toBeInTheDocument();
    expect(eventSelect()).toHaveValue('');
  });

  it('says the events could not be fetched, and tries again', async () => {
    let calls = 0;
    api = mockApi({
      'GET /api/events/': () => {
        calls += 1;
        return calls === 1 ? { status: 503 } : { status: 200, body: EVENTS };
      },
    });
    renderWithProviders(<TicketsPage />, { route: '/event/tickets' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events');
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: /Event/ })).toBeInTheDocument();
  });
});

describe('tickets, details and the total', () => {
  it('shows the total live: 20 a ticket while no event is chosen, then tickets × the event’s price', async () => {
    renderTickets();
    await screen.findByRole('combobox', { name: /Event/ });
    expect(screen.getByTestId('order-total')).toHaveTextContent('Total: $20.00');
    await setCount('3');
    expect(screen.getByTestId('order-total')).toHaveTextContent('Total: $60.00');
    await chooseEvent(christmas);
    expect(screen.getByTestId('order-total')).toHaveTextContent('Total: $300.00');
    await chooseEvent(supper);
    expect(screen.getByTestId('order-total')).toHaveTextContent('Total: $0.00');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('shows one details block per ticket, and keeps what was typed when the count goes down and up', async () => {
    renderTickets(`/event/tickets?eventId=${christmas.id}`);
    await screen.findByRole('combobox', { name: /Event/ });
    expect(screen.getAllByRole('group', { name: /^Ticket #/ })).toHaveLength(1);
    await setCount('3');
    expect(screen.getAllByRole('group', { name: /^Ticket #/ })).toHaveLength(3);
    await fillTicket(3, ticketOf(7));
    await setCount('1');
    expect(screen.getAllByRole('group', { name: /^Ticket #/ })).toHaveLength(1);
    await setCount('3');
    expect(within(ticketBlock(3)).getByRole('textbox', { name: /Name/ })).toHaveValue('Guest 7');
  });

  it.each([
    ['', 'Number of tickets must be a whole number of at least 1.'],
    ['0', 'Number of tickets must be a whole number of at least 1.'],
    ['1.5', 'Number of tickets must be a whole number of at least 1.'],
    ['3', 'Only 2 tickets available.'],
  ])('refuses %j tickets at the field: %s', async (count, message) => {
    const { requests } = renderTickets(`/event/tickets?eventId=${retreat.id}`);
    await screen.findByRole('combobox', { name: /Event/ });
    await setCount(count);
    for (const n of [1, 2, 3].slice(0, Number(count) === 3 ? 3 : 1)) await fillTicket(n);
    await user().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(countBox()).toHaveAccessibleDescription(message);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(requestsTo(requests)).toEqual(['GET /api/events/']);
  });

  it('asks for an event, and names the ticket whose details are missing', async () => {
    const { requests } = renderTickets();
    await screen.findByRole('combobox', { name: /Event/ });
    await setCount('2');
    await fillTicket(1);
    await user().type(within(ticketBlock(2)).getByRole('textbox', { name: /Name/ }), 'Only a name');
    await user().click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(eventSelect()).toHaveAccessibleDescription('Please select an event.');
    expect(ticketBlock(2)).toHaveAccessibleDescription('Please fill in all details for ticket 2.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please select an event.');
    expect(alert).toHaveTextContent('Please fill in all details for ticket 2.');
    expect(requestsTo(requests)).toEqual(['GET /api/events/']);
    // The typed details are all still there.
    expect(within(ticketBlock(2)).getByRole('textbox', { name: /Name/ })).toHaveValue(
      'Only a name',
    );
  });
});

describe('a free event', () => {
  it('books without any payment and goes to the confirmation', async () => {
    const booked = buildBooking({
      booking_id: 'bidFree00001',
      status: 'confirmed',
      total_price: 0,
    });
    const { requests, router } = renderTickets(`/event/tickets?eventId=${supper.id}`, {
      'POST /api/bookings/': { status: 201, body: booked },
    });
    await screen.findByRole('combobox', { name: /Event/ });
    await fillTicket(1);
    await user().click(screen.getByRole('button', { name: 'Book Now' }));

    expect(
      await screen.findByRole('heading', { name: 'Booking confirmation page' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bookingId=bidFree00001');
    expect(screen.getByText('Your booking is confirmed.')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      event: supper.id,
      number_of_tickets: 1,
      payment_method: 'card',
      tickets: [{ name: 'Guest 1', email: 'guest1@example.org', phone_number: '555-0101' }],
    });
    expect(requestsTo(requests)).not.toContain('GET /api/payments/setup');
  });

  it('shows the server’s refusal at its field and keeps the form when the seats went meanwhile', async () => {
    const { requests } = renderTickets(`/event/tickets?eventId=${supper.id}`, {
      'POST /api/bookings/': {
        status: 409,
        body: {
          message: 'Only 1 tickets available.',
          fields: { number_of_tickets: 'Only 1 tickets available.' },
        },
      },
      [`GET /api/events/${supper.id}/`]: {
        status: 200,
        body: { ...supper, registered_attendees: 39 },
      },
    });
    await screen.findByRole('combobox', { name: /Event/ });
    await setCount('2');
    await fillTicket(1);
    await fillTicket(2);
    await user().click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 tickets available.');
    expect(countBox()).toHaveAccessibleDescription('Only 1 tickets available.');
    expect(within(ticketBlock(2)).getByRole('textbox', { name: /Email/ })).toHaveValue(
      'guest2@example.org',
    );
    // The page reads the event again, so its seats left are current.
    expect(
      await within(screen.getByRole('region', { name: 'Chosen event: Parish Supper' })).findByText(
        /Free · 1 seats left/,
      ),
    ).toBeInTheDocument();
    expect(requestsTo(requests)).toContain(`GET /api/events/${supper.id}/`);
  });
});

describe('a paid event', () => {
  it('opens the payment step once the form validates, without booking yet', async () => {
    const { requests } = renderTickets(`/event/tickets?eventId=${christmas.id}`);
    await screen.findByRole('combobox', { name: /Event/ });
    const dialog = await continueToPaymentForChristmas();

    expect(dialog).toHaveTextContent('Christmas Celebrations');
    expect(dialog).toHaveTextContent('2 tickets × $100.00 = $200.00');
    expect(await within(dialog).findByRole('button', { name: 'Pay by Card' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    // Sandbox mode: the booker is told that no money moves.
    expect(within(dialog).getByRole('note')).toHaveTextContent(PAYMENTS_TEST_MODE_NOTICE);
    expect(requestsTo(requests)).not.toContain('POST /api/bookings/');
  });

  it('pays with PayPal: books the seats with that method, pays that booking, and goes to the confirmation', async () => {
    const { requests, router } = renderTickets(`/event/tickets?eventId=${christmas.id}`, {
      'POST /api/bookings/': { status: 201, body: heldBooking({ payment_method: 'paypal' }) },
      'POST /api/config/create-order': {
        status: 200,
        body: { orderID: 'SANDBOX-ORDER-1', amount: 200, currency: 'USD' },
      },
      'POST /api/config/capture-order': { status: 200, body: CAPTURED },
    });
    await screen.findByRole('combobox', { name: /Event/ });
    const dialog = await continueToPaymentForChristmas();
    await user().click(await within(dialog).findByRole('button', { name: 'Pay with PayPal' }));
    await user().click(within(dialog).getByRole('button', { name: 'Approve with PayPal (test)' }));

    expect(
      await screen.findByRole('heading', { name: 'Booking confirmation page' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bookingId=bidHeld00001&token=heldToken');
    expect(screen.getByText('Payment successful! Your booking is confirmed.')).toBeInTheDocument();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.url)).toEqual([
      '/api/bookings/',
      '/api/config/create-order',
      '/api/config/capture-order',
    ]);
    expect(sent[0]?.body).toMatchObject({ event: christmas.id, payment_method: 'paypal' });
    expect(sent[0]?.body).not.toHaveProperty('total_price');
    expect(sent[1]?.body).toEqual({ booking_id: 'bidHeld00001' });
    expect(sent[2]?.body).toEqual({ orderID: 'SANDBOX-ORDER-1' });
  });

  it('pays by card: books with that method, opens the booking’s checkout, and keeps the form for the return', async () => {
    // jsdom cannot leave the page; it says so on the console.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = renderTickets(`/event/tickets?eventId=${christmas.id}`, {
      'POST /api/bookings/': { status: 201, body: heldBooking() },
      'POST /api/checkout/create-checkout-session': {
        status: 200,
        body: {
          id: 'cs_sandbox_1',
          url: 'http://localhost:8000/api/payments/sandbox/checkout/cs_sandbox_1',
          amount: 200,
          currency: 'USD',
        },
      },
    });
    await screen.findByRole('combobox', { name: /Event/ });
    const dialog = await continueToPaymentForChristmas();
    await user().click(await within(dialog).findByRole('button', { name: 'Pay by Card' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Taking you to the secure card checkout...',
    );
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent[0]?.body).toMatchObject({ payment_method: 'card', number_of_tickets: 2 });
    expect(sent[1]).toEqual({
      method: 'POST',
      url: '/api/checkout/create-checkout-session',
      body: { booking_id: 'bidHeld00001' },
    });
    const draft = JSON.parse(sessionStorage.getItem('parish-booking-draft') ?? '{}');
    expect(draft.values.tickets[1].email).toBe('guest2@example.org');
    expect(draft.heldBooking).toMatchObject({ bookingId: 'bidHeld00001', method: 'card' });
  });

  it('shows how long the seats are held once booked, and says so when the hold runs out', async () => {
    const { requests } = renderTickets(`/event/tickets?eventId=${christmas.id}`, {
      'POST /api/bookings/': { status: 201, body: heldBooking({ payment_method: 'paypal' }) },
      'POST /api/config/create-order': { status: 502, body: { message: 'Payment failed.' } },
    });
    await screen.findByRole('combobox', { name: /Event/ });
    const dialog = await continueToPaymentForChristmas();
    expect(dialog).toHaveTextContent('Your seats are held for you while you pay.');
    jest.useFakeTimers({ advanceTimers: true });
    await user().click(await within(dialog).findByRole('button', { name: 'Pay with PayPal' }));
    await user().click(within(dialog).getByRole('button', { name: 'Approve with PayPal (test)' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was a problem with your booking. Please try again.',
    );
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(dialog).toHaveTextContent(/Your 2 seats are held for 1[45]:\d\d while you pay\./);

    await act(async () => {
      jest.advanceTimersByTime(15 * 60_000);
    });
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Your seat hold ran out and the seats were released. Your details are still here: choose a payment method to book again.',
    );
    expect(requestsTo(requests).filter((r) => r === 'POST /api/bookings/')).toHaveLength(1);
  });

  it('passes on a seat conflict in the payment step, keeps the form, and reads the seats again', async () => {
    const { requests } = renderTickets(`/event/tickets?eventId=${christmas.id}`, {
      'POST /api/bookings/': {
        status: 409,
        body: {
          message: 'Sorry, this event is fully booked.',
          fields: { number_of_tickets: 'Sorry, this event is fully booked.' },
        },
      },
      [`GET /api/events/${christmas.id}/`]: {
        status: 200,
        body: { ...christmas, registered_attendees: 100 },
      },
    });
    await screen.findByRole('combobox', { name: /Event/ });
    const dialog = await continueToPaymentForChristmas();
    await user().click(await within(dialog).findByRole('button', { name: 'Pay with PayPal' }));
    await user().click(within(dialog).getByRole('button', { name: 'Approve with PayPal (test)' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, this event is fully booked.',
    );
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await within(
        screen.getByRole('region', { name: 'Chosen event: Christmas Celebrations' }),
      ).findByText(/\$100\.00 per ticket · Sold out/),
    ).toBeInTheDocument();
    expect(within(ticketBlock(2)).getByRole('textbox', { name: /Name/ })).toHaveValue('Guest 2');
    expect(requestsTo(requests)).toContain(`GET /api/events/${christmas.id}/`);
  });

  it('gives the held seats back when the visitor leaves the payment step', async () => {
    const { requests } = renderTickets(`/event/tickets?eventId=${christmas.id}`, {
      'POST /api/bookings/': { status: 201, body: heldBooking({ payment_method: 'paypal' }) },
      'POST /api/config/create-order': { status: 502, body: { message: 'Payment failed.' } },
      'POST /api/bookings/bidHeld00001/cancel/': {
        status: 200,
        body: heldBooking({ status: 'cancelled' }),
      },
    });
    await screen.findByRole('combobox', { name: /Event/ });
    const dialog = await continueToPaymentForChristmas();
    await user().click(await within(dialog).findByRole('button', { name: 'Pay with PayPal' }));
    await user().click(within(dialog).getByRole('button', { name: 'Approve with PayPal (test)' }));
    await within(dialog).findByRole('alert');
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const release = requests.find((request) => request.url.endsWith('/cancel/'));
    expect(release).toEqual({
      method: 'POST',
      url: '/api/bookings/bidHeld00001/cancel/',
      body: { token: 'heldToken' },
    });
  });

  it('after a cancelled card checkout, brings back what was typed and says the seats were released', async () => {
    sessionStorage.setItem(
      'parish-booking-draft',
      JSON.stringify({
        values: {
          event: String(christmas.id),
          number_of_tickets: '2',
          tickets: [ticketOf(1), ticketOf(2)].map(({ name, email, phone_number }) => ({
            name,
            email,
            phone_number,
          })),
        },
        heldBooking: { bookingId: 'bidHeld00001', method: 'card', deadline: Date.now() + 60_000 },
        savedAt: Date.now(),
      }),
    );
    renderTickets(`/event/tickets?eventId=${christmas.id}`, {
      'GET /api/bookings/bidHeld00001/': {
        status: 200,
        body: heldBooking({ status: 'cancelled' }),
      },
    });

    expect(
      await screen.findByText(
        'Your payment was not completed and the seats were released. Your details are still here, so you can book again.',
      ),
    ).toBeInTheDocument();
    expect(countBox()).toHaveValue('2');
    expect(within(ticketBlock(2)).getByRole('textbox', { name: /Email/ })).toHaveValue(
      'guest2@example.org',
    );
    expect(sessionStorage.getItem('parish-booking-draft')).toBeNull();
  });

  it('back from the card checkout with the seats still held, reopens the payment step with the time left', async () => {
    sessionStorage.setItem(
      'parish-booking-draft',
      JSON.stringify({
        values: {
          event: String(christmas.id),
          number_of_tickets: '1',
          tickets: [{ name: 'Guest 1', email: 'guest1@example.org', phone_number: '555-0101' }],
        },
        heldBooking: {
          bookingId: 'bidHeld00001',
          method: 'card',
          deadline: Date.now() + 9 * 60_000,
        },
        savedAt: Date.now(),
      }),
    );
    renderTickets(`/event/tickets?eventId=${christmas.id}`, {
      'GET /api/bookings/bidHeld00001/': {
        status: 200,
        body: heldBooking({ number_of_tickets: 1, tickets: [ticketOf(1)] }),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    // The held booking is read again first; the countdown shows with its answer.
    expect(await within(dialog).findByRole('timer')).toHaveTextContent(/^(9:00|8:59)$/);
    expect(dialog).toHaveTextContent('Your seat is held for');
  });

  it('comes back from the browser’s back/forward cache ready to pay again, not stuck leaving for the checkout', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderTickets(`/event/tickets?eventId=${christmas.id}`, {
      'POST /api/bookings/': { status: 201, body: heldBooking() },
      'POST /api/checkout/create-checkout-session': {
        status: 200,
        body: {
          id: 'cs_1',
          url: 'http://localhost:8000/checkout/cs_1',
          amount: 200,
          currency: 'USD',
        },
      },
      'GET /api/bookings/bidHeld00001/': { status: 200, body: heldBooking() },
    });
    await screen.findByRole('combobox', { name: /Event/ });
    const dialog = await continueToPaymentForChristmas();
    await user().click(await within(dialog).findByRole('button', { name: 'Pay by Card' }));
    await within(dialog).findByText('Taking you to the secure card checkout...');

    // The visitor pressed Back on the checkout page and the browser restored this one from memory.
    await act(async () => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });

    const again = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    expect(await within(again).findByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(within(again).getByRole('button', { name: 'Pay by Card' })).toBeEnabled();
    expect(within(again).queryByText('Taking you to the secure card checkout...')).toBeNull();
  });
});
