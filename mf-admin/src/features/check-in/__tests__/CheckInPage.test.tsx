import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInResult, EventRoster } from '@parish/shared-types';
import { todayIsoDate } from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildEvent, isoDaysFromToday } from '@parish/shared-types/testing';
import CheckInPage from '../components/CheckInPage';
import { resetSession, signIn } from '../../../testing/session';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
});

const tomorrow = buildEvent({ id: 3, title: 'Parish Supper', date: isoDaysFromToday(1) });
const tonight = buildEvent({
  id: 7,
  title: 'Advent Carols',
  date: todayIsoDate(),
  time: '19:00:00',
});
const CODE = 'K3M9Q-7TXWA-2PZ4R-BN8CD';

function rosterOf(checkedInAt: string | null): EventRoster {
  return {
    event: {
      id: 7,
      title: 'Advent Carols',
      date: tonight.date,
      time: tonight.time,
      max_attendees: 10,
    },
    totals: { booked: 2, checked_in: checkedInAt ? 1 : 0, seats_left: 8 },
    attendees: [
      {
        ticket_id: 41,
        ticket_number: 1,
        name: 'Maria Lopez',
        booking_id: 'bidA',
        booker: 'Maria Lopez',
        checked_in_at: checkedInAt,
      },
      {
        ticket_id: 42,
        ticket_number: 2,
        name: 'Bo Lee',
        booking_id: 'bidA',
        booker: 'Maria Lopez',
        checked_in_at: null,
      },
    ],
  };
}

const checked: CheckInResult = {
  ticket_id: 41,
  ticket_number: 1,
  name: 'Maria Lopez',
  booking_id: 'bidA',
  event: 7,
  checked_in_at: '2026-11-27T19:02:00Z',
  message: 'Checked in: Ticket #1, Maria Lopez',
};

function renderDoor(checkIn: () => MockReply) {
  signIn();
  let checkedIn = false;
  api = mockApi({
    'GET /api/events/': { status: 200, body: [tomorrow, tonight] },
    'GET /api/events/7/roster/': () => ({
      status: 200,
      body: rosterOf(checkedIn ? checked.checked_in_at : null),
    }),
    'POST /api/check-in/': () => {
      const reply = checkIn();
      if (typeof reply === 'object' && reply.status === 200) checkedIn = true;
      return reply;
    },
    'POST /api/check-in/41/undo/': () => {
      checkedIn = false;
      return {
        status: 200,
        body: {
          ...checked,
          checked_in_at: null,
          message: 'Check-in undone: Ticket #1, Maria Lopez',
        },
      };
    },
  });
  return renderWithProviders(<CheckInPage />, { route: '/admin/check-in' });
}

it('opens on today’s event, checks a typed code in, refuses it the second time with the time, and undoes it', async () => {
  let scans = 0;
  renderDoor(() => {
    scans += 1;
    return scans === 1
      ? { status: 200, body: checked }
      : {
          status: 409,
          body: {
            message: 'Already checked in at 7:02 PM',
            fields: { code: 'Already checked in at 7:02 PM' },
          },
        };
  });
  const user = userEvent.setup();

  expect(await screen.findByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
  expect(await screen.findByRole('combobox', { name: /^Event/ })).toHaveTextContent(
    /^Advent Carols · Today · 7:00 PM/,
  );
  expect(await screen.findByTestId('roster-totals')).toHaveTextContent(
    'Booked 2 · Checked in 0 · Seats left 8',
  );

  const code = screen.getByRole('textbox', { name: /Ticket code/ });
  await user.type(code, CODE.toLowerCase());
  await user.click(screen.getByRole('button', { name: 'Check in' }));

  const answer = screen.getByRole('status', { name: 'Check-in answer' });
  expect(await within(answer).findByText('Checked in: Ticket #1, Maria Lopez')).toBeVisible();
  expect(api?.requests.find((r) => r.method === 'POST')).toEqual({
    method: 'POST',
    url: '/api/check-in/',
    body: { event: 7, code: CODE.replace(/-/g, '') },
  });
  expect(code).toHaveValue('');
  await waitFor(() =>
    expect(screen.getByTestId('roster-totals')).toHaveTextContent('Checked in 1'),
  );

  await user.type(code, CODE);
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  expect(await within(answer).findByText('Already checked in at 7:02 PM')).toBeVisible();

  // Undo of the first check-in, from the roster.
  await user.click(screen.getByRole('button', { name: 'Undo check-in of Ticket #1, Maria Lopez' }));
  expect(await within(answer).findByText('Check-in undone: Ticket #1, Maria Lopez')).toBeVisible();
  await waitFor(() =>
    expect(screen.getByTestId('roster-totals')).toHaveTextContent('Checked in 0'),
  );
});

it('finds a name in the roster and checks that ticket in', async () => {
  renderDoor(() => ({
    status: 200,
    body: {
      ...checked,
      ticket_id: 42,
      ticket_number: 2,
      name: 'Bo Lee',
      message: 'Checked in: Ticket #2, Bo Lee',
    },
  }));
  const user = userEvent.setup();
  await screen.findByTestId('roster-totals');

  await user.type(screen.getByRole('searchbox', { name: 'Find an attendee' }), 'bo');
  const list = screen.getByRole('list', { name: 'Attendees' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  await user.click(within(list).getByRole('button', { name: 'Check in Ticket #2, Bo Lee' }));

  expect(await screen.findByText('Checked in: Ticket #2, Bo Lee')).toBeVisible();
  expect(api?.requests.find((r) => r.method === 'POST')?.body).toEqual({ event: 7, ticket: 42 });
});

it('refuses a malformed code at the field without asking the server', async () => {
  renderDoor(() => ({ status: 500 }));
  const user = userEvent.setup();
  await screen.findByTestId('roster-totals');
  const code = screen.getByRole('textbox', { name: /Ticket code/ });
  await user.type(code, 'bid123');
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  expect(code).toHaveAccessibleDescription(
    'A ticket code has 20 letters and digits, as printed under its QR code.',
  );
  expect(api?.requests.filter((r) => r.method === 'POST')).toEqual([]);
});
