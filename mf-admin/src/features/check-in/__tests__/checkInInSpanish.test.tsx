import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInResult, EventRoster } from '@parish/shared-types';
import { buildEvent } from '@parish/shared-types/testing';
import { todayIsoDate } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { resetSession, signIn } from '../../../testing/session';
import CheckInPage from '../components/CheckInPage';
import { doorClock } from '../components/RosterPanel';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
});

const tonight = buildEvent({
  id: 7,
  title: 'Advent Carols',
  date: todayIsoDate(),
  time: '19:00:00',
});
const AT = '2026-11-27T19:02:00Z';
const roster: EventRoster = {
  event: {
    id: 7,
    title: 'Advent Carols',
    date: tonight.date,
    time: tonight.time,
    max_attendees: 10,
  },
  totals: { booked: 2, checked_in: 1, seats_left: 8 },
  attendees: [
    {
      ticket_id: 41,
      ticket_number: 1,
      name: 'Maria Lopez',
      booking_id: 'bidA',
      booker: 'Maria Lopez',
      checked_in_at: AT,
    },
    {
      ticket_id: 42,
      ticket_number: 2,
      name: 'Bo Lee',
      booking_id: 'bidA',
      booker: 'Maria Lopez',
      checked_in_at: null,
    },
  ],
};
const checked: CheckInResult = {
  ticket_id: 42,
  ticket_number: 2,
  name: 'Bo Lee',
  booking_id: 'bidA',
  event: 7,
  checked_in_at: AT,
  message: 'Checked in: Ticket #2, Bo Lee',
};

it('shows the door in Spanish: picker, roster, its clock, buttons and the server’s answer', async () => {
  signIn();
  api = mockApi({
    'GET /api/events/': { status: 200, body: [tonight] },
    'GET /api/events/7/roster/': { status: 200, body: roster },
    'POST /api/check-in/': { status: 200, body: checked },
  });
  renderWithProviders(<CheckInPage />, {
    route: '/admin/check-in',
    translations: await translationsIn('es', loadCatalog),
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Registro de entrada en la puerta' }),
  ).toBeVisible();
  // The page's own title and description, not the page template's English.
  expect(document.title).toMatch(/^Registro de entrada en la puerta/);
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringMatching(/^Registre la entrada en la puerta/),
  );
  expect(await screen.findByRole('combobox', { name: /^Evento/ })).toHaveTextContent(
    /^Advent Carols · Hoy · 7:00 p\.\s?m\./,
  );
  expect(await screen.findByTestId('roster-totals')).toHaveTextContent(
    'Reservados 2 · Registrados 1 · Lugares disponibles 8',
  );
  expect(
    screen.getByText(`Reservado por Maria Lopez · Entrada registrada a las ${doorClock(AT, 'es')}`),
  ).toBeInTheDocument();
  expect(doorClock(AT, 'es')).toMatch(/[ap]\.\s?m\./);
  expect(screen.getByRole('button', { name: 'Escanear con la cámara' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();

  const list = screen.getByRole('list', { name: 'Asistentes' });
  await userEvent
    .setup()
    .click(
      within(list).getByRole('button', { name: 'Registrar la entrada: Boleto n.º 2, Bo Lee' }),
    );
  const answer = screen.getByRole('status', { name: 'Resultado del registro de entrada' });
  expect(await within(answer).findByText('Registrado: boleto n.º 2, Bo Lee')).toBeVisible();
  expect(screen.queryByText(/Checked in|Booked|Roster/)).not.toBeInTheDocument();
});
