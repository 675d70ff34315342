import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseRegistrationInputSchema } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { renderWithProviders, translationsIn } from '@parish/shared-web/testing';

function Registration() {
  const form = useSchemaForm(courseRegistrationInputSchema, {
    initialValues: {
      first_name: '',
      last_name: 'x'.repeat(101),
      email: 'ana@',
      course: 'theology',
    },
    submit: async () => {
      throw new Error('not reached');
    },
    failureMessage: 'Failed',
  });
  return (
    <SchemaForm form={form}>
      <SchemaField form={form} name="first_name" kind="text" label="Nombre" />
      <SchemaField form={form} name="last_name" kind="text" label="Apellido" />
      <SchemaField form={form} name="email" kind="email" label="Correo electrónico" />
      <SubmitButton form={form} busyLabel="Enviando...">
        Enviar
      </SubmitButton>
    </SchemaForm>
  );
}

describe('a form on a Spanish page', () => {
  it("shows the schema's messages in Spanish, values kept, at each field and in the alert", async () => {
    renderWithProviders(<Registration />, { translations: await translationsIn('es') });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('El nombre es obligatorio', { selector: 'p' })).toBeVisible();
    expect(screen.getByLabelText(/^Apellido/)).toHaveAccessibleDescription(
      'Debe tener como máximo 100 caracteres',
    );
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(
      'Ingrese un correo electrónico válido',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El nombre es obligatorio');
    expect(screen.queryByText(/is required|Must be at most/)).toBeNull();
  });

  it('shows them in English on an English page', async () => {
    renderWithProviders(<Registration />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText(/^Apellido/)).toHaveAccessibleDescription(
      'Must be at most 100 characters',
    );
  });
});
