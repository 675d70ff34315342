import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import CommerceRoutes from '../routes';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('commerce routes', () => {
  it('shows the shop at /shop', async () => {
    api = mockApi({ 'GET /api/shop/': { status: 200, body: [] } });
    renderWithProviders(<CommerceRoutes />, { route: '/shop' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Church Shop' }),
    ).toBeInTheDocument();
  });

  it('shows the giving page at /giving and the success page at /success', async () => {
    api = mockApi({ 'GET /api/funds/': { status: 200, body: [] } });
    const giving = renderWithProviders(<CommerceRoutes />, { route: '/giving' });
    // Each page is its own lazily loaded chunk: give it time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Giving' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    giving.unmount();

    renderWithProviders(<CommerceRoutes />, { route: '/success' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Payment Successful!' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it.each(['/shop/unknown', '/giving/extra'])(
    'shows the not-found page at %s, which this remote does not have',
    async (route) => {
      renderWithProviders(<CommerceRoutes />, { route });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeInTheDocument();
    },
  );
});
