import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requiredDate } from '@parish/shared-types';
import { SchemaForm, useSchemaForm } from '@parish/shared-web';
import { loadDateFieldLocale, SchemaDateField } from '@parish/shared-web/date-fields';
import { renderWithProviders, translationsIn } from '@parish/shared-web/testing';

const schema = z.object({ day: requiredDate('Enter the day.') });

function DayForm({ day }: { day: string }) {
  const form = useSchemaForm(schema, {
    initialValues: { day },
    submit: async () => {},
    failureMessage: 'No se pudo guardar.',
  });
  return (
    <SchemaForm form={form}>
      <SchemaDateField form={form} name="day" label="Fecha del evento" />
    </SchemaForm>
  );
}

describe('a date field on a Spanish page', () => {
  it('opens a calendar with Spanish month and day names', async () => {
    const translations = await translationsIn('es');
    // Drawn in English while its locale loads (nothing asked for it ahead here), then in Spanish.
    await act(async () => {
      renderWithProviders(<DayForm day="2026-12-25" />, { translations });
    });
    expect(
      await screen.findByRole('spinbutton', { name: 'Año' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Elegir fecha del evento en un calendario' }));
    const calendar = await screen.findByRole('grid');
    expect(screen.getByText('diciembre 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('columnheader', { name: 'domingo' })).toBeInTheDocument();
  });

  it('shows the parts to type with Spanish placeholders once its locale is loaded ahead', async () => {
    await loadDateFieldLocale('es');
    renderWithProviders(<DayForm day="" />, { translations: await translationsIn('es') });
    const field = screen.getByRole('group', { name: /^Fecha del evento/ });
    expect(within(field).getByRole('spinbutton', { name: 'Año' })).toHaveTextContent('AAAA');
    expect(within(field).getByRole('spinbutton', { name: 'Día' })).toHaveTextContent('DD');
  });

  it('stays in English on English pages', async () => {
    renderWithProviders(<DayForm day="2026-12-25" />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Choose fecha del evento in a calendar' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.getByText('December 2026')).toBeInTheDocument();
  });
});
