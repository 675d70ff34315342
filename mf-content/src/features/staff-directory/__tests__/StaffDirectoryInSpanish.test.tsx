import { screen, within } from '@testing-library/react';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { buildLeader } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import StaffDirectoryPage from '../components/StaffDirectoryPage';

const inSpanish = async () => ({ translations: await translationsIn('es', loadCatalog) });

beforeEach(() => {
  mockApi({
    'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS },
    'GET /api/leadership/': { status: 200, body: [] },
  });
});

describe('the staff directory in Spanish', () => {
  it('titles the staff directory’s sections in Spanish', async () => {
    renderWithProviders(<StaffDirectoryPage />, await inSpanish());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Directorio del personal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Consejo parroquial' })).toBeVisible();
    expect(
      await screen.findByText('Muy pronto encontrará aquí a nuestro equipo pastoral.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Parish Deacons')).not.toBeInTheDocument();
  });

  it('marks a leader’s title and bio, written in English only, as English', async () => {
    mockApi({
      'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS },
      'GET /api/leadership/': {
        status: 200,
        body: [
          buildLeader({
            id: 1,
            name: 'Fr. Michael Andrews',
            title: 'Pastor',
            bio: 'Our pastor since 2015.',
          }),
        ],
      },
    });
    renderWithProviders(<StaffDirectoryPage />, await inSpanish());
    const card = await screen.findByRole('article', { name: 'Fr. Michael Andrews' });
    expect(within(card).getByText('Pastor')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('Our pastor since 2015.')).toHaveAttribute('lang', 'en');
  });
});
