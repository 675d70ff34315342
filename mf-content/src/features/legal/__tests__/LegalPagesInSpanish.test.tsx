import { screen } from '@testing-library/react';
import { renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import PrivacyPage from '../components/PrivacyPage';
import TermsPage from '../components/TermsPage';

const inSpanish = async () => ({ translations: await translationsIn('es', loadCatalog) });

describe('the legal pages in Spanish', () => {
  it('shows the privacy policy in Spanish', async () => {
    renderWithProviders(<PrivacyPage />, await inSpanish());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Última actualización: noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qué guardamos y por qué' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText('Your choices')).not.toBeInTheDocument();
  });

  it('shows the terms of use in Spanish, with the link to the privacy policy', async () => {
    renderWithProviders(<TermsPage />, await inSpanish());
    expect(screen.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByText(/^Los precios están en dólares estadounidenses\./)).toBeVisible();
    expect(screen.queryByText('Our content')).not.toBeInTheDocument();
  });
});
