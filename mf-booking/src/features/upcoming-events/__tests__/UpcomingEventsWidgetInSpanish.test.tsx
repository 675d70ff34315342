import { screen, within } from '@testing-library/react';
import { buildEvent } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import UpcomingEventsWidget from '../components/UpcomingEventsWidget';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

it('lists the upcoming events in Spanish, with dates, times, Register and Sold out', async () => {
  api = mockApi({
    'GET /api/events/': {
      status: 200,
      body: [
        buildEvent({ id: 1, title: 'Posada', date: '2099-12-18', time: '19:00:00', price: 5 }),
        buildEvent({ id: 2, title: 'Retiro', date: '2099-12-20', registered_attendees: 100 }),
      ],
    },
  });
  renderWithProviders(<UpcomingEventsWidget />, {
    translations: await translationsIn('es', loadCatalog),
  });

  const widget = screen.getByRole('complementary', { name: 'Próximos eventos' });
  const posada = (await within(widget).findByRole('heading', { name: 'Posada' })).parentElement;
  if (!posada) throw new Error('no event');
  expect(posada).toHaveTextContent('vie, 18 de dic · 7:00 p.m. · $5.00');
  expect(within(posada).getByRole('link', { name: 'Inscribirse en Posada' })).toHaveTextContent(
    'Inscribirse',
  );
  expect(within(widget).getAllByText('DIC')).toHaveLength(2);
  expect(within(widget).getByText('Agotado')).toBeInTheDocument();
  expect(within(widget).getByRole('link', { name: 'Ver el calendario completo' })).toHaveAttribute(
    'href',
    '/calendar',
  );
  for (const english of ['Upcoming Events', 'Register', 'Sold out'])
    expect(screen.queryByText(english)).not.toBeInTheDocument();
});
