import { screen } from '@testing-library/react';
import { formatDate } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildEvent, buildLeader, isoDaysFromToday } from '@parish/shared-types/testing';
import { loadCatalog } from '../lib/i18n';
import HomePage from '../components/HomePage';

describe('the home page in Spanish', () => {
  it('welcomes, previews the leaders and lists the coming events in Spanish', async () => {
    const date = isoDaysFromToday(5);
    mockApi({
      'GET /api/events/': {
        status: 200,
        body: [buildEvent({ id: 1, title: 'Advent Carols', date, time: '18:30:00' })],
      },
      'GET /api/leadership/': {
        status: 200,
        body: [buildLeader({ id: 1, name: 'Fr. Michael Andrews', contact_email: 'fr@x.org' })],
      },
      'GET /api/ministries/': { status: 200, body: [] },
    });
    renderWithProviders(<HomePage />, { translations: await translationsIn('es', loadCatalog) });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Bienvenidos a Holy Trinity' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Más información' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Acompáñenos' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('heading', { name: 'Próximos eventos' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Ver detalles de Advent Carols' }),
    ).toBeVisible();
    expect(screen.getByText(new RegExp(`^${formatDate(date, 'es')} · `))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contactar a Michael' })).toBeVisible();
    expect(await screen.findByText('Todavía no hay ministerios para mostrar.')).toBeInTheDocument();

    for (const english of ['Welcome to Holy Trinity', 'Join Us', 'View All Events', 'Our Vision'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
