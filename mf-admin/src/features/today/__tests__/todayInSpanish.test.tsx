import { screen } from '@testing-library/react';
import type { OfficeOverview } from '@parish/shared-types';
import { formatDate, formatPrice } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { TodayOverview } from '../components/TodayOverview';

const overview: OfficeOverview = {
  today: '2026-12-05',
  week_from: '2026-11-29',
  messages: { form: 2, prayer_request: 1, question: 0 },
  events_today: { events: 1, tickets: 12, checked_in: 5 },
  gifts: { count: 3, total_cents: 12550 },
};

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('says what needs attention today in Spanish, with Spanish dates and money', async () => {
  api = mockApi({ 'GET /api/overview/': { status: 200, body: overview } });
  renderWithProviders(<TodayOverview />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  expect(screen.getByRole('heading', { level: 2, name: 'Hoy' })).toBeInTheDocument();
  expect(
    await screen.findByText(
      `${formatDate('2026-12-05', 'es')}. Totales de los últimos siete días, desde el ${formatDate('2026-11-29', 'es')}.`,
    ),
  ).toBeInTheDocument();
  const cards = screen.getAllByRole('listitem').map((card) => card.textContent);
  expect(cards).toEqual(
    expect.arrayContaining([
      expect.stringContaining('2 mensajes del formulario de contacto'),
      expect.stringContaining('1 petición de oración'),
      expect.stringContaining('12 boletos, 5 con entrada registrada'),
      expect.stringContaining(`${formatPrice(125.5, 'es')} en total`),
    ]),
  );
  // The check-in is a page of its own, opened in the page's language.
  expect(screen.getByRole('link', { name: 'Abrir el registro de entrada' })).toHaveAttribute(
    'href',
    '/es/admin/check-in',
  );
  expect(screen.queryByText('Open the messages')).not.toBeInTheDocument();
  expect(screen.queryByText(/prayer request/)).not.toBeInTheDocument();
});
