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

  it.each(['/giving', '/success', '/shop/unknown'])(
    'shows the not-found page at %s, which has no page yet',
    async (route) => {
      renderWithProviders(<CommerceRoutes />, { route });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeInTheDocument();
    },
  );
});
