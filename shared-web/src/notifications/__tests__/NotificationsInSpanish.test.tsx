import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { apiClient, useApiMutation, useNotify } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';

/** An action with no form of its own, which posts its failure as a notice (a delete, say). */
function Remove() {
  const remove = useApiMutation(() => apiClient.delete('/api/events/7'), {
    failureMessage: 'No se pudo eliminar el evento.',
    failureNotice: true,
  });
  return <Button onClick={() => void remove.mutate(undefined)}>Eliminar</Button>;
}

function Undoable() {
  const notify = useNotify();
  return (
    <Button
      onClick={() =>
        notify.success('Evento eliminado', { action: { label: 'Deshacer', onClick() {} } })
      }
    >
      Publicar
    </Button>
  );
}

describe('notices on a Spanish page', () => {
  it('say a lost connection in Spanish', async () => {
    const api = mockApi({ 'DELETE /api/events/7': 'network-error' });
    try {
      renderWithProviders(<Remove />, { translations: await translationsIn('es') });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Eliminar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No pudimos comunicarnos con el servidor de la parroquia. Revise su conexión e inténtelo de nuevo.',
      );
    } finally {
      api.restore();
    }
  });

  it('name their close button in Spanish', async () => {
    renderWithProviders(<Undoable />, { translations: await translationsIn('es') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
