import { screen } from '@testing-library/react';
import { loadSharedWebCatalog } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildMinistry } from '@parish/shared-types/testing';
import { loadCatalog } from '../lib/i18n';
import { MinistriesSection } from '../components/MinistriesSection';

const NOTE_ES =
  'Algunos textos de la parroquia en esta página aún no están traducidos y se muestran en inglés.';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

const answer = (ministries: ReturnType<typeof buildMinistry>[]) => {
  api = mockApi({ 'GET /api/ministries/': { status: 200, body: ministries } });
};

describe('the home page’s ministries in Spanish', () => {
  it('shows the office’s Spanish, and an untranslated ministry in English, marked and noted', async () => {
    answer([
      buildMinistry({
        id: 1,
        title: 'Youth Ministry',
        title_es: 'Pastoral juvenil',
        description_es: 'Amistad, fe y servicio para adolescentes.',
        schedule_es: 'Domingos a las 6:00 p.m.',
      }),
      buildMinistry({ id: 2, title: 'Music Ministry', description: 'Singers and players.' }),
    ]);
    renderWithProviders(<MinistriesSection />, {
      translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog),
    });

    expect(await screen.findByRole('heading', { name: 'Pastoral juvenil' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('Amistad, fe y servicio para adolescentes.')).toBeVisible();
    expect(screen.getByText('Domingos a las 6:00 p.m.')).toBeVisible();
    expect(screen.queryByText('Youth Ministry')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Music Ministry' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Singers and players.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(NOTE_ES)).toBeVisible();
  });

  it('says nothing when every text is translated', async () => {
    answer([
      buildMinistry({
        id: 3,
        title_es: 'Ministerio infantil',
        description_es: 'Historias de la Biblia y cantos.',
        schedule_es: 'Domingos a las 10:00 a.m.',
      }),
    ]);
    renderWithProviders(<MinistriesSection />, {
      translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog),
    });
    expect(await screen.findByRole('heading', { name: 'Ministerio infantil' })).toBeVisible();
    expect(screen.queryByText(NOTE_ES)).not.toBeInTheDocument();
  });

  it('in English shows the English, with no mark and no note', async () => {
    answer([buildMinistry({ id: 4, title: 'Youth Ministry', title_es: 'Pastoral juvenil' })]);
    renderWithProviders(<MinistriesSection />);
    expect(await screen.findByRole('heading', { name: 'Youth Ministry' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.queryByText(/not translated yet/)).not.toBeInTheDocument();
  });
});
