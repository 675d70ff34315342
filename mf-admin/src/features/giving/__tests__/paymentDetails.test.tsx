import { buildPayment, fundShare } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { toCsv } from '../../../resources/lib/csv';
import { readTable, renderResourceList } from '../../../testing/resourceList';
import { paymentsResource } from '../lib/paymentsResource';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const split = buildPayment({
  id: 31,
  amount: 51.81,
  processing_fee: 1.81,
  funds: [fundShare('building', 30), fundShare('missions', 20)],
});
const plain = buildPayment({ id: 30, amount: 25, funds: [fundShare('general', 25)] });
const monthly = buildPayment({
  id: 29,
  purpose: 'recurring_donation',
  price_id: 'gift-monthly',
  amount: 10,
  funds: [fundShare('youth', 10)],
});
const refunded = buildPayment({
  id: 28,
  purpose: 'booking',
  booking_id: 'bidCancelled00001',
  amount: 24,
  funds: [],
  refund_requested_at: '2026-11-23T09:00:00Z',
});
const purchase = buildPayment({
  id: 27,
  purpose: 'shop',
  amount: 36,
  funds: [],
  items: [{ product_id: 5, title: 'Paschal Candle', quantity: 2, unit_price: 18 }],
});

/** Each payment's For, Details and Status cells, as the Giving tab shows them. */
async function shown() {
  api = mockApi({
    'GET /api/payments/': { status: 200, body: [split, plain, monthly, refunded, purchase] },
  });
  renderResourceList(paymentsResource);
  const { headers, rows } = await readTable('Payments');
  const cell = (row: (string | null)[], name: string) => row[headers.indexOf(name)];
  return rows.map((row) => [row[0], cell(row, 'For'), cell(row, 'Details'), cell(row, 'Status')]);
}

it('shows the funds a gift went to and the fee its giver covered, only when there was one', async () => {
  const rows = await shown();

  expect(rows.slice(0, 3)).toEqual([
    [
      '31',
      'Gift',
      'Building Fund $30.00, Missions $20.00; Processing fee covered $1.81',
      'Completed',
    ],
    ['30', 'Gift', 'General Fund $25.00', 'Completed'],
    ['29', 'Recurring gift', 'gift-monthly; Youth Ministry $10.00', 'Completed'],
  ]);
});

it('says Refund requested in the status of a paid booking cancelled since', async () => {
  const rows = await shown();

  expect(rows.slice(3)).toEqual([
    ['28', 'Event booking', 'bidCancelled00001', 'Completed (Refund requested)'],
    ['27', 'Shop purchase', '2 × Paschal Candle', 'Completed'],
  ]);
});

it('exports the same details and status to CSV', () => {
  const csv = toCsv(paymentsResource.columns, [split, refunded]).split('\r\n');

  expect(csv[1]).toContain(
    ',Gift,"Building Fund $30.00, Missions $20.00; Processing fee covered $1.81",51.81,Completed,',
  );
  expect(csv[2]).toContain(',Event booking,bidCancelled00001,24,Completed (Refund requested),');
});
