import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBooking, buildContactMessage } from '@parish/shared-types/testing';
import { formatPrice } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../../lib/i18n';
import { ResourceTab } from '../../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../../resources/types';
import { resetSession, signIn } from '../../../../testing/session';
import { bookingsResource } from '../bookingsResource';
import { contactMessagesResource } from '../contactMessagesResource';

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  resetSession();
});

it('lists bookings in Spanish, with their status, total and the cancel dialog', async () => {
  const booking = buildBooking({
    booking_id: 'bidOffice0001',
    status: 'confirmed',
    total_price: 25,
  });
  api = mockApi({ 'GET /api/bookings/': { status: 200, body: [booking] } });
  renderWithProviders(<ResourceTab resource={bookingsResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Reservaciones' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(expect.arrayContaining(['N.º de reservación', 'Estado', 'Boletos']));
  expect(within(table).getByText('Confirmada')).toBeInTheDocument();
  expect(within(table).getByText(formatPrice(25, 'es'))).toBeInTheDocument();

  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Cancelar reservación reservación bidOffice0001' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/^Motivo \(se le comunica a quien reservó\)/)).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Cancelar reservación' })).toBeVisible();
  expect(screen.queryByText(/Cancel booking|Refund/)).not.toBeInTheDocument();
});

it('lists messages in Spanish, with the filter’s choices in Spanish', async () => {
  const message = buildContactMessage({ name: 'Ana Ruiz', attachment: '/media/a.pdf' });
  api = mockApi({ 'GET /api/contact/': { status: 200, body: [message] } });
  renderWithProviders(<ResourceTab resource={contactMessagesResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Mensajes' });
  expect(
    within(table).getByRole('link', { name: 'Descargar el archivo adjunto de Ana Ruiz' }),
  ).toBeVisible();
  await userEvent.setup().click(screen.getByRole('combobox', { name: /^Enviado por medio de/ }));
  expect(await screen.findByRole('option', { name: 'Peticiones de oración' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Mostrar mensajes' })).toBeVisible();
  expect(screen.queryByText(/Prayer requests|Download|Messages/)).not.toBeInTheDocument();
});
