import { screen, within } from '@testing-library/react';
import type { NewsletterSubscription } from '@parish/shared-types';
import { formatDateTime } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { newsletterResource } from '../lib/newsletterResource';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('lists the subscribers in Spanish: statuses, dates and the CSV button', async () => {
  const subscriber: NewsletterSubscription = {
    email: 'maria@example.org',
    subscribed_at: '2026-11-02T14:00:00Z',
    status: 'pending',
    confirmed_at: null,
  };
  api = mockApi({ '*': { status: 200, body: [subscriber] } });
  renderWithProviders(<ResourceTab resource={newsletterResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Boletín' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(
    expect.arrayContaining(['Correo electrónico', 'Estado', 'Suscrito el', 'Confirmado el']),
  );
  expect(within(table).getByText('Pendiente de confirmación')).toBeInTheDocument();
  expect(within(table).getByText(formatDateTime('2026-11-02T14:00:00Z', 'es'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  expect(screen.queryByText('Awaiting confirmation')).not.toBeInTheDocument();
});
