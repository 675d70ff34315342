import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import NewsletterUnsubscribePage from '../components/NewsletterUnsubscribePage';

const TOKEN = 'a'.repeat(43);

describe('the newsletter’s pages in Spanish', () => {
  it('unsubscribes in Spanish', async () => {
    mockApi({
      'POST /api/newsletter/unsubscribe/': {
        status: 200,
        body: { email: 'ana@example.org', status: 'unsubscribed' },
      },
    });
    renderWithProviders(<NewsletterUnsubscribePage />, {
      route: `/newsletter/unsubscribe?token=${TOKEN}`,
      translations: await translationsIn('es', loadCatalog),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancelar la suscripción al boletín' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(
      await screen.findByRole('heading', { name: 'Su suscripción ha sido cancelada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^El boletín parroquial ya no llegará a ana@example\.org\. Puede volver a suscribirse/,
    );
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toBeVisible();
  });
});
