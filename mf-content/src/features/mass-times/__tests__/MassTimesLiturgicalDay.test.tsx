import { screen, within } from '@testing-library/react';
import type { LiturgicalDay } from '@parish/shared-types';
import { formatDate, loadSharedWebCatalog } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildOccurrence, buildWeek } from '../../../testing/scheduleWeek';
import { loadCatalog } from '../lib/i18n';
import MassTimesPage from '../components/MassTimesPage';

const weekday = (date: string, name: string, name_es: string): LiturgicalDay => ({
  date,
  name,
  name_es,
  rank: 'weekday',
  season: 'advent',
  colour: 'violet',
  holy_day_of_obligation: false,
});

/** Monday, Dec 7, 2026 to Sunday, Dec 13: the API's liturgical days of that week, in part. */
const DAYS: LiturgicalDay[] = [
  {
    ...weekday(
      '2026-12-07',
      'Saint Ambrose, Bishop and Doctor of the Church',
      'San Ambrosio, obispo y doctor de la Iglesia',
    ),
    rank: 'memorial',
    colour: 'white',
  },
  {
    date: '2026-12-08',
    name: 'The Immaculate Conception of the Blessed Virgin Mary, Patroness of the USA',
    name_es: 'La Inmaculada Concepción de la Santísima Virgen María, Patrona de los Estados Unidos',
    rank: 'solemnity',
    season: 'advent',
    colour: 'white',
    holy_day_of_obligation: true,
  },
  weekday(
    '2026-12-09',
    'Wednesday of the second week of Advent',
    'Miércoles de la 2ª semana de Adviento',
  ),
];

const WEEK = buildWeek(
  [
    buildOccurrence({ entry_id: 1, date: '2026-12-07', start_time: '08:00:00' }),
    buildOccurrence({ entry_id: 1, date: '2026-12-08', start_time: '08:00:00' }),
    buildOccurrence({ entry_id: 1, date: '2026-12-09', start_time: '08:00:00' }),
  ],
  '2026-12-07',
  '2026-12-13',
  DAYS,
);

async function renderPage(language: 'en' | 'es', route = '/mass-times') {
  mockApi({
    'GET /api/schedule/?days=7': { status: 200, body: WEEK },
    'GET /api/schedule/?from=2026-12-14&days=7': {
      status: 200,
      body: buildWeek([], '2026-12-14', '2026-12-20'),
    },
    'GET /api/parish/': { status: 500 },
  });
  renderWithProviders(<MassTimesPage />, {
    route,
    path: '/mass-times',
    ...(language === 'es'
      ? { translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog) }
      : {}),
  });
}

describe("the Mass times page's liturgical day", () => {
  it("says today's celebration, its season and its colour in words, and marks a holy day of obligation on its day only", async () => {
    await renderPage('en');
    expect(
      await screen.findByText('Today: Saint Ambrose, Bishop and Doctor of the Church'),
    ).toBeInTheDocument();
    expect(screen.getByText('Advent')).toBeInTheDocument();
    expect(screen.getByText('Liturgical colour: White')).toBeInTheDocument();
    // The swatch is decoration: the colour is named.
    expect(screen.getByTestId('liturgical-colour')).toHaveAttribute('aria-hidden', 'true');

    const tuesday = screen.getByRole('region', {
      name: `Tuesday, ${formatDate('2026-12-08', 'en')}`,
    });
    expect(
      within(tuesday).getByText(
        'Solemnity: The Immaculate Conception of the Blessed Virgin Mary, Patroness of the USA',
      ),
    ).toBeInTheDocument();
    expect(within(tuesday).getByText('Holy day of obligation')).toBeInTheDocument();
    // A memorial or a weekday is left to today's line: only feasts and solemnities mark their day.
    const wednesday = screen.getByRole('region', {
      name: `Wednesday, ${formatDate('2026-12-09', 'en')}`,
    });
    expect(within(wednesday).queryByText(/Advent/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Holy day of obligation')).toHaveLength(1);
  });

  it('says them in Spanish', async () => {
    await renderPage('es');
    expect(
      await screen.findByText('Hoy: San Ambrosio, obispo y doctor de la Iglesia'),
    ).toBeInTheDocument();
    expect(screen.getByText('Adviento')).toBeInTheDocument();
    expect(screen.getByText('Color litúrgico: Blanco')).toBeInTheDocument();
    const tuesday = screen.getByRole('region', {
      name: `Martes, ${formatDate('2026-12-08', 'es')}`,
    });
    expect(
      within(tuesday).getByText(
        'Solemnidad: La Inmaculada Concepción de la Santísima Virgen María, Patrona de los Estados Unidos',
      ),
    ).toBeInTheDocument();
    expect(within(tuesday).getByText('Día de precepto')).toBeInTheDocument();
  });

  it("shows no today's line on another week than this one", async () => {
    await renderPage('en', '/mass-times?from=2026-12-14');
    expect(
      await screen.findByText('No services are scheduled for these days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Today:/)).not.toBeInTheDocument();
  });
});

it('shows the week without liturgical days from an API deployed before them', async () => {
  const { days: _days, ...olderWeek } = WEEK;
  mockApi({
    'GET /api/schedule/?days=7': { status: 200, body: olderWeek },
    'GET /api/parish/': { status: 500 },
  });
  renderWithProviders(<MassTimesPage />, { route: '/mass-times', path: '/mass-times' });
  expect(
    await screen.findByRole('region', { name: `Tuesday, ${formatDate('2026-12-08', 'en')}` }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/^Today:/)).not.toBeInTheDocument();
  expect(screen.queryByText('Holy day of obligation')).not.toBeInTheDocument();
});
