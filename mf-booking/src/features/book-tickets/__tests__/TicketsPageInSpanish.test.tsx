import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildEvent, buildPaymentSetup, isoDaysFromToday } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadPaymentCatalog } from '@parish/shared-web/payments';
import { loadCatalog } from '../lib/i18n';
import TicketsPage from '../components/TicketsPage';

const christmas = buildEvent({
  id: 1,
  title: 'Christmas Celebrations',
  date: '2099-12-25',
  time: '18:00:00',
  price: 100,
  max_attendees: 100,
  registered_attendees: 97,
});
const supper = buildEvent({ id: 2, title: 'Parish Supper', date: isoDaysFromToday(3), price: 0 });

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
});

it('books tickets in Spanish: headings, labels, the event’s date, price and seats, the button', async () => {
  api = mockApi({
    'GET /api/events/': { status: 200, body: [christmas, supper] },
    'GET /api/payments/setup': { status: 200, body: buildPaymentSetup() },
  });
  renderWithProviders(<TicketsPage />, {
    route: '/event/tickets?eventId=1',
    path: '/event/tickets',
    translations: await translationsIn('es', loadCatalog, loadPaymentCatalog),
  });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Reservar boletos para eventos' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Elija un evento' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Evento/ })).toHaveTextContent(
    'Christmas Celebrations · 25 dic 2099, 6:00 p.m. · $100.00 · quedan 3 lugares',
  );
  expect(
    screen.getByRole('region', { name: 'Evento elegido: Christmas Celebrations' }),
  ).toHaveTextContent('$100.00 por boleto · quedan 3 lugares');
  expect(screen.getByRole('textbox', { name: /Cantidad de boletos/ })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Boleto n.º 1' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toBeInTheDocument();
  expect(screen.getByTestId('order-total')).toHaveTextContent('Total: $100.00');
  expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeInTheDocument();

  await userEvent.setup().clear(screen.getByRole('textbox', { name: /Cantidad de boletos/ }));
  await userEvent.setup().type(screen.getByRole('textbox', { name: /Cantidad de boletos/ }), '5');
  expect(
    await screen.findByRole('heading', { name: 'Inscribirse en la lista de espera' }),
  ).toBeInTheDocument();

  for (const english of [
    'Book Event Tickets',
    'Choose an event',
    'Ticket details',
    'Continue to Payment',
  ])
    expect(screen.queryByText(english)).not.toBeInTheDocument();
});
