import { screen, within } from '@testing-library/react';
import { buildEvent } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import CalendarPage from '../components/CalendarPage';
import { loadDateFieldLocale } from '@parish/shared-web/date-fields';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

it('shows the calendar in Spanish: headings, the day in long form, month and day names, its events', async () => {
  jest.useFakeTimers({ now: new Date('2099-12-25T12:00:00'), advanceTimers: true });
  api = mockApi({
    'GET /api/events/': {
      status: 200,
      body: [
        buildEvent({
          id: 1,
          title: 'Misa de Gallo',
          date: '2099-12-25',
          time: '18:30:00',
          price: 0,
        }),
      ],
    },
  });
  await loadDateFieldLocale('es');
  renderWithProviders(<CalendarPage />, {
    route: '/calendar',
    translations: await translationsIn('es', loadCatalog),
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Calendario de eventos' }),
  ).toBeInTheDocument();
  const day = await screen.findByRole('heading', {
    name: 'Eventos del viernes, 25 de diciembre de 2099',
  });
  expect(day).toBeInTheDocument();
  expect(await screen.findByText('Misa de Gallo')).toBeInTheDocument();
  expect(screen.getByText('6:30 p.m.', { exact: false })).toHaveTextContent(/Gratis|Gratuito/);
  expect(
    screen.getByRole('link', { name: 'Ver detalles del evento: Misa de Gallo' }),
  ).toBeVisible();
  // The month calendar itself: its month, weekdays and buttons in Spanish.
  expect(screen.getByText(/diciembre 2099/i)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
  const legend = screen.getByRole('region', { name: 'Leyenda' });
  expect(within(legend).getByText('1 evento')).toBeInTheDocument();
  expect(within(legend).getByText('Más de 3 eventos')).toBeInTheDocument();

  for (const english of ['Event Calendar', 'Legend', 'Next month'])
    expect(screen.queryByText(english)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
});
