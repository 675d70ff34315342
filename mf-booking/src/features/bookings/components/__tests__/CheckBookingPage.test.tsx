import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingStatus } from '@parish/shared-types';
import { formatDateTime } from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildBooking, buildTicket, isoDaysFromToday } from '@parish/shared-types/testing';
import CheckBookingPage from '../CheckBookingPage';

const bookingUrl = (id: string) => `GET /api/bookings/${id}/`;
const TOKEN = 'kq3Zm9x_Yh2Lw8Rt5Vb1Nc4Pd7Fs0Gj6Hk3Mn2Qp5Ww';
const tokenUrl = (id: string) => `GET /api/bookings/${id}/?token=${TOKEN}`;

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function renderCheck(route = '/check') {
  return renderWithProviders(<CheckBookingPage />, { route });
}

/** The value shown beside `label` in a description list inside `scope`. */
function valueOf(scope: HTMLElement, label: string) {
  return within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;
}

async function searchFor(text: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Booking ID' });
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('Check Your Booking page', () => {
  it('offers a labelled Booking ID box with the example id as placeholder and a Search button', () => {
    renderCheck();

    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Booking' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Booking ID' })).toHaveAttribute(
      'placeholder',
      'bid1234567890',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('shows every detail of a found booking and a card per attendee', async () => {
    const booking = buildBooking({
      booking_id: 'bidX9y8Z7w6',
      event_name: 'Advent Lessons and Carols',
      event_date: '2026-12-13',
      event_time: '18:30:00',
      number_of_tickets: 2,
      total_price: 30,
      status: 'confirmed',
      booked_at: '2026-11-22T16:05:00Z',
      tickets: [
        buildTicket({
          id: 11,
          name: 'Maria Lopez',
          email: 'maria@example.org',
          phone_number: '555-0101',
        }),
        buildTicket({
          id: 12,
          name: 'James Okafor',
          email: 'james@example.org',
          phone_number: '555-0102',
        }),
      ],
    });
    api = mockApi({ [bookingUrl('bidX9y8Z7w6')]: { status: 200, body: booking } });
    renderCheck();

    await searchFor('bidX9y8Z7w6');

    const details = await screen.findByRole('region', { name: 'Booking Details' });
    expect(valueOf(details, 'Booking ID')).toHaveTextContent('bidX9y8Z7w6');
    expect(valueOf(details, 'Event')).toHaveTextContent('Advent Lessons and Carols');
    expect(valueOf(details, 'Date & Time')).toHaveTextContent('Dec 13, 2026 · 6:30 PM');
    expect(valueOf(details, 'Number of Tickets')).toHaveTextContent('2');
    expect(valueOf(details, 'Total Price')).toHaveTextContent('$30.00');
    expect(valueOf(details, 'Booked At')).toHaveTextContent(formatDateTime('2026-11-22T16:05:00Z'));
    expect(valueOf(details, 'Status')).toHaveTextContent('Confirmed');

    const first = within(details).getByRole('article', { name: 'Ticket #1' });
    expect(valueOf(first, 'Name')).toHaveTextContent('Maria Lopez');
    expect(valueOf(first, 'Email')).toHaveTextContent('maria@example.org');
    expect(valueOf(first, 'Phone')).toHaveTextContent('555-0101');
    const second = within(details).getByRole('article', { name: 'Ticket #2' });
    expect(valueOf(second, 'Name')).toHaveTextContent('James Okafor');
    expect(valueOf(second, 'Email')).toHaveTextContent('james@example.org');
    expect(valueOf(second, 'Phone')).toHaveTextContent('555-0102');
  });

  it.each<[BookingStatus, string]>([
    ['confirmed', 'Confirmed'],
    ['pending', 'Awaiting payment'],
    ['cancelled', 'Cancelled'],
  ])('names a %s booking’s status in words: %s', async (status, label) => {
    api = mockApi({ [bookingUrl('bidStatus01')]: { status: 200, body: buildBooking({ status }) } });
    renderCheck('/check?bookingId=bidStatus01');

    const details = await screen.findByRole('region', { name: 'Booking Details' });
    expect(valueOf(details, 'Status')).toHaveTextContent(label);
  });

  it('says Loading... while the booking is on its way', async () => {
    api = mockApi({ [bookingUrl('bidSlow0001')]: 'never' });
    renderCheck();

    await searchFor('bidSlow0001');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it.each([404, 400])(
    'says the booking was not found when the API answers %i, with no retry',
    async (status) => {
      api = mockApi({
        [bookingUrl('bidNoSuch01')]: { status, body: { message: 'Booking not found' } },
      });
      renderCheck();

      await searchFor('bidNoSuch01');

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Booking not found or invalid Booking ID.',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Booking Details' })).not.toBeInTheDocument();
    },
  );

  it.each<[string, MockReply]>([
    ['a server error', { status: 500, body: { message: 'Internal error' } }],
    ['a dropped connection', 'network-error'],
  ])(
    'says the details could not be loaded after %s, and Try again asks again',
    async (_, reply) => {
      let calls = 0;
      api = mockApi({
        [bookingUrl('bidRetry001')]: () => {
          calls += 1;
          return calls === 1
            ? reply
            : { status: 200, body: buildBooking({ event_name: 'Retreat' }) };
        },
      });
      renderCheck('/check?bookingId=bidRetry001');

      expect(await screen.findByRole('alert')).toHaveTextContent('Could not load booking details.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

      const details = await screen.findByRole('region', { name: 'Booking Details' });
      expect(valueOf(details, 'Event')).toHaveTextContent('Retreat');
      expect(api.requests).toHaveLength(2);
    },
  );

  it.each(['', '   '])(
    'ignores a search for the Booking ID "%s": no request, no change of URL',
    async (text) => {
      api = mockApi({});
      const { router } = renderCheck();

      await searchFor(text);

      expect(api.requests).toEqual([]);
      expect(router.state.location.search).toBe('');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('sends no request for a link whose bookingId is blank', () => {
    api = mockApi({});
    renderCheck('/check?bookingId=%20%20');

    expect(api.requests).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('looks the booking up on arrival from a /check?bookingId= link', async () => {
    api = mockApi({
      [bookingUrl('bidDeep0001')]: {
        status: 200,
        body: buildBooking({ booking_id: 'bidDeep0001', event_name: 'Easter Vigil' }),
      },
    });
    renderCheck('/check?bookingId=bidDeep0001');

    expect(screen.getByRole('textbox', { name: 'Booking ID' })).toHaveValue('bidDeep0001');
    const details = await screen.findByRole('region', { name: 'Booking Details' });
    expect(valueOf(details, 'Event')).toHaveTextContent('Easter Vigil');
    expect(api.requests).toEqual([
      { method: 'GET', url: '/api/bookings/bidDeep0001/', body: undefined },
    ]);
  });

  it('puts a new search, trimmed, in the URL and shows that booking instead', async () => {
    api = mockApi({
      [bookingUrl('bidFirst001')]: {
        status: 200,
        body: buildBooking({ booking_id: 'bidFirst001', event_name: 'Easter Vigil' }),
      },
      [bookingUrl('bidSecond02')]: {
        status: 200,
        body: buildBooking({ booking_id: 'bidSecond02', event_name: 'Pentecost Picnic' }),
      },
    });
    const { router } = renderCheck('/check?bookingId=bidFirst001');
    await screen.findByText('Easter Vigil');

    await searchFor('  bidSecond02 ');

    expect(router.state.location.search).toBe('?bookingId=bidSecond02');
    expect(await screen.findByText('Pentecost Picnic')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Booking Details' });
    expect(valueOf(details, 'Booking ID')).toHaveTextContent('bidSecond02');
    expect(valueOf(details, 'Event')).toHaveTextContent('Pentecost Picnic');
    expect(screen.queryByText('Easter Vigil')).not.toBeInTheDocument();
  });

  it('brings back the earlier search, box and booking, when the visitor goes back', async () => {
    api = mockApi({
      [bookingUrl('bidFirst001')]: {
        status: 200,
        body: buildBooking({ event_name: 'Easter Vigil' }),
      },
      [bookingUrl('bidSecond02')]: {
        status: 200,
        body: buildBooking({ event_name: 'Pentecost Picnic' }),
      },
    });
    const { router } = renderCheck('/check?bookingId=bidFirst001');
    await screen.findByText('Easter Vigil');
    await searchFor('bidSecond02');
    await screen.findByText('Pentecost Picnic');

    await act(() => router.navigate(-1));

    expect(screen.getByRole('textbox', { name: 'Booking ID' })).toHaveValue('bidFirst001');
    expect(await screen.findByText('Easter Vigil')).toBeInTheDocument();
  });

  it('looks the same id up afresh when Search is pressed again', async () => {
    let calls = 0;
    api = mockApi({
      [bookingUrl('bidAgain001')]: () => {
        calls += 1;
        return {
          status: 200,
          body: buildBooking({ status: calls === 1 ? 'pending' : 'confirmed' }),
        };
      },
    });
    renderCheck('/check?bookingId=bidAgain001');
    const before = await screen.findByRole('region', { name: 'Booking Details' });
    expect(valueOf(before, 'Status')).toHaveTextContent('Awaiting payment');

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('never lets a slow answer for an earlier search replace a newer one', async () => {
    let answerFirst: ((reply: MockReply) => void) | undefined;
    api = mockApi({
      [bookingUrl('bidFirst001')]: () =>
        new Promise<MockReply>((resolve) => {
          answerFirst = resolve;
        }),
      [bookingUrl('bidSecond02')]: {
        status: 200,
        body: buildBooking({ event_name: 'Pentecost Picnic' }),
      },
    });
    renderCheck('/check?bookingId=bidFirst001');
    await searchFor('bidSecond02');
    await screen.findByText('Pentecost Picnic');

    await act(async () => {
      answerFirst?.({ status: 200, body: buildBooking({ event_name: 'Easter Vigil' }) });
    });

    expect(answerFirst).toBeDefined();
    expect(screen.getByText('Pentecost Picnic')).toBeInTheDocument();
    expect(screen.queryByText('Easter Vigil')).not.toBeInTheDocument();
  });

  it('in the booker’s view, gives each confirmed ticket a QR code holding only its check-in code, printed under it', async () => {
    const booking = buildBooking({
      booking_id: 'bidQrCodes01',
      status: 'confirmed',
      manage_token: TOKEN,
      tickets: [
        buildTicket({ name: 'Maria Lopez', check_in_code: 'K3M9Q-7TXWA-2PZ4R-BN8CD' }),
        buildTicket({ name: 'James Okafor', check_in_code: 'Q1W2E-R3T4Y-5V6B7-N8M9P' }),
      ],
    });
    api = mockApi({ [tokenUrl('bidQrCodes01')]: { status: 200, body: booking } });
    renderCheck(`/check?bookingId=bidQrCodes01&token=${TOKEN}`);

    const second = await screen.findByRole('article', { name: 'Ticket #2' });
    expect(valueOf(second, 'Reference')).toHaveTextContent('bidQrCodes01-2');
    const code = within(second).getByRole('img', {
      name: 'QR code of ticket bidQrCodes01-2, for the check-in at the door',
    });
    expect(code).toHaveAttribute('data-qr-value', 'Q1W2ER3T4Y5V6B7N8M9P');
    expect(second).toHaveTextContent('Check-in code: Q1W2E-R3T4Y-5V6B7-N8M9P');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getAllByRole('img', { name: /^QR code of ticket/ })).toHaveLength(2);
  });

  it('by booking id alone: masked contacts as the API sends them, no QR codes, no cancelling, and says where the private link is', async () => {
    api = mockApi({
      [bookingUrl('bidPublic001')]: {
        status: 200,
        body: buildBooking({
          status: 'confirmed',
          event_date: isoDaysFromToday(9),
          tickets: [buildTicket({ email: 'm•••@example.org', phone_number: '•••-•••-1234' })],
        }),
      },
    });
    renderCheck('/check?bookingId=bidPublic001');
    const first = await screen.findByRole('article', { name: 'Ticket #1' });
    expect(valueOf(first, 'Email')).toHaveTextContent('m•••@example.org');
    expect(valueOf(first, 'Phone')).toHaveTextContent('•••-•••-1234');
    expect(screen.queryByRole('img', { name: /^QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/open the private link in your booking confirmation e-mail/),
    ).toBeInTheDocument();
  });

  it.each<BookingStatus>(['pending', 'cancelled'])(
    'gives no QR code to the tickets of a %s booking, which are not valid at the door',
    async (status) => {
      api = mockApi({
        [bookingUrl('bidNotValid1')]: { status: 200, body: buildBooking({ status }) },
      });
      renderCheck('/check?bookingId=bidNotValid1');
      await screen.findByRole('article', { name: 'Ticket #1' });
      expect(screen.queryByRole('img', { name: /^QR code/ })).not.toBeInTheDocument();
    },
  );

  it('marks the ticket a scanned QR code names', async () => {
    api = mockApi({
      [bookingUrl('bidScanned01')]: {
        status: 200,
        body: buildBooking({ tickets: [buildTicket(), buildTicket()] }),
      },
    });
    renderCheck('/check?bookingId=bidScanned01&ticket=2');
    const second = await screen.findByRole('article', { name: 'Ticket #2' });
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: 'Ticket #1' })).not.toHaveAttribute('aria-current');
  });

  it('offers the event as a calendar file and a print of the tickets', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    api = mockApi({
      [bookingUrl('bidCalendar1')]: {
        status: 200,
        body: buildBooking({
          event: 12,
          event_name: 'Easter Vigil',
          event_date: isoDaysFromToday(9),
        }),
      },
    });
    renderCheck('/check?bookingId=bidCalendar1');
    const add = await screen.findByRole('link', { name: 'Add to calendar: Easter Vigil' });
    expect(add).toHaveAttribute('href', '/api/events/12/calendar.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Print tickets' }));
    expect(print).toHaveBeenCalled();
  });

  it('says a cancelled paid booking is refunded, and offers neither cancelling nor a calendar file', async () => {
    api = mockApi({
      [bookingUrl('bidRefunded1')]: {
        status: 200,
        body: buildBooking({
          status: 'cancelled',
          total_price: 30,
          event_date: isoDaysFromToday(9),
          refund_requested_at: '2026-11-23T10:00:00Z',
        }),
      },
    });
    renderCheck('/check?bookingId=bidRefunded1');
    expect(
      await screen.findByText(
        /This booking is cancelled: its tickets are no longer valid\. Its payment of \$30\.00 is marked for refund/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it('offers no cancelling for an event that has already taken place', async () => {
    api = mockApi({
      [bookingUrl('bidPastEvt01')]: {
        status: 200,
        body: buildBooking({ event_date: isoDaysFromToday(-3) }),
      },
    });
    renderCheck('/check?bookingId=bidPastEvt01');
    await screen.findByRole('region', { name: 'Booking Details' });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });
});

describe('cancelling your own booking', () => {
  const upcoming = () =>
    buildBooking({
      booking_id: 'bidCancelMe1',
      event_name: 'Advent Carols',
      event_date: isoDaysFromToday(9),
      status: 'confirmed',
      total_price: 30,
      number_of_tickets: 2,
      manage_token: TOKEN,
      tickets: [
        buildTicket({ email: 'maria@example.org' }),
        buildTicket({ email: 'jo@example.org' }),
      ],
    });
  const route = `/check?bookingId=bidCancelMe1&token=${TOKEN}`;

  async function openCancel() {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    return screen.getByRole('dialog', { name: 'Cancel this booking?' });
  }

  it('from the mail’s private link: says what will happen to a paid booking, then cancels it with the token', async () => {
    api = mockApi({
      [tokenUrl('bidCancelMe1')]: { status: 200, body: upcoming() },
      'POST /api/bookings/bidCancelMe1/cancel/': {
        status: 200,
        body: { ...upcoming(), status: 'cancelled', refund_requested_at: '2026-11-23T10:00:00Z' },
      },
    });
    renderCheck(route);
    const dialog = await openCancel();
    expect(dialog).toHaveTextContent(
      'All 2 tickets for Advent Carols will be cancelled and the seats given to others.',
    );
    expect(dialog).toHaveTextContent(
      'Your payment of $30.00 will be marked for refund, and the parish office will return it to you.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(
      await screen.findByText(
        'Your booking is cancelled. The parish office will refund your payment of $30.00.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const details = screen.getByRole('region', { name: 'Booking Details' });
    expect(valueOf(details, 'Status')).toHaveTextContent('Cancelled');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/bookings/bidCancelMe1/cancel/', body: { token: TOKEN } },
    ]);
  });

  it('shows the server’s refusal in the dialog and changes nothing', async () => {
    const refusal =
      'Only the private link in your booking confirmation e-mail can cancel this booking. Please open it from that e-mail.';
    api = mockApi({
      [tokenUrl('bidCancelMe1')]: { status: 200, body: upcoming() },
      'POST /api/bookings/bidCancelMe1/cancel/': {
        status: 400,
        body: { message: refusal, fields: { token: refusal } },
      },
    });
    renderCheck(route);
    const dialog = await openCancel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('leaves the booking alone on Keep booking', async () => {
    api = mockApi({ [tokenUrl('bidCancelMe1')]: { status: 200, body: upcoming() } });
    renderCheck(route);
    const dialog = await openCancel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests).toHaveLength(1);
  });
});
