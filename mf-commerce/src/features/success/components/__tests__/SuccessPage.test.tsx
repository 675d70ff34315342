import { act, screen, within } from '@testing-library/react';
import { fundShare } from '@parish/shared-types/testing';
import userEvent from '@testing-library/user-event';
import type { PaymentReceipt } from '@parish/shared-types';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import SuccessPage from '../SuccessPage';

const GIFT: PaymentReceipt = {
  reference: 'cs_sandbox_abc',
  purpose: 'donation',
  status: 'completed',
  amount: 103.3,
  processing_fee: 3.3,
  funds: [fundShare('missions', 60), fundShare('youth', 40)],
  items: null,
  frequency: null,
  date: '2026-03-01T15:30:00Z',
};

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

function renderSuccess(route: string, receipts: Record<string, MockReply> = {}) {
  api = mockApi(receipts);
  const view = renderWithProviders(<SuccessPage />, {
    route,
    path: '/success',
    routes: [{ path: '/', element: <h1>Home page</h1> }],
  });
  return { ...view, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('the payment success page', () => {
  it('says the payment succeeded, announces the redirect, and goes home after 3 seconds', async () => {
    const { router } = renderSuccess('/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    expect(screen.getByText('Your payment has been processed successfully.')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will be redirected to the home page shortly...',
    );
    await act(() => jest.advanceTimersByTimeAsync(2_400));
    expect(router.state.location.pathname).toBe('/success');
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('stays when the visitor asks to, and says so', async () => {
    const { router, user } = renderSuccess('/success');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are staying on this page. Go home whenever you are ready.',
    );
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(router.state.location.pathname).toBe('/success');
  });

  it("shows a gift's printable receipt: amount, funds, fee, date and reference", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { router, user } = renderSuccess('/success?session_id=cs_sandbox_abc', {
      'GET /api/payments/receipts/cs_sandbox_abc': { status: 200, body: GIFT },
    });
    const receipt = within(await screen.findByRole('region', { name: 'Gift receipt' }));
    expect(receipt.getByText('Thank you for your donation!')).toBeVisible();
    const row = (term: string) => receipt.getByText(term).nextSibling;
    expect(row('Gift')).toHaveTextContent('$100.00');
    expect(row('Missions')).toHaveTextContent('$60.00');
    expect(row('Youth Ministry')).toHaveTextContent('$40.00');
    expect(row('Processing fee covered')).toHaveTextContent('$3.30');
    expect(row('Total')).toHaveTextContent('$103.30');
    expect(row('Date')).toHaveTextContent(/Mar 1, 2026/);
    expect(row('Reference')).toHaveTextContent('cs_sandbox_abc');

    await user.click(receipt.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
    // Printing takes longer than 3 seconds: the page stays.
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(router.state.location.pathname).toBe('/success');
  });

  it("shows a recurring gift's frequency and a PayPal purchase's items by its order id", async () => {
    renderSuccess('/success?order_id=SANDBOX-1', {
      'GET /api/payments/receipts/SANDBOX-1': {
        status: 200,
        body: {
          ...GIFT,
          reference: 'SANDBOX-1',
          purpose: 'shop',
          amount: 25,
          processing_fee: 0,
          funds: [],
          items: [{ product_id: 3, title: 'Olive Wood Rosary', quantity: 2, unit_price: 12.5 }],
        },
      },
    });
    const receipt = within(await screen.findByRole('region', { name: 'Purchase receipt' }));
    expect(receipt.getByText('Payment successful! Thank you for your purchase.')).toBeVisible();
    expect(receipt.getByText('Olive Wood Rosary × 2').nextSibling).toHaveTextContent('$25.00');
  });

  it('says when the receipt cannot be loaded, and still confirms the payment', async () => {
    renderSuccess('/success?session_id=cs_gone', {
      'GET /api/payments/receipts/cs_gone': {
        status: 404,
        body: { message: 'No receipt was found for this payment.' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No receipt was found for this payment.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  });

  it('marks a receipt the card processor has not confirmed yet', async () => {
    renderSuccess('/success?session_id=cs_live_1', {
      'GET /api/payments/receipts/cs_live_1': {
        status: 200,
        body: { ...GIFT, reference: 'cs_live_1', status: 'created', frequency: 'Monthly' },
      },
    });
    const receipt = within(await screen.findByRole('region', { name: 'Gift receipt' }));
    expect(receipt.getByText('Monthly gift').nextSibling).toHaveTextContent('$100.00');
    expect(
      receipt.getByText(
        'The card processor has not confirmed this payment yet; it will appear as received shortly.',
      ),
    ).toBeVisible();
  });
});
