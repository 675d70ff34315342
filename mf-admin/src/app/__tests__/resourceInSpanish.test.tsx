import { screen, within } from '@testing-library/react';
import { buildEvent } from '@parish/shared-types/testing';
import { formatDate } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { eventsResource } from '../../features/events/lib/eventsResource';
import { loadCatalog } from '../../lib/i18n';
import type { AnyAdminResource } from '../../resources/types';
import { ResourceFormPage } from '../../resources/components/ResourceFormPage';
import { ResourceTab } from '../../resources/components/ResourceTab';

const events = eventsResource as AnyAdminResource;
let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('shows a list in Spanish: its heading, headers, dates and search', async () => {
  const carols = buildEvent({ id: 5, title: 'Advent Carols', date: '2026-12-20' });
  api = mockApi({ '*': { status: 200, body: [carols] } });
  renderWithProviders(<ResourceTab resource={events} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Eventos' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((cell) => cell.textContent)).toEqual(
    expect.arrayContaining(['Título', 'Fecha', 'Hora', 'Lugar', 'Acciones']),
  );
  expect(within(table).getByText(formatDate('2026-12-20', 'es'))).toBeInTheDocument();
  expect(within(table).queryByText('Dec 20, 2026')).not.toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Buscar en eventos' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Editar Advent Carols' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Eliminar Advent Carols' })).toBeInTheDocument();
  expect(screen.queryByText('Export CSV')).not.toBeInTheDocument();
});

it('shows a form in Spanish: its title, labels, choices and buttons', async () => {
  api = mockApi({});
  renderWithProviders(<ResourceFormPage resource={events} mode="create" tab="events" />, {
    route: '/admin/new-event',
    translations: await translationsIn('es', loadCatalog),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Crear evento' })).toBeVisible();
  expect(screen.getByLabelText(/^Número máximo de asistentes/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Fecha/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /^Repetición/ })).toHaveTextContent('No se repite');
  expect(screen.getByRole('link', { name: 'Cancelar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crear evento' })).toBeInTheDocument();
  expect(screen.queryByText('Maximum attendees')).not.toBeInTheDocument();
});
