import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parish/shared-web/testing';
import { loadTranslations } from '../../../lib/i18n';
import { RemoteFallback } from '../components/RemoteFallback';

describe('the fallback of a remote that could not be loaded', () => {
  it('names the part of the site that failed, and retries', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<RemoteFallback remote="booking" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Event booking could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says it in Spanish on a Spanish page', async () => {
    renderWithProviders(<RemoteFallback remote="commerce" onRetry={() => {}} />, {
      translations: await loadTranslations('es'),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar la tienda ni las donaciones');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
