import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFICE_CANCEL_REASON_MESSAGE } from '@parish/shared-types';
import { buildBooking } from '@parish/shared-types/testing';
import { RequireAdminSession } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { ResourceTab } from '../../../../resources/components/ResourceTab';
import { resetSession, signIn } from '../../../../testing/session';
import { bookingsResource } from '../bookingsResource';

const confirmed = buildBooking({ booking_id: 'bidOffice0001', status: 'confirmed' });
const cancelled = buildBooking({ booking_id: 'bidOffice0002', status: 'cancelled' });

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  resetSession();
});

it('cancels a booking with the reason and the refund the administrator gives, asked in a dialog', async () => {
  api = mockApi({
    'GET /api/bookings/': { status: 200, body: [confirmed, cancelled] },
    'POST /api/bookings/bidOffice0001/office-cancel/': {
      status: 200,
      body: { ...confirmed, status: 'cancelled' },
    },
  });
  renderWithProviders(
    <RequireAdminSession>
      <ResourceTab resource={bookingsResource} />
    </RequireAdminSession>,
    { route: '/admin', routes: [{ path: '/login', element: <h1>Admin Login</h1> }] },
  );
  const user = userEvent.setup();
  await screen.findByRole('rowheader', { name: 'bidOffice0001' });
  // Only a booking not already cancelled offers it.
  expect(screen.getAllByRole('button', { name: /^Cancel booking/ })).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Cancel booking booking bidOffice0001' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Cancel booking: booking bidOffice0001',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
    OFFICE_CANCEL_REASON_MESSAGE,
  );

  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The hall is closed.');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Refund/ }), 'done');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Booking cancelled; the booker has been e-mailed',
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const sent = api.requests.find((request) => request.method === 'POST');
  expect(sent?.body).toEqual({ reason: 'The hall is closed.', refund: 'done' });
});
