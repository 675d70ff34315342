import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARISH_DETAILS_DEFAULTS, type ParishDetails } from '@parish/shared-types';
import { useApiCache } from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import AboutPage from '../components/AboutPage';

/** The details after the office rewrote the mission and wrote a new history entry. */
const CHANGED: ParishDetails = {
  ...PARISH_DETAILS_DEFAULTS,
  statement: { mission: 'To pray, to learn and to serve.', vision: 'A table with room for all.' },
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

function answering(parish: MockReply) {
  api?.restore();
  api = mockApi({
    'GET /api/parish/': parish,
    'GET /api/leadership/': { status: 200, body: [] },
    'GET /api/schedule/entries/': { status: 200, body: [] },
  });
}

/** What makes the page read again later (a change saved elsewhere on it, a revisit). */
function ReadAgain() {
  const cache = useApiCache();
  const [read, setRead] = useState(0);
  return (
    <>
      <button type="button" onClick={() => void cache.refresh().then(() => setRead(read + 1))}>
        Read again
      </button>
      <p>{`Read again ${read} times`}</p>
    </>
  );
}

function renderWith(parish: MockReply) {
  answering(parish);
  renderWithProviders(
    <>
      <AboutPage />
      <ReadAgain />
    </>,
    { route: '/about', path: '/about' },
  );
}

describe('the parish details on the pages', () => {
  it('are those the office keeps on /about: mission and history', async () => {
    renderWith({ status: 200, body: CHANGED });
    expect(await screen.findByText('To pray, to learn and to serve.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Our History' });
    expect(within(history).getByText('A new roof')).toBeInTheDocument();
  });

  it('keep the last good value of a part the API answers badly, and never break the page', async () => {
    const user = userEvent.setup();
    renderWith({ status: 200, body: CHANGED });
    expect(await screen.findByText('A new roof')).toBeInTheDocument();

    const bad = { ...CHANGED, history: [{ when: '2026', title: '', text: 'No title.' }] };
    answering({ status: 200, body: { ...bad, statement: { mission: '' } } });
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    expect(await screen.findByText('Read again 1 times')).toBeInTheDocument();
    expect(api?.requests.map((request) => request.url)).toContain('/api/parish/');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('A new roof')).toBeInTheDocument();
    expect(screen.queryByText('No title.')).not.toBeInTheDocument();
    expect(screen.getByText('To pray, to learn and to serve.')).toBeInTheDocument();

    // An API that cannot be read at all leaves the last good answer standing too.
    answering('network-error');
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    expect(await screen.findByText('Read again 2 times')).toBeInTheDocument();
    expect(screen.getByText('A new roof')).toBeInTheDocument();
    expect(screen.getByText('To pray, to learn and to serve.')).toBeInTheDocument();
  });
});
