import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requiredText } from '@parish/shared-types';
import {
  apiClient,
  NETWORK_ERROR_MESSAGE,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';

const schema = z.object({
  password: requiredText('Password is required'),
  image: z.string(),
  photo: z.instanceof(Blob).nullable(),
});

function Fields() {
  const form = useSchemaForm(schema, {
    initialValues: { password: 'secreto', image: '', photo: null as File | null },
    submit: async () => {
      throw new Error('not sent');
    },
    failureMessage: 'No se pudo guardar.',
  });
  return (
    <SchemaForm form={form}>
      <SchemaField form={form} name="password" kind="password" label="Contraseña" />
      <SchemaField form={form} name="image" kind="imageUrl" label="Imagen" />
      <SchemaField form={form} name="photo" kind="file" label="Foto" accept="image/*" />
      <SubmitButton form={form} busyLabel="Guardando...">
        Guardar
      </SubmitButton>
    </SchemaForm>
  );
}

describe('form fields in Spanish', () => {
  it('shows and hides a password in Spanish', async () => {
    renderWithProviders(<Fields />, { translations: await translationsIn('es') });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('chooses a file and previews it in Spanish', async () => {
    renderWithProviders(<Fields />, { translations: await translationsIn('es') });
    const user = userEvent.setup();
    expect(screen.getByText('Elegir un archivo')).toBeInTheDocument();
    expect(screen.getByText('No se ha elegido ningún archivo')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/^Foto/),
      new File(['x'.repeat(2048)], 'pascua.png', { type: 'image/png' }),
    );
    expect(screen.getByText('pascua.png (2 KB)')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Vista previa de pascua.png' })).toBeVisible();
  });

  it('says in Spanish when an image URL cannot be loaded', async () => {
    renderWithProviders(<Fields />, { translations: await translationsIn('es') });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Imagen/ }), '/uploads/coro.jpg');
    const preview = screen.getByRole('img', { name: 'Vista previa de Imagen' });
    fireEvent.error(preview);
    expect(await screen.findByRole('img', { name: 'Imagen: sin vista previa' })).toHaveTextContent(
      'No se pudo cargar la imagen.',
    );
  });
});

function Contact() {
  const form = useSchemaForm(z.object({ name: z.string() }), {
    initialValues: { name: 'Ana' },
    submit: async (value) => {
      await apiClient.post('/api/contact', value);
    },
    failureMessage: 'No se pudo enviar su mensaje.',
  });
  return (
    <SchemaForm form={form}>
      <SubmitButton form={form} busyLabel="Enviando...">
        Enviar
      </SubmitButton>
    </SchemaForm>
  );
}

describe('a form on a Spanish page that cannot reach the server', () => {
  it('says so in Spanish (describeApiError keeps its English constant)', async () => {
    const api = mockApi({ 'POST /api/contact': 'network-error' });
    try {
      renderWithProviders(<Contact />, { translations: await translationsIn('es') });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'No pudimos comunicarnos con el servidor de la parroquia. Revise su conexión e inténtelo de nuevo.',
        ),
      );
      expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
    } finally {
      api.restore();
    }
  });
});
