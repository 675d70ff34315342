import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, WaitlistEntry } from '@parish/shared-types';
import {
  buildBooking,
  buildEvent,
  buildPaymentSetup,
  isoDaysFromToday,
} from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import TicketsPage from '../components/TicketsPage';

const SANDBOX = buildPaymentSetup();

const supper = buildEvent({
  id: 2,
  title: 'Parish Supper',
  date: isoDaysFromToday(3),
  time: '18:30:00',
  price: 0,
  max_attendees: 40,
  registered_attendees: 39,
});

const offer: WaitlistEntry = {
  event: supper.id,
  event_name: supper.title,
  event_date: supper.date,
  event_time: supper.time,
  name: 'Maria Lopez',
  number_of_tickets: 2,
  status: 'offered',
  position: null,
  offer_expires_at: new Date(Date.now() + 20 * 3_600_000).toISOString(),
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function renderTickets(
  route: string,
  replies: Record<string, MockReply | ((r: { body: unknown }) => MockReply)> = {},
) {
  api = mockApi({
    'GET /api/events/': { status: 200, body: [supper] },
    'GET /api/payments/setup': { status: 200, body: SANDBOX },
    ...replies,
  });
  renderWithProviders(<TicketsPage />, {
    route,
    path: '/event/tickets',
    routes: [{ path: '/booking-success', element: <h1>Booking confirmation page</h1> }],
  });
  return api;
}

const user = () => userEvent.setup();

it('offers "Join the waitlist" when fewer seats are left than asked, and says where the visitor stands', async () => {
  const mock = renderTickets(`/event/tickets?eventId=${supper.id}`, {
    'POST /api/events/2/waitlist/': {
      status: 201,
      body: {
        ...offer,
        status: 'waiting',
        position: 3,
        offer_expires_at: null,
      } satisfies WaitlistEntry,
    },
  });
  const count = await screen.findByRole('textbox', { name: /Number of tickets/ });
  expect(screen.queryByRole('form', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  await user().clear(count);
  await user().type(count, '2');

  const form = await screen.findByRole('form', { name: 'Join the waitlist' });
  expect(within(form).getByRole('textbox', { name: /How many tickets/ })).toHaveValue('2');
  await user().click(within(form).getByRole('button', { name: 'Join the waitlist' }));
  expect(await within(form).findByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
    'Name is required',
  );

  await user().type(within(form).getByRole('textbox', { name: /Name/ }), 'Maria Lopez');
  await user().type(within(form).getByRole('textbox', { name: /Email/ }), 'maria@example.org');
  await user().click(within(form).getByRole('button', { name: 'Join the waitlist' }));

  expect(await screen.findByText(/number 3 in line for 2 tickets/)).toBeInTheDocument();
  const joined = mock.requests.find((request) => request.url === '/api/events/2/waitlist/');
  expect(joined?.body).toEqual({
    name: 'Maria Lopez',
    email: 'maria@example.org',
    number_of_tickets: 2,
  });
});

it('books the seats a waitlist offer holds through the claim link, sending the claim with the booking', async () => {
  const booked: Booking = buildBooking({
    booking_id: 'bidClaim0001',
    status: 'confirmed',
    event: supper.id,
  });
  const mock = renderTickets(`/event/tickets?eventId=${supper.id}&claim=claimToken1234567890abc`, {
    'GET /api/waitlist/claimToken1234567890abc/': { status: 200, body: offer },
    'POST /api/bookings/': { status: 201, body: booked },
  });
  expect(await screen.findByText(/2 seats are held for you until/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Number of tickets/ })).toHaveValue('2');
  expect(screen.queryByRole('form', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  for (const n of [1, 2]) {
    const block = screen.getByRole('group', { name: `Ticket #${n}` });
    await user().type(within(block).getByRole('textbox', { name: /Name/ }), `Guest ${n}`);
    await user().type(
      within(block).getByRole('textbox', { name: /Email/ }),
      `guest${n}@example.org`,
    );
    await user().type(within(block).getByRole('textbox', { name: /Phone/ }), `555-010${n}`);
  }
  await user().click(screen.getByRole('button', { name: 'Book Now' }));
  expect(
    await screen.findByRole('heading', { name: 'Booking confirmation page' }),
  ).toBeInTheDocument();
  const booking = mock.requests.find((request) => request.url === '/api/bookings/');
  expect(booking?.body).toMatchObject({
    number_of_tickets: 2,
    waitlist_claim: 'claimToken1234567890abc',
  });
});

it('says so when the offer of a claim link has run out, and books nothing from it', async () => {
  renderTickets(`/event/tickets?eventId=${supper.id}&claim=claimToken1234567890abc`, {
    'GET /api/waitlist/claimToken1234567890abc/': {
      status: 200,
      body: { ...offer, status: 'lapsed', offer_expires_at: null },
    },
  });
  expect(await screen.findByText(/This offer has expired/)).toBeInTheDocument();
});
