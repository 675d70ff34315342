import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistEntry } from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import WaitlistPage from '../components/WaitlistPage';

const waiting: WaitlistEntry = {
  event: 2,
  event_name: 'Parish Supper',
  event_date: '2099-03-05',
  event_time: '18:30:00',
  name: 'Maria Lopez',
  number_of_tickets: 2,
  status: 'waiting',
  position: 2,
  offer_expires_at: null,
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

it('shows where the person stands and takes them off the waitlist when they press Leave', async () => {
  api = mockApi({
    'GET /api/waitlist/leaveToken1234567890abcd/': { status: 200, body: waiting },
    'POST /api/waitlist/leaveToken1234567890abcd/leave/': {
      status: 200,
      body: { ...waiting, status: 'left', position: null },
    },
  });
  renderWithProviders(<WaitlistPage />, {
    route: '/waitlist?token=leaveToken1234567890abcd',
    path: '/waitlist',
  });
  expect(await screen.findByText(/You are number 2 in line for 2 tickets/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Parish Supper' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Leave the waitlist' }));
  expect(await screen.findByText('You have left the waitlist for this event.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument();
});

it('says a link nobody holds is not valid', async () => {
  api = mockApi({
    'GET /api/waitlist/unknownToken1234567890ab/': {
      status: 404,
      body: {
        message: 'This waitlist link is not valid. Please open it from your waitlist e-mail.',
      },
    },
  });
  renderWithProviders(<WaitlistPage />, {
    route: '/waitlist?token=unknownToken1234567890ab',
    path: '/waitlist',
  });
  expect(await screen.findByText(/This waitlist link is not valid/)).toBeInTheDocument();
});
