import { screen, within } from '@testing-library/react';
import { fundShare } from '@parish/shared-types/testing';
import type { MyGiving } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import MyGivingPage from '../components/MyGivingPage';

const RUTH: MyGiving = {
  donor: { name: 'Ruth Alvarez', email: 'ruth@example.org' },
  recurring_gifts: [
    {
      id: 7,
      price_id: 'gift-monthly',
      frequency: 'Monthly',
      funds: [fundShare('youth', 1500)],
      status: 'active',
      amount: 1500,
      processing_fee: 0,
      next_gift_on: '2026-07-01',
    },
  ],
  gifts: [
    {
      id: 2,
      date: '2026-06-01T15:00:00Z',
      amount: 1500,
      processing_fee: 0,
      funds: [fundShare('youth', 1500)],
      frequency: 'Monthly',
      reference: 'cs_sandbox_monthly',
    },
  ],
  totals_by_year: [{ year: 2026, total: 1500, gifts: 1 }],
  totals_by_fund: [
    { fund: 'youth', label: 'Youth Ministry', name_es: 'Pastoral Juvenil', total: 1500 },
  ],
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('My Giving in Spanish', () => {
  it('shows a donor’s recurring gift, totals and gifts in Spanish', async () => {
    api = mockApi({ 'GET /api/donors/me/': { status: 200, body: RUTH } });
    renderWithProviders(<MyGivingPage />, {
      route: '/my-giving',
      path: '/my-giving',
      translations: await translationsIn('es', loadCatalog),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Mis donaciones' })).toBeVisible();
    expect(
      await screen.findByText('Sesión iniciada como Ruth Alvarez (ruth@example.org)'),
    ).toBeVisible();
    const gift = screen.getByRole('article', { name: 'Donación mensual de $1,500.00' });
    expect(within(gift).getByText('Activa · Pastoral Juvenil')).toBeVisible();
    expect(within(gift).getByRole('button', { name: 'Pausar' })).toBeVisible();
    expect(within(gift).getByRole('button', { name: 'Cancelar donación' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Totales por fondo' })).toHaveTextContent(
      'Pastoral Juvenil',
    );
    const gifts = screen.getByRole('table', { name: 'Sus donaciones' });
    expect(within(gifts).getByText('Mensual')).toBeVisible();
    expect(
      within(gifts).getByRole('button', { name: /^Recibo de \$1,500\.00 del 1 jun/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect(screen.queryByText(/My Giving|Sign out|Youth Ministry|Monthly/)).toBeNull();
  });
});
