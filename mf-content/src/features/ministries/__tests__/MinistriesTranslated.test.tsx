import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSharedWebCatalog } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildMinistry, buildMinistryInterest } from '@parish/shared-types/testing';
import { loadCatalog } from '../lib/i18n';
import MinistriesPage from '../components/MinistriesPage';

const NOTE_ES =
  'Algunos textos de la parroquia en esta página aún no están traducidos y se muestran en inglés.';

const pantry = buildMinistry({
  id: 4,
  title: 'Food Pantry',
  title_es: 'Despensa de alimentos',
  description: 'Groceries for neighbours in need.',
  description_es: 'Víveres para los vecinos necesitados.',
  schedule: 'Saturdays, 9:00 AM',
  schedule_es: 'Sábados, 9:00 a.m.',
  leader: 'Ana Ruiz',
});
const choir = buildMinistry({
  id: 5,
  title: 'Parish Choir',
  description: 'Singers for Sunday Mass.',
  schedule: 'Thursdays, 7:00 PM',
});

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

const renderPage = async (language: 'en' | 'es') => {
  api = mockApi({
    'GET /api/ministries/': { status: 200, body: [pantry, choir] },
    'POST /api/ministry-interests/': {
      status: 201,
      body: buildMinistryInterest({ name: 'Rosa', ministry: 4, ministry_title: 'Food Pantry' }),
    },
  });
  renderWithProviders(<MinistriesPage />, {
    route: '/ministries',
    path: '/ministries',
    ...(language === 'es'
      ? { translations: await translationsIn('es', loadCatalog, loadSharedWebCatalog) }
      : {}),
  });
};

describe('the ministries the office translated', () => {
  it('in Spanish shows the office’s Spanish, and an untranslated ministry in English, marked and noted', async () => {
    await renderPage('es');

    const card = (await screen.findByRole('heading', { name: 'Despensa de alimentos' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByRole('heading')).not.toHaveAttribute('lang');
    expect(within(card).getByText('Víveres para los vecinos necesitados.')).not.toHaveAttribute(
      'lang',
    );
    expect(within(card).getByText('Sábados, 9:00 a.m.')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Food Pantry')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Participe en Despensa de alimentos' }),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Parish Choir' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Singers for Sunday Mass.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Thursdays, 7:00 PM')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText(NOTE_ES)).toHaveLength(1);
  });

  it('in Spanish names the chosen ministry in Spanish in the form and its thanks', async () => {
    await renderPage('es');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Despensa de alimentos' });
    const select = screen.getByRole('combobox', { name: /^Ministerio/ });
    expect(
      within(select).getByRole('option', { name: 'Despensa de alimentos' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: /^Correo/ }), 'rosa@example.org');
    await user.selectOptions(select, '4');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(/^¡Gracias, Rosa! .* su interés en Despensa de alimentos y/),
    ).toBeVisible();
  });

  it('in English shows the English, with no mark and no note', async () => {
    await renderPage('en');
    expect(await screen.findByRole('heading', { name: 'Food Pantry' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Saturdays, 9:00 AM')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Despensa de alimentos')).not.toBeInTheDocument();
    expect(screen.queryByText(/not translated yet/)).not.toBeInTheDocument();
  });
});
