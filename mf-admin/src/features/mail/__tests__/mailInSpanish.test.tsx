import { screen, within } from '@testing-library/react';
import { buildOutboxMail } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { resetSession, signIn } from '../../../testing/session';
import { mailResource } from '../lib/mailResource';

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  resetSession();
});

it('shows the outbox in Spanish: kinds, statuses, the filter and Resend', async () => {
  const failed = buildOutboxMail({
    id: 11,
    kind: 'booking_confirmed',
    to: 'grace@example.org',
    status: 'failed',
  });
  api = mockApi({ 'GET /api/mail/': { status: 200, body: [failed] } });
  renderWithProviders(<ResourceTab resource={mailResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Bandeja de salida' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(expect.arrayContaining(['Tipo', 'Asunto', 'Intentos', 'Último error']));
  expect(await within(table).findByText('Reservación confirmada')).toBeInTheDocument();
  expect(within(table).getByText('Fallido')).toBeInTheDocument();
  expect(
    within(table).getByRole('button', { name: 'Reenviar correo 11 para grace@example.org' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Mostrar correos' })).toBeVisible();
  expect(screen.queryByText(/Booking confirmed|Failed|Outbox|Resend/)).not.toBeInTheDocument();
});
