import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_NOT_FOUND_MESSAGE, type ParishEvent } from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { eventsResource } from '../../features/events/lib/eventsResource';
import { buildEvent } from '@parish/shared-types/testing';
import type { AdminResource } from '../../resources/types';
import { ResourceTab } from '../../resources/components/ResourceTab';

// The generic tab's other shapes, on the events endpoints: a resource that
// deletes without confirmation (spec section 5: ministries and shop items)
// and has add and edit screens.
const unconfirmedResource: AdminResource<ParishEvent> = {
  ...eventsResource,
  confirmDelete: false,
  create: { label: 'Add Event', to: '/admin/new-event' },
  edit: (event) => ({ to: '/admin/Edit-event', state: { id: event.id } }),
};

const carols = buildEvent({ id: 7, title: 'Advent Carols', date: '2026-12-06' });
const vigil = buildEvent({ id: 9, title: 'Christmas Vigil', date: '2026-12-24' });

let api: ReturnType<typeof mockApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

it('deletes at once, without a dialog, when the resource does not ask for confirmation', async () => {
  api = mockApi({
    'GET /api/events/': { status: 200, body: [carols, vigil] },
    'DELETE /api/events/7/': { status: 204 },
  });
  renderWithProviders(<ResourceTab resource={unconfirmedResource} />);

  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));

  expect(await screen.findByText('Event deleted')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Advent Carols' })).not.toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Christmas Vigil' })).toBeInTheDocument();
});

it('shows an unconfirmed delete failure above the table and keeps the row', async () => {
  api = mockApi({
    'GET /api/events/': { status: 200, body: [carols] },
    'DELETE /api/events/7/': { status: 404, body: { message: EVENT_NOT_FOUND_MESSAGE } },
  });
  renderWithProviders(<ResourceTab resource={unconfirmedResource} />);

  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_NOT_FOUND_MESSAGE);
  expect(screen.getByRole('rowheader', { name: 'Advent Carols' })).toBeInTheDocument();
});

it('says the empty text once the last record is deleted', async () => {
  api = mockApi({
    'GET /api/events/': { status: 200, body: [carols] },
    'DELETE /api/events/7/': { status: 204 },
  });
  renderWithProviders(<ResourceTab resource={unconfirmedResource} />);

  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Delete Advent Carols' }));

  expect(await screen.findByText('No events found.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('links to the add screen and to each record’s edit screen when the resource has them', async () => {
  api = mockApi({ 'GET /api/events/': { status: 200, body: [carols, vigil] } });
  const user = userEvent.setup();
  const { router } = renderWithProviders(<ResourceTab resource={unconfirmedResource} />, {
    route: '/admin',
  });

  expect(await screen.findByRole('link', { name: 'Add Event' })).toHaveAttribute(
    'href',
    '/admin/new-event',
  );
  const row = (await screen.findByRole('rowheader', { name: 'Christmas Vigil' })).closest('tr');
  await user.click(within(row as HTMLElement).getByRole('link', { name: 'Edit Christmas Vigil' }));

  expect(router.state.location.pathname).toBe('/admin/Edit-event');
  expect(router.state.location.state).toEqual({ id: 9 });
});
