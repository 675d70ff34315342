import { screen, waitFor } from '@testing-library/react';
import { fundShare } from '@parish/shared-types/testing';
import userEvent from '@testing-library/user-event';
import {
  GIFT_RANGE_ORDER_MESSAGE,
  type DonorSummary,
  type GiftRecord,
  type StatementJob,
} from '@parish/shared-types';
import { mockApi } from '@parish/shared-web/testing';
import { dateField, typeDate } from '../../../testing/dateField';
import { readTable, renderResourceList } from '../../../testing/resourceList';
import { donorsResource } from '../lib/donorsResource';
import { giftsResource } from '../lib/giftsResource';
import { statementsResource } from '../lib/statementsResource';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const GIFT: GiftRecord = {
  id: 7,
  date: '2026-11-20T15:00:00Z',
  donor_id: 3,
  donor_name: 'Ruth Alvarez',
  donor_email: 'ruth@example.org',
  amount: 250,
  processing_fee: 0,
  funds: [fundShare('missions', 250)],
  frequency: null,
  provider: 'sandbox',
  reference: 'cs_sandbox_7',
};

it('shows gifts of a date range and fund, asking the server with the filter', async () => {
  api = mockApi({ 'GET /api/payments/gifts/': { status: 200, body: [GIFT] } });
  renderResourceList(giftsResource);
  const { rows } = await readTable('Gifts');
  expect(rows[0]).toEqual(expect.arrayContaining(['Ruth Alvarez', 'Missions', '$250.00']));

  const user = userEvent.setup();
  await typeDate(user, 'From', '2026-11-01');
  await typeDate(user, 'To', '2026-11-30');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Fund' }), 'Missions');
  await user.click(screen.getByRole('button', { name: 'Show gifts' }));
  await waitFor(() =>
    expect(api?.requests.at(-1)?.url).toBe(
      '/api/payments/gifts/?from=2026-11-01&to=2026-11-30&fund=missions',
    ),
  );
});

it('says at the field when the range ends before it starts, and asks nothing', async () => {
  api = mockApi({ 'GET /api/payments/gifts/': { status: 200, body: [GIFT] } });
  renderResourceList(giftsResource);
  await readTable('Gifts');
  const user = userEvent.setup();
  await typeDate(user, 'From', '2026-11-30');
  await typeDate(user, 'To', '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Show gifts' }));
  await waitFor(() =>
    expect(dateField('To')).toHaveAccessibleDescription(GIFT_RANGE_ORDER_MESSAGE),
  );
  expect(api?.requests).toHaveLength(1);
});

it('lists donors with their totals and re-sends the latest statement', async () => {
  const donor: DonorSummary = {
    id: 3,
    name: 'Ruth Alvarez',
    email: 'ruth@example.org',
    postal_address: '12 Elm Street',
    total_given: 350,
    gifts: 3,
    last_gift_at: '2026-11-20T15:00:00Z',
    gift_years: [2026, 2025],
  };
  api = mockApi({
    'GET /api/donors/': { status: 200, body: [donor] },
    'POST /api/statements/resend/': { status: 202, body: {} },
  });
  renderResourceList(donorsResource);
  const { rows } = await readTable('Donors');
  expect(rows[0]).toEqual(
    expect.arrayContaining(['Ruth Alvarez', 'ruth@example.org', '$350.00', '3', '2026, 2025']),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: /Re-send statement/ }));
  await waitFor(() =>
    expect(api?.requests.find((r) => r.method === 'POST')?.body).toEqual({
      year: 2026,
      donor_id: 3,
    }),
  );
});

it('follows a statement run’s progress until it is done', async () => {
  const job = (over: Partial<StatementJob>): StatementJob => ({
    id: 4,
    year: 2026,
    donor_id: null,
    status: 'running',
    total: 120,
    processed: 50,
    created_at: '2027-01-05T09:00:00Z',
    finished_at: null,
    error: null,
    ...over,
  });
  let calls = 0;
  api = mockApi({
    'GET /api/statements/jobs/': () => {
      calls += 1;
      return {
        status: 200,
        body: [calls === 1 ? job({}) : job({ status: 'done', processed: 120 })],
      };
    },
  });
  renderResourceList(statementsResource);
  expect(await screen.findByText('50 of 120 mailed')).toBeVisible();
  expect(await screen.findByText('120 of 120 mailed', {}, { timeout: 3000 })).toBeVisible();
  expect(screen.getByText('Done')).toBeVisible();
  // Done: it stops asking.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(calls).toBe(2);
});
