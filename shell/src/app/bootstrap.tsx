import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readAdminHint, useSessionStore } from '@parish/shared-web';
import {
  fetchRemotesRegistry,
  loadRemoteRoutes,
  registerRemotesFromRegistry,
} from '../features/remotes/lib/federation';
import { remoteForPath } from '../features/remotes/lib/routeTable';
import { App } from './App';
import { createRouter } from './router';

async function start() {
  try {
    registerRemotesFromRegistry(await fetchRemotesRegistry());
  } catch (error) {
    // Without the registry every remote page shows its fallback; the shell,
    // login and navigation still work.
    console.error('[shell] could not read remotes.json', error);
    registerRemotesFromRegistry({});
  }

  // Start fetching the current page's remote now rather than after the first
  // render. Admin code waits for a confirmed session.
  const remote = remoteForPath(window.location.pathname);
  if (remote && remote !== 'admin') loadRemoteRoutes(remote).catch(() => {});
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

void start();
