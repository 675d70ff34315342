import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@parish/shared-web/testing';
import { RemoteOutlet } from '../components/RemoteOutlet';
import { forgetRemoteRoutes, registerRemotesFromRegistry } from '../lib/federation';
import { reloadPage } from '../lib/reloadPage';
import { loadTranslations } from '../../../lib/i18n';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../lib/reloadPage', () => ({ reloadPage: jest.fn() }));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerRemotesFromRegistry({
    commerce: {
      manifest: 'http://commerce.test/mf-manifest.json',
      serverManifest: null,
      release: null,
      releaseManifest: 'http://commerce.test/releases/{release}/mf-manifest.json',
    },
    booking: {
      manifest: 'http://booking.test/mf-manifest.json',
      serverManifest: null,
      release: null,
      releaseManifest: 'http://booking.test/releases/{release}/mf-manifest.json',
    },
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

  it('says it is loading in Spanish on a Spanish page', async () => {
    forgetRemoteRoutes('commerce');
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    const translations = await loadTranslations('es');
    try {
      await act(async () => {
        renderWithProviders(<RemoteOutlet remote="commerce" />, { route: '/shop', translations });
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    } finally {
      // The loader keeps each remote's outcome: the next tests start afresh.
      forgetRemoteRoutes('commerce');
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

describe('a remote whose own code stops loading', () => {
  it("shows the fallback, not 'Unexpected Application Error!', and Retry loads the page afresh", async () => {
    // What a lazy page of the remote throws when its chunk is gone (release removed, network blip).
    const chunkFailure = Object.assign(
      new Error('Loading chunk 466 failed.\n(missing: http://booking.test/releases/v1/466.js)'),
      { name: 'ChunkLoadError' },
    );
    function PageWithMissingChunk(): never {
      throw chunkFailure;
    }
    forgetRemoteRoutes('booking');
    jest.mocked(loadRemote).mockResolvedValue({ default: PageWithMissingChunk });
    await act(async () => {
      renderWithProviders(<RemoteOutlet remote="booking" />, { route: '/calendar' });
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Event booking could not be loaded');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('which release is on screen', () => {
  const DEPLOYED = '1.0.0-20261124.101500-abc1234';
  const TRIED = '1.1.0-20261201.090000-def5678';
  const booking = {
    manifest: `http://booking.test/releases/${DEPLOYED}/mf-manifest.json`,
    serverManifest: null,
    release: DEPLOYED,
    releaseManifest: 'http://booking.test/releases/{release}/mf-manifest.json',
  };
  const Page = () => <h1>Calendar</h1>;

  /** Shows booking's page at /calendar; returns the release marked around it. */
  async function showCalendar() {
    forgetRemoteRoutes('booking');
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = renderWithProviders(<RemoteOutlet remote="booking" />, {
        route: '/calendar',
      }));
    });
    await screen.findByRole('heading', { name: 'Calendar' });
    return container.querySelector('[data-remote="booking"]')?.getAttribute('data-remote-release');
  }

  it('marks the remote area with its release', async () => {
    registerRemotesFromRegistry({ booking });
    expect(await showCalendar()).toBe(DEPLOYED);
    expect(screen.queryByTestId('release-override-notice')).not.toBeInTheDocument();
  });

  it('tells an administrator trying a release what visitors get, and stops on request', async () => {
    const originalFetch = global.fetch;
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    try {
      registerRemotesFromRegistry(
        { booking },
        { remote: 'booking', release: TRIED, expiresAt: '2099-01-01T12:00:00Z' },
      );
      expect(await showCalendar()).toBe(TRIED);
      // The notice loads with its texts, for such an administrator only.
      const notice = await screen.findByTestId('release-override-notice');
      expect(notice).toHaveTextContent(
        `Trying booking release ${TRIED} in this browser only, until`,
      );
      expect(notice).toHaveTextContent(`Visitors get ${DEPLOYED}.`);

      await userEvent.click(screen.getByRole('button', { name: 'Stop trying it' }));
      expect(global.fetch).toHaveBeenCalledWith(
        '/api/release-override',
        expect.objectContaining({ method: 'DELETE' }),
      );
      await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    } finally {
      global.fetch = originalFetch;
    }
  });
});
