import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_REQUIRED_MESSAGE } from '@parish/shared-types';
import { RequireAdminSession } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { ResourceTab } from '../../../../resources/components/ResourceTab';
import { buildEvent } from '@parish/shared-types/testing';
import { resetSession, signIn } from '../../../../testing/session';
import { eventsResource } from '../eventsResource';

const carols = buildEvent({
  id: 7,
  title: 'Advent Carols',
  date: '2026-12-06',
  time: '18:30:00',
  location: 'Main Sanctuary',
  price: 12.5,
  max_attendees: 120,
  registered_attendees: 45,
});
const retreat = buildEvent({
  id: 3,
  title: 'Youth Retreat',
  date: '2026-05-15',
  time: '09:00:00',
  location: 'Parish Hall',
  price: 0,
  max_attendees: 40,
  registered_attendees: 12,
});
const vigil = buildEvent({
  id: 9,
  title: 'Christmas Vigil',
  date: '2026-12-24',
  time: '23:00:00',
  location: 'Chapel',
  price: 0,
  max_attendees: 200,
  registered_attendees: 0,
});

let api: ReturnType<typeof mockApi> | undefined;

beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
});

function renderEventsTab() {
  return renderWithProviders(
    <RequireAdminSession>
      <ResourceTab resource={eventsResource} />
    </RequireAdminSession>,
    {
      route: '/admin',
      routes: [{ path: '/login', element: <h1>Admin Login</h1> }],
    },
  );
}

function bodyRows() {
  // The first row holds the column headers.
  return screen.getAllByRole('row').slice(1);
}

it('lists the events by date with formatted date, time, price and seats', async () => {
  api = mockApi({ 'GET /api/events/?series=1': { status: 200, body: [carols, vigil, retreat] } });
  renderEventsTab();

  const table = await screen.findByRole('table', { name: 'Events' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual([
    'Title',
    'Date',
    'Time',
    'Location',
    'Price',
    'Seats',
    'Repeats',
    'Actions',
  ]);

  const cells = bodyRows().map((row) =>
    [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell').slice(0, 5)].map(
      (cell) => cell.textContent,
    ),
  );
  expect(cells).toEqual([
    ['Youth Retreat', 'May 15, 2026', '9:00 AM', 'Parish Hall', 'Free', '12 / 40'],
    ['Advent Carols', 'Dec 6, 2026', '6:30 PM', 'Main Sanctuary', '$12.50', '45 / 120'],
    ['Christmas Vigil', 'Dec 24, 2026', '11:00 PM', 'Chapel', 'Free', '0 / 200'],
  ]);
  expect(screen.getByRole('rowheader', { name: 'Advent Carols' })).toBeInTheDocument();
});

it('says Loading events... while the list is on its way', async () => {
  api = mockApi({ 'GET /api/events/?series=1': 'never' });
  renderEventsTab();

  expect(await screen.findByRole('status')).toHaveTextContent('Loading events...');
});

it('says No events found. when there are none', async () => {
  api = mockApi({ 'GET /api/events/?series=1': { status: 200, body: [] } });
  renderEventsTab();

  expect(await screen.findByText('No events found.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows a failed load and loads again on Try again', async () => {
  let calls = 0;
  api = mockApi({
    'GET /api/events/?series=1': () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Database down' } }
        : { status: 200, body: [carols] };
    },
  });
  renderEventsTab();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('rowheader', { name: 'Advent Carols' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch events')).not.toBeInTheDocument();
});

it('deletes an event once confirmed: sends DELETE, drops the row, says Event deleted, reads the list again', async () => {
  let stored = [carols, retreat];
  api = mockApi({
    'GET /api/events/?series=1': () => ({ status: 200, body: stored }),
    'DELETE /api/events/7/': () => {
      stored = [retreat];
      return { status: 204 };
    },
  });
  const user = userEvent.setup();
  renderEventsTab();

  await user.click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete event?' });
  expect(dialog).toHaveTextContent('"Advent Carols" will be removed permanently.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Event deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('rowheader', { name: 'Advent Carols' })).not.toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Youth Retreat' })).toBeInTheDocument();
  // The list is read again after the change, to show what others changed meanwhile too.
  await waitFor(() =>
    expect(api?.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/events/?series=1',
      'DELETE /api/events/7/',
      'GET /api/events/?series=1',
    ]),
  );
  expect(screen.queryByRole('rowheader', { name: 'Advent Carols' })).not.toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Youth Retreat' })).toBeInTheDocument();
});

it('shows Deleting... with the dialog buttons disabled while the delete runs', async () => {
  api = mockApi({
    'GET /api/events/?series=1': { status: 200, body: [carols] },
    'DELETE /api/events/7/': 'never',
  });
  const user = userEvent.setup();
  renderEventsTab();

  await user.click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete event?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
});

it('keeps the event and sends nothing when the deletion is cancelled', async () => {
  api = mockApi({ 'GET /api/events/?series=1': { status: 200, body: [carols] } });
  const user = userEvent.setup();
  renderEventsTab();

  await user.click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('rowheader', { name: 'Advent Carols' })).toBeInTheDocument();
  expect(api.requests.map((request) => request.method)).toEqual(['GET']);
});

it('shows the server message in the dialog when a delete fails and keeps the row', async () => {
  api = mockApi({
    'GET /api/events/?series=1': { status: 200, body: [carols] },
    'DELETE /api/events/7/': {
      status: 409,
      body: { message: 'Advent Carols has bookings and cannot be deleted.' },
    },
  });
  const user = userEvent.setup();
  renderEventsTab();

  await user.click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete event?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Advent Carols has bookings and cannot be deleted.',
  );
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  expect(screen.queryByText('Event deleted')).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('rowheader', { name: 'Advent Carols' })).toBeInTheDocument();
});

it('falls back to Failed to delete event when the server gives no reason', async () => {
  api = mockApi({
    'GET /api/events/?series=1': { status: 200, body: [carols] },
    'DELETE /api/events/7/': { status: 500 },
  });
  const user = userEvent.setup();
  renderEventsTab();

  await user.click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete event?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete event');
});

it('checks the session after a 401 on delete, which sends the admin to /login', async () => {
  api = mockApi({
    'GET /api/events/?series=1': { status: 200, body: [carols] },
    'DELETE /api/events/7/': { status: 401, body: { message: ADMIN_REQUIRED_MESSAGE } },
    'GET /api/auth/session': { status: 401, body: { message: ADMIN_REQUIRED_MESSAGE } },
  });
  const user = userEvent.setup();
  renderEventsTab();

  await user.click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(api.requests.map((request) => `${request.method} ${request.url}`)).toContain(
    'GET /api/auth/session',
  );
});

it('checks the session after a 401 while loading', async () => {
  api = mockApi({
    'GET /api/events/?series=1': { status: 401, body: { message: ADMIN_REQUIRED_MESSAGE } },
    'GET /api/auth/session': { status: 401, body: { message: ADMIN_REQUIRED_MESSAGE } },
  });
  renderEventsTab();

  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
});
