import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildMinistry } from '@parish/shared-types/testing';
import { loadCatalog } from '../lib/i18n';
import MinistriesPage from '../components/MinistriesPage';

describe('the Ministries page in Spanish', () => {
  it('shows the cards and the Get Involved form in Spanish', async () => {
    mockApi({
      'GET /api/ministries/': {
        status: 200,
        body: [buildMinistry({ id: 4, title: 'Parish Choir', leader: 'Sarah Thompson' })],
      },
    });
    renderWithProviders(<MinistriesPage />, {
      route: '/ministries',
      path: '/ministries',
      translations: await translationsIn('es', loadCatalog),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ministerios' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Participe en Parish Choir' })).toBeVisible();
    expect(screen.getByText('Dirigido por:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Participe' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mensaje \(opcional\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    for (const english of ['Get Involved', 'Led by:', 'Submit'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
