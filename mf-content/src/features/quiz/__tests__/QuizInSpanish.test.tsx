import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import QuizPage from '../components/QuizPage';

describe('the Catholic Quiz in Spanish', () => {
  it('asks, scores and explains in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />, { translations: await translationsIn('es', loadCatalog) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cuestionario católico' }),
    ).toBeInTheDocument();
    const first = screen.getByRole('radiogroup', {
      name: '1. ¿Cuántos sacramentos celebra la Iglesia católica?',
    });
    await user.click(within(first).getByLabelText('Cinco'));
    expect(screen.getByText('Faltan 9 preguntas por responder.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revisar mis respuestas' }));
    expect(screen.getByRole('heading', { name: 'Acertó 0 de 10' })).toBeInTheDocument();
    expect(
      screen.getByText('No es correcto. La respuesta correcta es: Siete.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.queryByText(/Not answered/)).not.toBeInTheDocument();
  });
});
