import type * as Federation from '../features/remotes/lib/federation';

/**
 * The remotes loader's module for `jest.mock`: the real error type, the
 * loading functions left to `serveRemotes` (./site). Kept apart from
 * ./site, which imports the mocked module itself:
 *
 *   jest.mock('../../features/remotes/lib/federation', () =>
 *     jest.requireActual<typeof FederationMock>('../../testing/federationMock').federationMock());
 */
export function federationMock(): Partial<typeof Federation> {
  const actual = jest.requireActual<typeof Federation>('../features/remotes/lib/federation');
  return {
    RemoteUnavailableError: actual.RemoteUnavailableError,
    loadRemoteRoutes: jest.fn(),
    forgetRemoteRoutes: jest.fn(),
    // Served remotes are no release in particular.
    registeredRelease: () => null,
  };
}
