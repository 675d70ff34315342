import { screen } from '@testing-library/react';
import type { WaitlistEntry } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import WaitlistPage from '../components/WaitlistPage';

const waiting: WaitlistEntry = {
  event: 2,
  event_name: 'Cena parroquial',
  event_date: '2099-03-05',
  event_time: '18:30:00',
  name: 'Maria Lopez',
  number_of_tickets: 2,
  status: 'waiting',
  position: 3,
  offer_expires_at: null,
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

it('shows a place on the waitlist in Spanish', async () => {
  api = mockApi({ 'GET /api/waitlist/token1234567890abcdefgh/': { status: 200, body: waiting } });
  renderWithProviders(<WaitlistPage />, {
    route: '/waitlist?token=token1234567890abcdefgh',
    path: '/waitlist',
    translations: await translationsIn('es', loadCatalog),
  });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Su lugar en la lista de espera' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText(/^Usted es el número 3 en la fila para 2 boletos\./),
  ).toBeInTheDocument();
  expect(screen.getByText('5 mar 2099, 6:30 p.m.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Salir de la lista de espera' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver los eventos' })).toBeInTheDocument();
  expect(screen.queryByText('Leave the waitlist')).not.toBeInTheDocument();
  expect(screen.queryByText(/in line/)).not.toBeInTheDocument();
});
