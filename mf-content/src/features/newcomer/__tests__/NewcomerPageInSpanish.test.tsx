import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import NewcomerPage from '../components/NewcomerPage';

const inSpanish = async () => ({ translations: await translationsIn('es', loadCatalog) });

beforeEach(() => {
  mockApi({
    'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS },
    'GET /api/leadership/': { status: 200, body: [] },
  });
});

describe("the I'm New page in Spanish", () => {
  it('answers a newcomer’s questions in Spanish, links included', async () => {
    renderWithProviders(<NewcomerPage />, await inSpanish());
    expect(screen.getByRole('heading', { level: 1, name: 'Soy nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Qué puedo esperar un domingo?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '¿Cuándo y dónde se reúnen?' }));
    const answer = await screen.findByText(/Nos encontrará en /);
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
