import { screen, within } from '@testing-library/react';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import HomePage from '../components/HomePage';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('the home page with the parish details the office keeps', () => {
  it('shows an announcement between its start and end dates only, and the mission', async () => {
    api = mockApi({
      'GET /api/parish/': {
        status: 200,
        body: {
          ...PARISH_DETAILS_DEFAULTS,
          statement: { mission: 'To pray, to learn and to serve.', vision: 'Room for all.' },
          announcements: [
            {
              title: 'Parish picnic',
              text: 'Bring a dish.',
              starts_on: '2026-01-01',
              ends_on: '2099-12-31',
            },
            {
              title: 'Old notice',
              text: 'Long gone.',
              starts_on: '2020-01-01',
              ends_on: '2020-01-31',
            },
          ],
        },
      },
      'GET /api/leadership/': { status: 200, body: [] },
      'GET /api/ministries/': { status: 200, body: [] },
      'GET /api/events/': { status: 200, body: [] },
    });
    renderWithProviders(<HomePage />, { route: '/', path: '/' });
    const notices = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(notices).getByRole('heading', { name: 'Parish picnic' })).toBeInTheDocument();
    expect(within(notices).queryByText('Old notice')).not.toBeInTheDocument();
    expect(screen.getByText('To pray, to learn and to serve.')).toBeInTheDocument();
  });
});
