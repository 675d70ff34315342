import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceFormPage } from '../../../resources/components/ResourceFormPage';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { readTable } from '../../../testing/resourceList';
import { scheduleEntriesResource } from '../lib/scheduleEntriesResource';
import { scheduleExceptionsResource } from '../lib/scheduleExceptionsResource';
import { cancelledSunday, spanishMass, sundayMass } from './scheduleSamples';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    'GET /api/schedule/entries/': { status: 200, body: [spanishMass, sundayMass] },
    'GET /api/schedule/exceptions/': { status: 200, body: [cancelledSunday] },
  });
});
afterEach(() => api.restore());

const inSpanish = async () => ({
  route: '/admin',
  translations: await translationsIn('es', loadCatalog),
});

it('lists the weekly services in Spanish: kinds, days, times, languages and places', async () => {
  renderWithProviders(
    <ResourceTab resource={scheduleEntriesResource as AnyAdminResource} />,
    await inSpanish(),
  );

  const { headers, rows } = await readTable('Celebraciones de cada semana');
  expect(headers).toEqual(['Celebración', 'Días', 'Hora', 'Idioma', 'Lugar', 'Acciones']);
  expect(rows.map((row) => row.slice(0, 5))).toEqual([
    ['Misa', 'dom, sáb', expect.stringMatching(/^6:00\sp\.m\.$/u), 'Español', 'Iglesia'],
    // No Spanish place written: the English one.
    ['Misa', 'dom', expect.stringMatching(/^8:00\sa\.m\.$/u), 'Inglés', 'Chapel'],
  ]);
  expect(screen.getByRole('link', { name: 'Agregar celebración semanal' })).toBeInTheDocument();
  expect(screen.queryByText('Weekly services')).not.toBeInTheDocument();
});

it('lists the changes for one date in Spanish, with the Spanish note', async () => {
  renderWithProviders(
    <ResourceTab resource={scheduleExceptionsResource as AnyAdminResource} />,
    await inSpanish(),
  );

  const { headers, rows } = await readTable('Cambios para una fecha');
  expect(headers).toEqual(['Celebración', 'Fecha', 'Cambio', 'Nueva hora', 'Nota', 'Acciones']);
  expect(rows[0]?.slice(0, 5)).toEqual([
    expect.stringMatching(/^Misa, dom, 8:00\sa\.m\., Chapel$/u),
    '13 dic 2026',
    'Cancelada',
    '',
    'Retiro parroquial',
  ]);
});

it('asks for a weekly service in Spanish: kinds, days, languages, and the Spanish beside the English', async () => {
  renderWithProviders(
    <ResourceFormPage
      resource={scheduleEntriesResource as AnyAdminResource}
      mode="create"
      tab="schedule"
    />,
    { ...(await inSpanish()), route: '/admin/schedule/add-service' },
  );

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agregar celebración semanal' }),
  ).toBeVisible();
  const kind = screen.getByLabelText(/^Qué se celebra/);
  expect(
    within(kind)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Elija qué se celebra',
    'Misa',
    'Misa de vigilia',
    'Confesiones',
    'Adoración',
    'Rosario',
    'Laudes',
    'Vísperas',
    'Otra',
  ]);
  const days = screen.getByRole('group', { name: /^Días de la semana/ });
  expect(
    within(days)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']);
  expect(
    within(screen.getByLabelText(/^Idioma/))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Elija el idioma', 'Inglés', 'Español', 'Latín']);
  expect(screen.getByLabelText(/^Lugar(?! \(español\))/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Lugar \(español\)/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Nombre propio \(español\)/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Agregar celebración semanal' })).toBeInTheDocument();
  expect(screen.queryByText('Days of the week')).not.toBeInTheDocument();
});
