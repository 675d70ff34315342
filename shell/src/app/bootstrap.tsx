import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import {
  installWidgetLoader,
  PAGE_DATA_ELEMENT_ID,
  PageData,
  readAdminHint,
  useSessionStore,
  type PageDataSnapshot,
} from '@parish/shared-web';
import { loadRemoteRoutes, loadRemoteWidget } from '../features/remotes/lib/federation';
import {
  prefetchLikelyRemotesWhenIdle,
  prefetchOnLinkIntent,
  setAdminSessionCheck,
} from '../features/remotes/lib/prefetch';
import { remoteForPath } from '../features/remotes/lib/routeTable';
import { App } from './App';
import { createRouter } from './router';

/** What the server rendered the page with, if it rendered it (the data block beside the markup). */
function serverPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return new PageData(JSON.parse(text) as PageDataSnapshot);
  } catch {
    return null;
  }
}

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
  const router = createRouter();
  const pageData = serverPageData();
  // The server's data stands for the page it rendered only: the next page
  // reads its own.
  const initial = router.state.location;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === initial.pathname && location.search === initial.search) return;
    pageData?.expire();
    unsubscribe();
  });
  const app = (
    <StrictMode>
      <App
        router={<RouterProvider router={router} />}
        navigate={(to) => void router.navigate(to)}
        pageData={pageData}
      />
    </StrictMode>
  );
  // A page the server rendered is taken over as it is (hydrated); any other
  // (an admin page, or the server could not render it) is drawn here.
  if (container.hasAttribute('data-server-rendered')) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) =>
        console.error('[shell] the page did not hydrate cleanly', error),
    });
  } else {
    createRoot(container).render(app);
  }
}

start();
