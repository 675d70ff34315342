import { screen } from '@testing-library/react';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  NETWORK_ERROR_MESSAGE,
  NotFoundPage,
  SITE_NAME,
} from '@parish/shared-web';
import { renderWithProviders, translationsIn } from '@parish/shared-web/testing';

describe('the not-found page and page states in Spanish', () => {
  it('says the page was not found, names the page so, and leads home', async () => {
    renderWithProviders(<NotFoundPage />, { translations: await translationsIn('es') });
    expect(
      screen.getByRole('heading', { level: 1, name: '¡Lo sentimos! No encontramos esta página' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La página que busca no existe o cambió de dirección.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe(`Página no encontrada · ${SITE_NAME}`);
  });

  it('says "Cargando..." when a loading state is given no words of its own', async () => {
    renderWithProviders(<LoadingState />, { translations: await translationsIn('es') });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it("keeps a page's own words and offers to try again in Spanish", async () => {
    renderWithProviders(
      <>
        <LoadingState label="Cargando eventos..." />
        <ErrorState message="No se pudieron cargar los eventos." onRetry={jest.fn()} />
        <EmptyState>No hay eventos.</EmptyState>
      </>,
      { translations: await translationsIn('es') },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando eventos...');
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los eventos.');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByText('No hay eventos.')).toBeInTheDocument();
  });

  it('says a lost connection (describeApiError’s English constant) in Spanish', async () => {
    renderWithProviders(<ErrorState message={NETWORK_ERROR_MESSAGE} />, {
      translations: await translationsIn('es'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos comunicarnos con el servidor de la parroquia. Revise su conexión e inténtelo de nuevo.',
    );
  });

  it('stays in English on English pages', () => {
    renderWithProviders(
      <>
        <LoadingState />
        <ErrorState message={NETWORK_ERROR_MESSAGE} onRetry={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
