import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { buildChurchHoursEntries } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadChurchHoursCatalog } from '@parish/shared-web/church-hours';
import { loadCatalog } from '../lib/i18n';
import NewcomerPage from '../components/NewcomerPage';

// The page's catalogs, as its route loads them with it (the church hours' too).
const inSpanish = async () => ({
  translations: await translationsIn('es', loadCatalog, loadChurchHoursCatalog),
});

beforeEach(() => {
  mockApi({
    'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS },
    'GET /api/leadership/': { status: 200, body: [] },
    'GET /api/schedule/entries/': { status: 200, body: buildChurchHoursEntries() },
  });
});

describe("the I'm New page in Spanish", () => {
  it('answers a newcomer’s questions in Spanish, the church hours and links included', async () => {
    renderWithProviders(<NewcomerPage />, await inSpanish());
    expect(screen.getByRole('heading', { level: 1, name: 'Soy nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Qué puedo esperar un domingo?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '¿Cuándo y dónde se reúnen?' }));
    const answer = await screen.findByText(/Nos encontrará en /);
    expect(answer).toHaveTextContent(
      /^Catequesis dominical a las 9:00 a\.m\., Misa dominical a las 10:00 a\.m\., Estudio bíblico de los miércoles a las 7:00 p\.m\. \(Todos los horarios\)\./,
    );
    expect(within(answer).getByRole('link', { name: 'Todos los horarios' })).toHaveAttribute(
      'href',
      '/mass-times',
    );
    expect(answer).toHaveTextContent(/la página Contáctenos tiene un mapa\./);
    expect(within(answer).getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      '/about/contact',
    );
    expect(within(answer).getByRole('link', { name: 'Eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.getByRole('link', { name: 'Pregúntenos lo que quiera' })).toBeVisible();
  });
});
