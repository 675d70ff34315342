/**
 * The composed site in a test: the shell's real routes and layout, with the
 * remotes served by the test instead of the federation runtime.
 *
 * A test file using it mocks the loader first (see ./federationMock).
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RemoteName, RemoteRoutesModule } from '@parish/shared-types';
import { AppProviders } from '@parish/shared-web';
import { routes } from '../app/router';
import * as federation from '../features/remotes/lib/federation';

type ServeRemote = () => Promise<RemoteRoutesModule>;

/**
 * Answers `loadRemoteRoutes` for each remote from `modules`; a remote left
 * out cannot be loaded. Like the real loader it keeps one promise per remote
 * (React's `use` needs that) until `forgetRemoteRoutes` (Retry).
 */
export function serveRemotes(modules: Partial<Record<RemoteName, ServeRemote>>): void {
  const cache = new Map<RemoteName, Promise<RemoteRoutesModule>>();
  jest.mocked(federation.loadRemoteRoutes).mockImplementation((remote) => {
    let promise = cache.get(remote);
    if (!promise) {
      const serve = modules[remote];
      promise = serve
        ? serve()
        : Promise.reject(new federation.RemoteUnavailableError(remote, 'not served in this test'));
      cache.set(remote, promise);
    }
    return promise;
  });
  jest.mocked(federation.forgetRemoteRoutes).mockImplementation((remote) => {
    cache.delete(remote);
  });
}

/** A remote that answers only when the test calls `release`. */
export function heldRemote(module: RemoteRoutesModule): {
  serve: ServeRemote;
  release: () => void;
} {
  let release = () => {};
  return {
    serve: () => new Promise((resolve) => (release = () => resolve(module))),
    release: () => release(),
  };
}

/** Renders the whole site at `path`; returns its router. */
export async function renderSite(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // `await act` lets React retry a component that suspended on a remote's
  // promise (`use`), as the browser does once the promise settles.
  await act(async () => {
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return router;
}
