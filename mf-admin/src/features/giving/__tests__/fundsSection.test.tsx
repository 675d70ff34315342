import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFund, seededFunds } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { readTable, renderResourceList } from '../../../testing/resourceList';
import { fundsResource } from '../lib/fundsResource';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const flowers = buildFund({
  id: 40,
  key: 'christmas-flowers',
  name: 'Christmas Flowers',
  name_es: 'Flores de Navidad',
  position: 1,
  starts_on: '2026-12-01',
  ends_on: '2026-12-24',
  goal_cents: 500000,
  raised_cents: 125050,
});
const lent = buildFund({
  id: 41,
  name: 'Lenten Appeal',
  position: 9,
  raised_cents: 2000,
  retired_at: '2026-04-10T12:00:00Z',
});

it('lists every fund with its order, dates, what it raised of its goal, and whether it takes gifts', async () => {
  const [building] = seededFunds();
  api = mockApi({
    'GET /api/funds/all/': { status: 200, body: [building, flowers, lent] },
  });
  renderResourceList(fundsResource);
  const { headers, rows } = await readTable('Funds');
  expect(headers).toEqual(['Fund', 'Order', 'Dates', 'Raised', 'Status', 'Actions']);
  expect(rows[1]).toEqual([
    'Christmas Flowers',
    '1',
    'Dec 1, 2026 to Dec 24, 2026',
    '$1250.50 of $5000.00',
    'Takes gifts',
    expect.stringContaining('Retire'),
  ]);
  expect(rows[2]?.slice(0, 5)).toEqual(['Lenten Appeal', '9', '', '$20.00', 'Retired']);
  // A retired fund is not retired again; and no fund is ever deleted.
  const table = screen.getByRole('table', { name: 'Funds' });
  expect(within(table).queryByRole('button', { name: /Retire Lenten Appeal/ })).toBeNull();
  expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull();
});

it('retires a fund with its row’s Retire', async () => {
  api = mockApi({
    'GET /api/funds/all/': { status: 200, body: [flowers] },
    'POST /api/funds/40/retire/': {
      status: 200,
      body: { ...flowers, retired_at: '2026-12-26T09:00:00Z' },
    },
  });
  renderResourceList(fundsResource);
  await readTable('Funds');
  await userEvent.setup().click(screen.getByRole('button', { name: /Retire Christmas Flowers/ }));
  await waitFor(() =>
    expect(api?.requests.some((request) => request.url === '/api/funds/40/retire/')).toBe(true),
  );
  expect(await screen.findByText('Fund retired: it has left the giving form')).toBeVisible();
});
