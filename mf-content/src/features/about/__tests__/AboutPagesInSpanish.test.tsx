import { screen } from '@testing-library/react';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadChurchHoursCatalog } from '@parish/shared-web/church-hours';
import { loadCatalog } from '../lib/i18n';
import AboutPage from '../components/AboutPage';
import ContactPage from '../components/ContactPage';

// The page's catalogs, as its route loads them with it (the church hours' too).
const inSpanish = async () => ({
  translations: await translationsIn('es', loadCatalog, loadChurchHoursCatalog),
});

beforeEach(() => {
  mockApi({
    'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS },
    'GET /api/leadership/': { status: 200, body: [] },
  });
});

describe('the About pages in Spanish', () => {
  it('shows About Us with its values, sections and form in Spanish', async () => {
    renderWithProviders(<AboutPage />, await inSpanish());
    expect(screen.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Culto auténtico' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Participe' })).toHaveAttribute(
      'href',
      '/ministries#get-involved',
    );
    expect(screen.getByRole('link', { name: 'Hacer el cuestionario católico' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Asunto/)).toBeInTheDocument();
    expect(
      await screen.findByText('Muy pronto presentaremos aquí a nuestro equipo de liderazgo.'),
    ).toBeInTheDocument();
    for (const english of ['About Us', 'Our History', 'Send Message', 'Visit Us'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('labels the contact form and its destinations in Spanish, storing the office’s value', async () => {
    renderWithProviders(<ContactPage />, await inSpanish());
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Escribir a la oficina parroquial' })).toBeVisible();
    expect(screen.getByLabelText(/^Teléfono \(opcional\)/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Abrir en mapas (se abre en una pestaña nueva)' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Horario de Misas' })).toBeInTheDocument();
    expect(screen.queryByText('Find Us')).not.toBeInTheDocument();
  });
});
