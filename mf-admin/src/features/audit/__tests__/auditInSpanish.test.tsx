import { screen, within } from '@testing-library/react';
import type { AuditLogPage } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { auditResource } from '../lib/auditResource';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('shows the audit log and its filter in Spanish', async () => {
  const page: AuditLogPage = {
    entries: [
      {
        id: 41,
        at: '2026-11-20T15:04:00Z',
        admin_id: 2,
        admin_name: 'Ruth Alvarez',
        admin_email: 'ruth@example.org',
        action: 'update',
        entity: 'event',
        entity_id: '7',
        before: null,
        after: null,
        address: '203.0.113.9',
      },
    ],
    total: 1,
    page: 1,
    page_size: 500,
  };
  api = mockApi({ '*': { status: 200, body: page } });
  renderWithProviders(<ResourceTab resource={auditResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['Quién', 'Cuándo', 'Acción', 'Elemento', 'Antes', 'Después']));
  expect(await within(table).findByText('Evento')).toBeInTheDocument();
  const filter = screen.getByRole('form', { name: 'Filtrar el registro de auditoría' });
  expect(within(filter).getByRole('option', { name: 'Todo' })).toBeInTheDocument();
  expect(within(filter).getByRole('option', { name: 'Homilía' })).toBeInTheDocument();
  expect(within(filter).getByRole('button', { name: 'Mostrar entradas' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeInTheDocument();
  expect(screen.queryByText('Show entries')).not.toBeInTheDocument();
});
