import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { Button } from '@mui/material';
import { useNotify } from '@parish/shared-web';
import { renderWithProviders } from '@parish/shared-web/testing';
import { NOTICE_GIVES_WAY_MS } from '../Notifications';

/** A screen that saves, says so, and goes back to the list (as admin forms do). */
function SaveThenLeave() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Button
      onClick={() => {
        notify.success('Event Updated');
        void navigate('/admin');
      }}
    >
      Save
    </Button>
  );
}

function Poster({ post }: { post: (notify: ReturnType<typeof useNotify>) => void }) {
  const notify = useNotify();
  return <Button onClick={() => post(notify)}>Post</Button>;
}

describe('the notices of a page', () => {
  it('keeps a success notice posted just before a navigation on screen after it', async () => {
    renderWithProviders(<SaveThenLeave />, {
      route: '/admin/edit-event',
      path: '/admin/edit-event',
      routes: [{ path: '/admin', element: <h1>Dashboard</h1> }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Event Updated');
  });

  it('shows one notice at a time, oldest first, the next once it is closed', async () => {
    renderWithProviders(
      <Poster
        post={(notify) => {
          notify.success('Leader Added');
          notify.success('Ministry Added');
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('status')).toHaveTextContent('Leader Added');
    expect(screen.queryByText('Ministry Added')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Ministry Added')).toBeInTheDocument();
    expect(screen.queryByText('Leader Added')).not.toBeInTheDocument();
  });

  it('lets a newer notice through after a moment, not after the older one has had its full time', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(
        <Poster
          post={(notify) => {
            notify.success('Event Updated');
            notify.success('Event deleted');
          }}
        />,
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Post' }));
      act(() => jest.advanceTimersByTime(NOTICE_GIVES_WAY_MS - 100));
      expect(screen.getByRole('status')).toHaveTextContent('Event Updated');

      // Well before the first one's own 6 s: a step at a time, as the closing
      // animation's timers are set once the notice starts to close.
      for (let step = 0; step < 10; step++) act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole('status')).toHaveTextContent('Event deleted');
      expect(screen.queryByText('Event Updated')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps an error on screen while another notice waits behind it', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(
        <Poster
          post={(notify) => {
            notify.error('Failed to delete event');
            notify.success('Leader Added');
          }}
        />,
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Post' }));
      act(() => jest.advanceTimersByTime(30_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete event');
      expect(screen.queryByText('Leader Added')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('announces an error as an alert that stays until it is dismissed', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Poster post={(notify) => notify.error('Failed to delete event')} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Post' }));
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete event');
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides a success notice by itself after a few seconds', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Poster post={(notify) => notify.success('Shop Item Added')} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Post' }));
      expect(screen.getByRole('status')).toHaveTextContent('Shop Item Added');
      act(() => jest.advanceTimersByTime(10_000));
      await waitFor(() => expect(screen.queryByText('Shop Item Added')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it("runs a notice's action (Undo) and closes it", async () => {
    const undo = jest.fn();
    renderWithProviders(
      <Poster
        post={(notify) =>
          notify.success('Ministry deleted', { action: { label: 'Undo', onClick: undo } })
        }
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Ministry deleted')).not.toBeInTheDocument());
  });

  it('tells the screen once when a notice leaves, whether closed, timed out or its action taken', async () => {
    const dismissed = jest.fn();
    const undo = jest.fn();
    renderWithProviders(
      <Poster
        post={(notify) => {
          notify.success('Shop item deleted', { onDismissed: () => dismissed('closed') });
          notify.success('Ministry deleted', {
            action: { label: 'Undo', onClick: undo },
            onDismissed: () => dismissed('after undo'),
          });
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(dismissed).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByText('Ministry deleted');
    expect(dismissed.mock.calls).toEqual([['closed']]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(dismissed.mock.calls).toEqual([['closed'], ['after undo']]));
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('tells the screen when its notice is dismissed from elsewhere, and only once', async () => {
    const dismissed = jest.fn();
    renderWithProviders(
      <Poster
        post={(notify) => {
          const id = notify.info('Deleting…', { onDismissed: dismissed });
          notify.dismiss(id);
          notify.dismiss(id);
        }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post' }));

    expect(dismissed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Deleting…')).not.toBeInTheDocument());
  });
});
