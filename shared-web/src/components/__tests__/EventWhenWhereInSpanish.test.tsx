import { screen } from '@testing-library/react';
import { AddToCalendarButton, EventWhenWhere } from '@parish/shared-web';
import { renderWithProviders, translationsIn } from '@parish/shared-web/testing';

const EVENT = { date: '2026-12-25', time: '18:30:00', location: 'Salón parroquial' };

describe('an event in Spanish', () => {
  it("gives its date and time in Spanish's forms", async () => {
    renderWithProviders(<EventWhenWhere event={EVENT} />, {
      translations: await translationsIn('es'),
    });
    expect(screen.getByText(/dic/)).toHaveTextContent('25 dic 2026 · 6:30 p.m.');
    expect(screen.getByText('Salón parroquial')).toBeInTheDocument();
  });

  it('keeps the English forms on English pages', () => {
    renderWithProviders(<EventWhenWhere event={EVENT} />);
    expect(screen.getByText(/Dec/)).toHaveTextContent('Dec 25, 2026 · 6:30 PM');
  });

  it('offers to add it to a calendar in Spanish', async () => {
    renderWithProviders(<AddToCalendarButton eventId={7} eventTitle="Villancicos de Adviento" />, {
      translations: await translationsIn('es'),
    });
    expect(
      screen.getByRole('link', { name: 'Agregar al calendario: Villancicos de Adviento' }),
    ).toHaveTextContent('Agregar al calendario');
  });
});
