import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { buildEvent, isoDaysFromToday } from '@parish/shared-types/testing';
import HomePage from '../components/HomePage';

describe('the home page', () => {
  it('welcomes visitors with Learn More and Join Us', async () => {
    mockApi({ 'GET /api/events/': { status: 200, body: [] } });
    renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/events');
    expect(await screen.findByText('No upcoming events at the moment.')).toBeInTheDocument();
  });

  it('lists at most four upcoming events, soonest first, linking to their details', async () => {
    const events = [9, 1, 5, 3, 7, -2].map((days, index) =>
      buildEvent({ id: index + 1, title: `In ${days} days`, date: isoDaysFromToday(days) }),
    );
    mockApi({ 'GET /api/events/': { status: 200, body: events } });
    renderWithProviders(<HomePage />);
    const links = await screen.findAllByRole('link', { name: /^View Details of / });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'View Details of In 1 days',
      'View Details of In 3 days',
      'View Details of In 5 days',
      'View Details of In 7 days',
    ]);
    expect(links[0]).toHaveAttribute('href', '/events#2');
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('only logs a failure and shows the empty text (spec)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/events/': 'network-error' });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No upcoming events at the moment.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
