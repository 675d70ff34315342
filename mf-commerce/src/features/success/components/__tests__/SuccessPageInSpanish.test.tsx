import { screen, within } from '@testing-library/react';
import { fundShare } from '@parish/shared-types/testing';
import type { PaymentReceipt } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../lib/i18n';
import SuccessPage from '../SuccessPage';

const MONTHLY_GIFT: PaymentReceipt = {
  reference: 'cs_sandbox_abc',
  purpose: 'recurring_donation',
  status: 'completed',
  amount: 1033.3,
  processing_fee: 33.3,
  funds: [fundShare('youth', 1000)],
  items: null,
  frequency: 'Monthly',
  date: '2026-03-01T15:30:00Z',
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('the success page in Spanish', () => {
  it('thanks the giver and shows the receipt in Spanish', async () => {
    api = mockApi({
      'GET /api/payments/receipts/cs_sandbox_abc': { status: 200, body: MONTHLY_GIFT },
    });
    renderWithProviders(<SuccessPage />, {
      route: '/success?session_id=cs_sandbox_abc',
      path: '/success',
      translations: await translationsIn('es', loadCatalog),
    });

    expect(
      screen.getByRole('heading', { level: 1, name: '¡Pago realizado con éxito!' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quedarme en esta página' })).toBeVisible();
    const receipt = await screen.findByRole('region', { name: 'Recibo de donación' });
    expect(within(receipt).getByText('¡Gracias por su donación!')).toBeVisible();
    expect(within(receipt).getByText('Donación mensual')).toBeVisible();
    expect(within(receipt).getByText('Pastoral Juvenil')).toBeVisible();
    expect(within(receipt).getByText('$1,033.30')).toBeVisible();
    expect(within(receipt).getByRole('button', { name: 'Imprimir recibo' })).toBeVisible();
    expect(screen.queryByText(/Payment Successful|Monthly gift|Youth Ministry/)).toBeNull();
  });
});
