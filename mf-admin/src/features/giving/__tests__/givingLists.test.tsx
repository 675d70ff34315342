import { buildFundTotal, buildRecurringGift, fundShare } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { toCsv } from '../../../resources/lib/csv';
import { readTable, renderResourceList } from '../../../testing/resourceList';
import { fundTotalsResource } from '../lib/fundTotalsResource';
import { recurringGiftsResource } from '../lib/recurringGiftsResource';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

it("lists each recurring gift's schedule, funds, covered fee and next gift", async () => {
  const monthly = buildRecurringGift({
    id: 12,
    amount: 51.81,
    processing_fee: 1.81,
    funds: [fundShare('building', 30), fundShare('missions', 20)],
    provider: 'stripe',
    subscription_id: 'sub_1QmonthlyGift',
    next_gift_on: '2026-12-01',
  });
  const pending = buildRecurringGift({
    id: 11,
    price_id: 'gift-weekly',
    frequency: 'Weekly',
    amount: 10,
    funds: [fundShare('general', 10)],
    status: 'pending',
    started_at: null,
    next_gift_on: null,
  });
  api = mockApi({ 'GET /api/payments/recurring/': { status: 200, body: [monthly, pending] } });
  renderResourceList(recurringGiftsResource);

  const { headers, rows } = await readTable('Recurring gifts');
  expect(headers).toEqual([
    'Schedule',
    'Frequency',
    'Funds',
    'Amount',
    'Status',
    'Provider',
    'Subscription',
    'Started',
    'Next gift',
  ]);
  expect(rows[0]).toEqual([
    '12',
    'Monthly',
    'Building Fund $30.00, Missions $20.00; Processing fee covered $1.81',
    '$51.81',
    'Active',
    'stripe',
    'sub_1QmonthlyGift',
    expect.stringMatching(/2026/),
    'Dec 1, 2026',
  ]);
  // Not started yet: no start and no next gift to show.
  expect(rows[1]).toEqual([
    '11',
    'Weekly',
    'General Fund $10.00',
    '$10.00',
    'Pending',
    'sandbox',
    '',
    '',
    '',
  ]);
});

it('lists what each fund has received, and exports the dollars plain', async () => {
  const totals = [
    buildFundTotal({ fund: 'building', label: 'Building Fund', total: 1250.5, gifts: 14 }),
    buildFundTotal({ fund: 'youth', label: 'Youth Ministry', total: 0, gifts: 0 }),
  ];
  api = mockApi({ 'GET /api/payments/funds/': { status: 200, body: totals } });
  renderResourceList(fundTotalsResource);

  const { headers, rows } = await readTable('Fund totals');
  expect(headers).toEqual(['Fund', 'Total', 'Gifts']);
  expect(rows).toEqual([
    ['Building Fund', '$1250.50', '14'],
    ['Youth Ministry', '$0.00', '0'],
  ]);
  expect(toCsv(fundTotalsResource.columns, totals)).toBe(
    'Fund,Total,Gifts\r\nBuilding Fund,1250.5,14\r\nYouth Ministry,0,0\r\n',
  );
});
