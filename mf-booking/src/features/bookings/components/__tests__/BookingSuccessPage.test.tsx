import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildBooking, buildTicket } from '@parish/shared-types/testing';
import BookingSuccessPage from '../BookingSuccessPage';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const confirmed = buildBooking({
  booking_id: 'bidSuccess01',
  event_name: 'Christmas Celebrations',
  number_of_tickets: 2,
  status: 'confirmed',
  tickets: [
    buildTicket({
      name: 'Ann Lee',
      email: 'ann@example.org',
      phone_number: '555-0101',
      check_in_code: 'K3M9Q-7TXWA-2PZ4R-BN8CD',
    }),
    buildTicket({
      name: 'Bo Lee',
      email: 'bo@example.org',
      phone_number: '555-0102',
      check_in_code: 'Q1W2E-R3T4Y-5V6B7-N8M9P',
    }),
  ],
});

function renderSuccess(route: string, reply?: MockReply | (() => MockReply)) {
  api = mockApi(reply ? { 'GET /api/bookings/bidSuccess01/': reply } : {});
  return renderWithProviders(<BookingSuccessPage />, { route });
}

const valueOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the booking confirmation', () => {
  it('says Loading..., then the booking: id, event, ticket count and one card per attendee with its QR code', async () => {
    renderSuccess('/booking-success?bookingId=bidSuccess01', {
      status: 200,
      body: confirmed,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Booking Details' });
    expect(valueOf(details, 'Booking ID')).toHaveTextContent('bidSuccess01');
    expect(valueOf(details, 'Event')).toHaveTextContent('Christmas Celebrations');
    expect(valueOf(details, 'Number of Tickets')).toHaveTextContent('2');
    const second = within(details).getByRole('article', { name: 'Ticket #2' });
    expect(valueOf(second, 'Name')).toHaveTextContent('Bo Lee');
    expect(valueOf(second, 'Email')).toHaveTextContent('bo@example.org');
    expect(valueOf(second, 'Phone')).toHaveTextContent('555-0102');
    expect(
      within(second).getByRole('img', { name: /QR code of ticket bidSuccess01-2/ }),
    ).toBeVisible();
  });

  it('forgets the booking page’s saved form once the booking is made', () => {
    sessionStorage.setItem('parish-booking-draft', '{"values":{}}');
    renderSuccess('/booking-success?bookingId=bidSuccess01', 'never');
    expect(sessionStorage.getItem('parish-booking-draft')).toBeNull();
  });

  it.each(['/booking-success', '/booking-success?bookingId=%20'])(
    'says No booking found. at %s, asking nothing',
    (route) => {
      renderSuccess(route);
      expect(screen.getByRole('alert')).toHaveTextContent('No booking found.');
      expect(api?.requests).toEqual([]);
    },
  );

  it.each([404, 400])(
    'says No booking found. when the API answers %i, with no retry',
    async (status) => {
      renderSuccess('/booking-success?bookingId=bidSuccess01', {
        status,
        body: { message: 'Booking not found or invalid Booking ID.' },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('No booking found.');
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  );

  it('says Could not load booking details. when the server fails, and Try again loads it', async () => {
    let calls = 0;
    renderSuccess('/booking-success?bookingId=bidSuccess01', () => {
      calls += 1;
      return calls === 1 ? { status: 500 } : { status: 200, body: confirmed };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load booking details.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
  });

  it('shows a booking still awaiting its payment as received, and as confirmed once the payment lands', async () => {
    jest.useFakeTimers();
    let calls = 0;
    renderSuccess('/booking-success?bookingId=bidSuccess01', () => {
      calls += 1;
      return {
        status: 200,
        body: calls < 3 ? { ...confirmed, status: 'pending', hold_expires_at: null } : confirmed,
      };
    });
    expect(await screen.findByRole('heading', { name: 'Booking Received' })).toBeInTheDocument();
    expect(screen.getByText('This booking is awaiting payment.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^QR code/ })).not.toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(6_000);
    });
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^QR code/ })).toHaveLength(2);
  });
});
