import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { createParishApi } from '@parish/shared-types';
import { apiClient, apiQuery, useApiMutation, useApiQuery } from '@parish/shared-web';
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

/** A read the sign-in answers, as My Giving's: who is signed in. */
const WHO_PATH = '/api/who/';
const readWho = (signal?: AbortSignal) =>
  apiClient.get<{ name: string } | null>(WHO_PATH, { signal }).then((response) => response.data);

function WhoIsSignedIn() {
  const who = useApiQuery(apiQuery(WHO_PATH, readWho));
  const signIn = useApiMutation(
    () => apiClient.post<{ name: string }>('/api/sign-in/').then((response) => response.data),
    { failureMessage: 'Could not sign in', answers: { path: WHO_PATH, data: (answer) => answer } },
  );
  return (
    <>
      <p>{who.status === 'success' ? `Signed in as ${who.data?.name ?? 'nobody'}` : who.status}</p>
      <Button onClick={() => void signIn.mutate(undefined)}>Sign in</Button>
    </>
  );
}

describe('a change that answers a read', () => {
  it('is what the read shows, even when a read sent before it answers after it', async () => {
    let answerOldRead: (reply: MockReply) => void = () => {};
    mock = mockApi({
      // The read sent before signing in, without the session, answers last.
      [`GET ${WHO_PATH}`]: () => new Promise<MockReply>((resolve) => (answerOldRead = resolve)),
      'POST /api/sign-in/': { status: 200, body: { name: 'Teresa' } },
    });
    renderWithProviders(<WhoIsSignedIn />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as Teresa')).toBeInTheDocument();
    answerOldRead({ status: 200, body: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Signed in as Teresa')).toBeInTheDocument();
  });
});
