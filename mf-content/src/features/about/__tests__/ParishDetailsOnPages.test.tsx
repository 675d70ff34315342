import { screen, within } from '@testing-library/react';
import { PARISH_DETAILS_DEFAULTS, type ParishDetails } from '@parish/shared-types';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import AboutPage from '../components/AboutPage';

/** The details after the office moved Sunday Worship and wrote a new history entry. */
const CHANGED: ParishDetails = {
  ...PARISH_DETAILS_DEFAULTS,
  statement: { mission: 'To pray, to learn and to serve.', vision: 'A table with room for all.' },
  service_times: [
    { label: 'Sunday Worship', time: '9:30 AM' },
    { label: 'Sunday School', time: '8:30 AM' },
  ],
  history: [{ when: '2026', title: 'A new roof', text: 'The parish repairs its roof together.' }],
  announcements: [
    {
      title: 'Parish picnic',
      text: 'Bring a dish.',
      starts_on: '2026-01-01',
      ends_on: '2099-12-31',
    },
    { title: 'Old notice', text: 'Long gone.', starts_on: '2020-01-01', ends_on: '2020-01-31' },
  ],
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function renderWith(parish: MockReply) {
  api = mockApi({
    'GET /api/parish/': parish,
    'GET /api/leadership/': { status: 200, body: [] },
  });
  renderWithProviders(<AboutPage />, { route: '/about', path: '/about' });
}

describe('the parish details on the pages', () => {
  it('are those the office keeps on /about: service times, mission and history', async () => {
    renderWith({ status: 200, body: CHANGED });
    expect(await screen.findByText('Sunday Worship: 9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('Sunday School: 8:30 AM')).toBeInTheDocument();
    expect(screen.queryByText(/Wednesday Bible Study/)).not.toBeInTheDocument();
    expect(screen.getByText('To pray, to learn and to serve.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Our History' });
    expect(within(history).getByText('A new roof')).toBeInTheDocument();
  });

  it('keep the last good value of a part the API answers badly, and never break the page', async () => {
    renderWith({ status: 200, body: CHANGED });
    expect(await screen.findByText('Sunday Worship: 9:30 AM')).toBeInTheDocument();
    api?.restore();
    const bad = { ...CHANGED, service_times: [{ label: 'Sunday Worship', time: 'soon' }] };
    renderWith({ status: 200, body: { ...bad, statement: { mission: '' } } });
    const pages = await screen.findAllByRole('heading', { level: 1, name: 'About Us' });
    expect(pages).toHaveLength(2);
    expect(await screen.findAllByText('Sunday Worship: 9:30 AM')).toHaveLength(2);
    expect(screen.queryByText('Sunday Worship: soon')).not.toBeInTheDocument();
    expect(screen.getAllByText('To pray, to learn and to serve.')).toHaveLength(2);
  });
});
