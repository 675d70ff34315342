import { screen, within } from '@testing-library/react';
import { formatDate, formatTime12h, loadSharedWebCatalog } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildOccurrence, buildWeek } from '../../../testing/scheduleWeek';
import { loadCatalog } from '../lib/i18n';
import MassTimesPage from '../components/MassTimesPage';

const WEEK = buildWeek([
  buildOccurrence({
    entry_id: 1,
    exception_id: 11,
    date: '2026-12-06',
    start_time: '08:00:00',
    status: 'cancelled',
    note: 'No 8 AM Mass on the parish feast.',
    note_es: 'No hay misa de las 8 por la fiesta parroquial.',
  }),
  buildOccurrence({
    entry_id: 2,
    exception_id: 12,
    date: '2026-12-06',
    start_time: '10:30:00',
    status: 'moved',
    moved_from: '10:00:00',
  }),
  buildOccurrence({
    entry_id: null,
    exception_id: 13,
    date: '2026-12-08',
    start_time: '19:00:00',
    status: 'added',
    title: 'Immaculate Conception',
    title_es: 'Inmaculada Concepción',
    language: 'es',
  }),
  buildOccurrence({
    entry_id: 5,
    date: '2026-12-12',
    start_time: '15:00:00',
    kind: 'confession',
    place: 'Reconciliation room',
    place_es: null,
    notes: 'Two priests hear confessions.',
  }),
]);

describe('the Mass times page in Spanish', () => {
  it('says everything in Spanish: heading, days, kinds, languages, changes, filters and links', async () => {
    mockApi({
      'GET /api/schedule/?days=7': { status: 200, body: WEEK },
      'GET /api/parish/': { status: 500 },
    });
    renderWithProviders(<MassTimesPage />, {
      route: '/mass-times',
      path: '/mass-times',
      translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Horario de misas' })).toBeInTheDocument();
    const sunday = await screen.findByRole('region', {
      name: `Domingo, ${formatDate('2026-12-06', 'es')}`,
    });
    const cancelled = within(sunday).getByRole('listitem', {
      name: `${formatTime12h('08:00:00', 'es')} Misa`,
    });
    expect(within(cancelled).getByText('Cancelada')).toBeInTheDocument();
    expect(
      within(cancelled).getByText('No hay misa de las 8 por la fiesta parroquial.'),
    ).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('Inglés · Iglesia');
    expect(
      within(sunday).getByText(`Nuevo horario (antes: ${formatTime12h('10:00:00', 'es')})`),
    ).toBeInTheDocument();

    const tuesday = screen.getByRole('region', {
      name: `Martes, ${formatDate('2026-12-08', 'es')}`,
    });
    expect(
      within(tuesday).getByRole('heading', {
        level: 3,
        name: `${formatTime12h('19:00:00', 'es')} Inmaculada Concepción`,
      }),
    ).toBeInTheDocument();
    expect(within(tuesday).getByText('Adicional')).toBeInTheDocument();
    expect(within(tuesday).getByText(/Español/)).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'Celebración' })).toHaveDisplayValue(
      'Todas las celebraciones',
    );
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue(
      'Todos los idiomas',
    );
    expect(screen.getByRole('option', { name: 'Misa de vigilia' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Vísperas' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Latín' })).toBeInTheDocument();
    // The feed in Spanish, as the page.
    expect(screen.getByRole('link', { name: 'Añadir a su calendario' })).toHaveAttribute(
      'href',
      '/api/es/schedule.ics',
    );
    expect(screen.getByRole('link', { name: 'Semana siguiente' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Semana anterior' })).toBeVisible();
    for (const english of ['Mass Times', 'Cancelled', 'Added', 'Mass', 'Next week', 'Language'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('shows a text the office left in English marked so, and says so once', async () => {
    mockApi({
      'GET /api/schedule/?days=7': { status: 200, body: WEEK },
      'GET /api/parish/': { status: 500 },
    });
    renderWithProviders(<MassTimesPage />, {
      route: '/mass-times',
      path: '/mass-times',
      translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog),
    });
    const confession = await screen.findByRole('listitem', {
      name: `${formatTime12h('15:00:00', 'es')} Confesiones`,
    });
    expect(within(confession).getByText('Reconciliation room')).toHaveAttribute('lang', 'en');
    expect(within(confession).getByText('Two priests hear confessions.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getAllByText(/aún no están traducidos/)).toHaveLength(1);
  });
});
