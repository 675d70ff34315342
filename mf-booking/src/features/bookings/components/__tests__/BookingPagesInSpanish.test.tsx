import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBooking, buildTicket } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../lib/i18n';
import BookingSuccessPage from '../BookingSuccessPage';
import CheckBookingPage from '../CheckBookingPage';

const TOKEN = 'kq3Zm9x_Yh2Lw8Rt5Vb1Nc4Pd7Fs0Gj6Hk3Mn2Qp5Ww';
const booking = buildBooking({
  booking_id: 'bidEspanol01',
  event_name: 'Advent Carols',
  event_date: '2099-12-13',
  event_time: '18:30:00',
  status: 'confirmed',
  total_price: 30,
  number_of_tickets: 2,
  manage_token: TOKEN,
  tickets: [
    buildTicket({ name: 'Maria Lopez' }),
    buildTicket({ name: 'José Ruiz', check_in_code: 'Q1W2E-R3T4Y-5V6B7-N8M9P' }),
  ],
});

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

const valueOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

it('checks a booking in Spanish: the search, its details, date, price, status, tickets and cancelling', async () => {
  api = mockApi({
    [`GET /api/bookings/bidEspanol01/?token=${TOKEN}`]: { status: 200, body: booking },
  });
  renderWithProviders(<CheckBookingPage />, {
    route: `/check?bookingId=bidEspanol01&token=${TOKEN}`,
    translations: await translationsIn('es', loadCatalog),
  });

  expect(screen.getByRole('heading', { level: 1, name: 'Consulte su reservación' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Número de reservación' })).toHaveValue(
    'bidEspanol01',
  );
  expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();

  const details = await screen.findByRole('region', { name: 'Detalles de la reservación' });
  expect(valueOf(details, 'Fecha y hora')).toHaveTextContent('13 dic 2099 · 6:30 p.m.');
  expect(valueOf(details, 'Precio total')).toHaveTextContent('$30.00');
  expect(valueOf(details, 'Estado')).toHaveTextContent('Confirmada');
  const second = within(details).getByRole('article', { name: 'Boleto n.º 2' });
  expect(valueOf(second, 'Nombre')).toHaveTextContent('José Ruiz');
  expect(second).toHaveTextContent('Código de entrada: Q1W2E-R3T4Y-5V6B7-N8M9P');
  expect(screen.getByRole('button', { name: 'Imprimir boletos' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cancelar reservación' }));
  const dialog = screen.getByRole('dialog', { name: '¿Cancelar esta reservación?' });
  expect(dialog).toHaveTextContent(
    'Sus 2 boletos para Advent Carols se cancelarán y los lugares quedarán libres para otras personas.',
  );
  expect(within(dialog).getByRole('button', { name: 'Conservar la reservación' })).toBeVisible();

  for (const english of ['Booking Details', 'Check Your Booking', 'Print tickets', 'Status'])
    expect(screen.queryByText(english)).not.toBeInTheDocument();
});

it('confirms a booking in Spanish', async () => {
  api = mockApi({
    [`GET /api/bookings/bidEspanol01/?token=${TOKEN}`]: { status: 200, body: booking },
  });
  renderWithProviders(<BookingSuccessPage />, {
    route: `/booking-success?bookingId=bidEspanol01&token=${TOKEN}`,
    translations: await translationsIn('es', loadCatalog),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Reservación confirmada!' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a los eventos' })).toHaveAttribute(
    'href',
    '/events',
  );
  expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
});
