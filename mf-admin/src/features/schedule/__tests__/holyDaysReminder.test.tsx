import { screen, within } from '@testing-library/react';
import type { LiturgicalDay, ScheduleOccurrence, ScheduleWeek } from '@parish/shared-types';
import { formatDate } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { HolyDaysReminder } from '../components/HolyDaysReminder';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { openSection } from '../../../testing/dashboard';
import { loadCatalog } from '../../../lib/i18n';

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

const holyDay = (date: string, name: string, name_es: string): LiturgicalDay => ({
  date,
  name,
  name_es,
  rank: 'solemnity',
  season: 'advent',
  colour: 'white',
  holy_day_of_obligation: true,
});

const added = (date: string, kind: ScheduleOccurrence['kind']): ScheduleOccurrence => ({
  entry_id: null,
  exception_id: 7,
  date,
  start_time: '19:00:00',
  starts_at: `${date}T00:00:00.000Z`,
  ends_at: `${date}T01:00:00.000Z`,
  status: 'added',
  moved_from: null,
  kind,
  title: null,
  title_es: null,
  language: 'en',
  place: 'Church',
  place_es: null,
  celebrant: null,
  notes: null,
  notes_es: null,
  livestream_url: null,
  note: null,
  note_es: null,
});

/** The next 60 days from Dec 7, 2026: the Immaculate Conception, Christmas and Mary, Mother of God. */
function comingDays(occurrences: ScheduleOccurrence[]): ScheduleWeek {
  return {
    from: '2026-12-07',
    to: '2027-02-04',
    time_zone: 'America/New_York',
    occurrences,
    days: [
      holyDay(
        '2026-12-08',
        'The Immaculate Conception of the Blessed Virgin Mary, Patroness of the USA',
        'La Inmaculada Concepción de la Santísima Virgen María, Patrona de los Estados Unidos',
      ),
      {
        ...holyDay('2026-12-09', 'Wednesday of the second week of Advent', 'Miércoles'),
        rank: 'weekday',
        holy_day_of_obligation: false,
      },
      holyDay('2026-12-25', 'The Nativity of the Lord (Christmas)', 'Navidad'),
      holyDay('2027-01-01', 'Mary, the Holy Mother of God', 'Santa María, Madre de Dios'),
    ],
  };
}

function mockSchedule(occurrences: ScheduleOccurrence[]) {
  mock = mockApi({
    'GET /api/schedule/?days=60': { status: 200, body: comingDays(occurrences) },
    '*': { status: 200, body: [] },
  });
}

it('lists the coming holy days of obligation that have no added Mass, a Christmas Eve Vigil counting for Christmas', async () => {
  mockSchedule([added('2026-12-24', 'vigil_mass'), added('2026-12-09', 'mass')]);
  renderAdmin('/admin');
  await openSection('Mass schedule');
  const reminder = await screen.findByRole('region', {
    name: '2 holy days of obligation in the next 60 days have no Mass added yet',
  });
  expect(
    within(reminder)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    `${formatDate('2026-12-08', 'en')}: The Immaculate Conception of the Blessed Virgin Mary, Patroness of the USA`,
    `${formatDate('2027-01-01', 'en')}: Mary, the Holy Mother of God`,
  ]);
  expect(reminder).toHaveTextContent('under Changes for one date');
});

it('says nothing once every holy day has its Mass', async () => {
  mockSchedule([
    added('2026-12-08', 'mass'),
    added('2026-12-25', 'mass'),
    added('2026-12-31', 'vigil_mass'),
  ]);
  renderAdmin('/admin');
  await openSection('Mass schedule');
  await screen.findByRole('region', { name: 'Weekly services' });
  expect(screen.queryByText(/holy days? of obligation/)).not.toBeInTheDocument();
});

it('reminds in Spanish with the Spanish names of the days', async () => {
  mockSchedule([]);
  renderWithProviders(<HolyDaysReminder />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });
  const reminder = await screen.findByRole('region', {
    name: '3 días de precepto de los próximos 60 días aún no tienen misa añadida',
  });
  expect(within(reminder).getByText(`${formatDate('2026-12-25', 'es')}: Navidad`)).toBeVisible();
});

it('says nothing with an API deployed before the liturgical days', async () => {
  const { days: _days, ...olderWeek } = comingDays([]);
  mock = mockApi({
    'GET /api/schedule/?days=60': { status: 200, body: olderWeek },
    '*': { status: 200, body: [] },
  });
  renderAdmin('/admin');
  await openSection('Mass schedule');
  await screen.findByRole('region', { name: 'Weekly services' });
  expect(screen.queryByText(/holy days? of obligation/)).not.toBeInTheDocument();
});
