import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { loadTranslations } from '../../../lib/i18n';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SkipToContentLink } from '../components/SkipToContentLink';

describe('the site’s chrome in Spanish', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi({ 'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS } });
  });
  afterEach(() => api.restore());

  async function renderInSpanish() {
    const translations = await loadTranslations('es');
    return renderWithProviders(
      <>
        <SkipToContentLink />
        <SiteHeader />
        <SiteFooter />
      </>,
      { translations },
    );
  }

  it('names the menus, links and buttons in Spanish', async () => {
    await renderInSpanish();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio de Holy Trinity' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/shop');
    expect(
      screen.getByRole('button', { name: 'Tema: según su dispositivo. Cambiar a claro' }),
    ).toBeInTheDocument();
    const main = screen.getAllByRole('navigation', { name: 'Principal' })[0];
    if (!main) throw new Error('no main navigation');
    expect(within(main).getByRole('link', { name: 'Donaciones' })).toHaveAttribute(
      'href',
      '/giving',
    );

    await userEvent.click(within(main).getByRole('button', { name: 'Quiénes somos' }));
    expect(await screen.findByRole('menuitem', { name: /Soy nuevo/ })).toHaveTextContent(
      'Qué esperar en su primera visita.',
    );
  });

  it('fills the footer’s placeholders: the year, the parish and its office hours', async () => {
    await renderInSpanish();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Enlaces rápidos' })).toBeInTheDocument();
    expect(within(footer).getByText(/Todos los derechos reservados\.$/)).toHaveTextContent(
      new RegExp(`^© \\d{4} ${PARISH_DETAILS_DEFAULTS.contact.name}\\. `),
    );
    expect(
      within(footer).getByText(
        `Oficina parroquial: ${PARISH_DETAILS_DEFAULTS.contact.office_hours}`,
      ),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Pódcast: homilías (canal RSS)' }),
    ).toHaveAttribute('href', '/es/podcast.xml');
  });
});
