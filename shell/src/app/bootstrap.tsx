import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installWidgetLoader, readAdminHint, useSessionStore } from '@parish/shared-web';
import { loadRemoteRoutes, loadRemoteWidget } from '../features/remotes/lib/federation';
import {
  prefetchLikelyRemotesWhenIdle,
  prefetchOnLinkIntent,
  setAdminSessionCheck,
} from '../features/remotes/lib/prefetch';
import { remoteForPath } from '../features/remotes/lib/routeTable';
import { App } from './App';
import { createRouter } from './router';

function start() {
  // Admin code is fetched ahead only for a session the server has confirmed.
  setAdminSessionCheck(() => useSessionStore.getState().status === 'authenticated');
  prefetchOnLinkIntent();
  // Remote pages mount each other's widgets through the shell's runtime.
  installWidgetLoader(loadRemoteWidget);

  // The entry (index.ts) is already downloading the current page's remote;
  // run it now rather than after the first render. Admin code waits for a
  // confirmed session. Once the page's remote is in, fetch the likely next
  // ones while the browser is idle.
  const remote = remoteForPath(window.location.pathname);
  const pageRemote = remote && remote !== 'admin' ? loadRemoteRoutes(remote) : Promise.resolve();
  pageRemote.catch(() => {}).finally(() => prefetchLikelyRemotesWhenIdle(remote));

  // Visitors never pay for a session check; a returning admin's hint asks the
  // server, which has the final word.
  if (readAdminHint()) void useSessionStore.getState().check();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>,
  );
}

start();
