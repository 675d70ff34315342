import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyGiving } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import MyGivingPage from '../components/MyGivingPage';

const RUTH: MyGiving = {
  donor: { name: 'Ruth Alvarez', email: 'ruth@example.org' },
  language: 'en',
  recurring_gifts: [],
  gifts: [],
  totals_by_year: [],
  totals_by_fund: [],
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('My Giving: the language for receipts and statements', () => {
  it('in English: shows the donor’s language and saves the one they choose, with a notice', async () => {
    api = mockApi({
      'GET /api/donors/me/': { status: 200, body: RUTH },
      'PUT /api/donors/me/language/': { status: 200, body: { ...RUTH, language: 'es' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyGivingPage />, {
      route: '/my-giving',
      path: '/my-giving',
    });
    const select = await screen.findByRole('combobox', {
      name: 'Language for receipts and statements',
    });
    expect(select).toHaveDisplayValue('English');
    expect(select).toHaveAccessibleDescription(
      'Your receipts, year-end statements and our e-mails to you are written in it.',
    );
    expect(screen.getByRole('option', { name: 'English' })).toBeInTheDocument();
    await user.selectOptions(select, 'Español');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your receipts and statements will be written in the language you chose.',
      ),
    ).toBeVisible();
    expect(api.requests.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/donors/me/language/',
      body: { language: 'es' },
    });
  });

  it('in Spanish: the select, its hint, the button and the notice are in Spanish', async () => {
    api = mockApi({
      'GET /api/donors/me/': { status: 200, body: { ...RUTH, language: 'es' } },
      'PUT /api/donors/me/language/': { status: 200, body: RUTH },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyGivingPage />, {
      route: '/my-giving',
      path: '/my-giving',
      translations: await translationsIn('es', loadCatalog),
    });
    const select = await screen.findByRole('combobox', {
      name: 'Idioma de recibos y constancias',
    });
    expect(select).toHaveDisplayValue('Español');
    expect(select).toHaveAccessibleDescription(
      'En este idioma le escribimos sus recibos, sus constancias de fin de año y nuestros correos.',
    );
    await user.selectOptions(select, 'English');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Sus recibos y constancias se escribirán en el idioma que eligió.'),
    ).toBeVisible();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ language: 'en' });
    expect(screen.queryByText(/Language for receipts|Save\b/)).toBeNull();
  });
});
