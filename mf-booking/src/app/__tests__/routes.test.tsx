import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import BookingRoutes from '../routes';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('booking routes', () => {
  it.each([
    ['/event/tickets?eventId=3', 'Book Event Tickets'],
    ['/booking-success', 'Your Booking'],
    ['/check', 'Check Your Booking'],
    ['/calendar', 'Event Calendar'],
  ])('shows its page at %s', async (route, heading) => {
    api = mockApi({ 'GET /api/events/': 'never' });
    renderWithProviders(<BookingRoutes />, { route });

    // Each page is its own chunk: the first import of the calendar's date pickers takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it.each(['/check/extra', '/calendar/2026', '/event'])(
    'shows the not-found page at %s',
    async (route) => {
      renderWithProviders(<BookingRoutes />, { route });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeInTheDocument();
    },
  );
});
