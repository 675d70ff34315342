import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@parish/shared-web/testing';
import { RemoteOutlet } from '../components/RemoteOutlet';
import { registerRemotesFromRegistry } from '../lib/federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerRemotesFromRegistry({
    commerce: 'http://commerce.test/mf-manifest.json',
    booking: 'http://booking.test/mf-manifest.json',
  });
});

describe('a remote page while its remote loads', () => {
  it('holds the page area with a skeleton, then shows the fallback when the remote never answers', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
      await act(async () => {
        renderWithProviders(<RemoteOutlet remote="commerce" />, { route: '/shop' });
      });

      expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The shop and giving pages could not be loaded',
      );
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a remote that cannot be loaded', () => {
  it('shows the fallback with Retry whatever the federation runtime threw', async () => {
    // A remote no other test has loaded: the loader keeps each remote's outcome.
    jest.mocked(loadRemote).mockRejectedValue(new Error('ScriptExternalLoadError: remoteEntry.js'));
    await act(async () => {
      renderWithProviders(<RemoteOutlet remote="booking" />, { route: '/calendar' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Event booking could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
