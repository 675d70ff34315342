import { lazy, Suspense, use } from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from '@parish/shared-types';
import { forgetRemoteRoutes, loadRemoteRoutes, registeredRelease } from '../lib/federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteSkeleton } from './RemoteSkeleton';

/** Loaded only while an administrator tries a release: no visitor's page carries it. */
const ReleaseOverrideNotice = lazy(() => import('./ReleaseOverrideNotice'));

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  // The loader caches its promise per remote, as `use` requires, so moving
  // between pages of a remote never shows the skeleton again.
  const { default: Routes } = use(loadRemoteRoutes(remote));
  const loaded = registeredRelease(remote);
  return (
    // Which release is on screen, for operators and tests; no box of its own.
    <div
      data-remote={remote}
      data-remote-release={loaded?.release ?? 'unversioned'}
      style={{ display: 'contents' }}
    >
      {loaded?.override && (
        <Suspense fallback={null}>
          <ReleaseOverrideNotice {...loaded.override} />
        </Suspense>
      )}
      <Routes />
    </div>
  );
}

/** Mounts the pages of `remote` for the current URL, or its fallback. */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={pathname}
      onRetry={() => forgetRemoteRoutes(remote)}
    >
      <Suspense fallback={<RemoteSkeleton />}>
        <RemoteRoutes remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
