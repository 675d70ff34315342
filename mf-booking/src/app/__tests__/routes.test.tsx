import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parish/shared-web/testing';
import BookingRoutes from '../routes';

describe('booking routes', () => {
  it('shows Check Your Booking at /check', async () => {
    renderWithProviders(<BookingRoutes />, { route: '/check' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Booking' }),
    ).toBeInTheDocument();
  });

  it.each(['/event/tickets', '/booking-success', '/calendar', '/check/extra'])(
    'shows the not-found page at %s, which has no page yet',
    async (route) => {
      renderWithProviders(<BookingRoutes />, { route });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeInTheDocument();
    },
  );
});
