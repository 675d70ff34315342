import { screen, within } from '@testing-library/react';
import type { GivingPeriodTotal } from '@parish/shared-types';
import { buildPayment, fundShare } from '@parish/shared-types/testing';
import { formatPrice } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { givingTotalsResource } from '../lib/givingTotalsResource';
import { paymentsResource } from '../lib/paymentsResource';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

async function renderInSpanish(resource: AnyAdminResource) {
  renderWithProviders(<ResourceTab resource={resource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });
}

it('names the giving periods in Spanish, with Spanish amounts', async () => {
  const totals: GivingPeriodTotal[] = [
    { period: 'this_month', label: 'This month (November 2026)', total: 1250.5, gifts: 9 },
    { period: 'this_year', label: 'This year (2026)', total: 9000, gifts: 80 },
  ];
  api = mockApi({ 'GET /api/payments/giving-summary/': { status: 200, body: totals } });
  await renderInSpanish(givingTotalsResource as AnyAdminResource);

  const table = await screen.findByRole('table', { name: 'Totales de donaciones' });
  expect(within(table).getByText('Este mes (noviembre de 2026)')).toBeInTheDocument();
  expect(within(table).getByText('Este año (2026)')).toBeInTheDocument();
  expect(within(table).getByText(formatPrice(1250.5, 'es'))).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Total donado' })).toBeInTheDocument();
  expect(screen.queryByText(/This month|Total given/)).not.toBeInTheDocument();
});

it('shows a payment’s purpose, funds, covered fee and status in Spanish', async () => {
  const gift = buildPayment({
    id: 31,
    amount: 51.81,
    processing_fee: 1.81,
    funds: [fundShare('general', 50)],
    refund_requested_at: '2026-11-22T10:00:00Z',
  });
  api = mockApi({ 'GET /api/payments/': { status: 200, body: [gift] } });
  await renderInSpanish(paymentsResource as AnyAdminResource);

  const table = await screen.findByRole('table', { name: 'Pagos' });
  expect(within(table).getByText('Donación')).toBeInTheDocument();
  expect(
    await within(table).findByText(
      `Fondo General ${formatPrice(50, 'es')}; Comisión de procesamiento cubierta ${formatPrice(1.81, 'es')}`,
    ),
  ).toBeInTheDocument();
  expect(within(table).getByText('Completado (reembolso solicitado)')).toBeInTheDocument();
  expect(within(table).getByText('tarjeta (sandbox)')).toBeInTheDocument();
  expect(screen.queryByText(/General Fund|Processing fee|Completed/)).not.toBeInTheDocument();
});
