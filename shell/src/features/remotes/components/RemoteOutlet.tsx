import { Suspense, use } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@parish/shared-types';
import { forgetRemoteRoutes, loadRemoteRoutes } from '../lib/federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteSkeleton } from './RemoteSkeleton';

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  // The loader caches its promise per remote, as `use` requires, so moving
  // between pages of a remote never shows the skeleton again.
  const { default: Routes } = use(loadRemoteRoutes(remote));
  return <Routes />;
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
