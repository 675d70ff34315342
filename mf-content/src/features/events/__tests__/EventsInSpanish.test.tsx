import { screen } from '@testing-library/react';
import { formatPrice, installWidgetLoader } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildEvent, isoDaysFromToday } from '@parish/shared-types/testing';
import { loadCatalog } from '../lib/i18n';
import EventsPage from '../components/EventsPage';

beforeEach(() => installWidgetLoader(async () => ({ default: () => null })));
afterEach(() => installWidgetLoader(null));

describe('the Events page in Spanish', () => {
  it('names the filters, seats, prices and actions in Spanish', async () => {
    mockApi({
      'GET /api/events/': {
        status: 200,
        body: [
          buildEvent({
            id: 2,
            title: 'Advent Carols',
            date: isoDaysFromToday(7),
            price: 12.5,
            max_attendees: 21,
          }),
          buildEvent({
            id: 3,
            title: 'Youth Retreat',
            date: isoDaysFromToday(3),
            max_attendees: 40,
            registered_attendees: 40,
          }),
        ],
      },
    });
    renderWithProviders(<EventsPage />, {
      route: '/events?filter=upcoming',
      path: '/events',
      translations: await translationsIn('es', loadCatalog),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Próximos eventos' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mostrar eventos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eventos pasados' })).toBeInTheDocument();
    expect(await screen.findByText('Agotado')).toBeInTheDocument();
    expect(screen.getByText(/^Quedan \d+ lugares$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscríbase ahora en Advent Carols' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Unirse a la lista de espera de Youth Retreat' }),
    ).toBeVisible();
    // The price chip: dollars as Spanish writes them.
    expect(screen.getByText(formatPrice(12.5, 'es'))).toBeInTheDocument();
    for (const english of ['Upcoming Events', 'Sold out', 'Register Now', 'Past Events'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
