import { screen, within } from '@testing-library/react';
import { formatPrice, installWidgetLoader, loadSharedWebCatalog } from '@parish/shared-web';
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

  it('shows the Spanish the office wrote, and an untranslated event in English, marked and noted', async () => {
    mockApi({
      'GET /api/events/': {
        status: 200,
        body: [
          buildEvent({
            id: 4,
            title: 'Parish Supper',
            title_es: 'Cena parroquial',
            description: 'Soup and bread.',
            description_es: 'Sopa y pan.',
            date: isoDaysFromToday(2),
          }),
          buildEvent({
            id: 5,
            title: 'Choir Practice',
            description: 'Bring your voice.',
            date: isoDaysFromToday(4),
          }),
        ],
      },
    });
    renderWithProviders(<EventsPage />, {
      route: '/events?filter=upcoming',
      path: '/events',
      translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog),
    });

    expect(await screen.findByRole('heading', { name: 'Cena parroquial' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('Sopa y pan.')).toBeVisible();
    expect(screen.queryByText('Parish Supper')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choir Practice' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Bring your voice.')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText(
        'Algunos textos de la parroquia en esta página aún no están traducidos y se muestran en inglés.',
      ),
    ).toBeVisible();
  });

  it('in English shows the English and no note', async () => {
    mockApi({
      'GET /api/events/': {
        status: 200,
        body: [
          buildEvent({
            id: 6,
            title: 'Parish Supper',
            title_es: 'Cena parroquial',
            date: isoDaysFromToday(2),
          }),
        ],
      },
    });
    renderWithProviders(<EventsPage />, { route: '/events?filter=upcoming', path: '/events' });

    expect(await screen.findByRole('heading', { name: 'Parish Supper' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.queryByText(/not translated yet/)).not.toBeInTheDocument();
  });

  it('names the pages of a long list in Spanish', async () => {
    mockApi({
      'GET /api/events/': {
        status: 200,
        body: Array.from({ length: 25 }, (_, i) =>
          buildEvent({ id: 300 + i, title: `Misa ${i + 1}`, date: isoDaysFromToday(i + 1) }),
        ),
      },
    });
    renderWithProviders(<EventsPage />, {
      route: '/events?filter=upcoming',
      path: '/events',
      translations: await translationsIn('es', loadCatalog),
    });

    await screen.findAllByRole('article');
    const pages = screen.getByRole('navigation', { name: 'Páginas de eventos' });
    expect(within(pages).getByRole('link', { name: 'página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Ir a la página 2' })).toBeVisible();
    expect(within(pages).getByRole('link', { name: 'Ir a la página siguiente' })).toBeVisible();
    expect(within(pages).queryByRole('link', { name: /Go to/ })).not.toBeInTheDocument();
  });
});
