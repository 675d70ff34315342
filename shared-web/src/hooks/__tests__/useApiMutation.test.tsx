import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { createParishApi } from '@parish/shared-types';
import { apiClient, useApiMutation } from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';

const api = createParishApi(apiClient);

/** A delete button with no form around it, as a dashboard row has. */
function DeleteEventButton({ onDeleted }: { onDeleted: () => void }) {
  const deletion = useApiMutation((id: number) => api.events.remove(id), {
    failureMessage: 'Failed to delete event',
    failureNotice: true,
    successNotice: 'Event deleted',
    onSuccess: onDeleted,
  });
  return (
    <Button disabled={deletion.busy} onClick={() => void deletion.mutate(7)}>
      {deletion.busy ? 'Deleting...' : 'Delete'}
    </Button>
  );
}

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

function setup(reply: MockReply) {
  mock = mockApi({ 'DELETE /api/events/7/': reply });
  const onDeleted = jest.fn();
  renderWithProviders(<DeleteEventButton onDeleted={onDeleted} />);
  return { onDeleted, requests: mock.requests, user: userEvent.setup() };
}

describe('useApiMutation', () => {
  it('is busy while the call runs', async () => {
    const { user } = setup('never');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('posts its success notice and calls back', async () => {
    const { user, onDeleted } = setup({ status: 204 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Event deleted');
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it("posts the server's sentence for a refusal", async () => {
    const { user, onDeleted } = setup({
      status: 409,
      body: { message: 'This event has bookings, so it cannot be deleted.' },
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This event has bookings, so it cannot be deleted.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("posts its own words when the server's failure says nothing useful", async () => {
    const { user } = setup({ status: 502 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete event');
  });
});
