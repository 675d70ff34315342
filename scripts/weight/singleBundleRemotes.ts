/**
 * Stands in for the shell's `features/remotes/lib/federation.ts` in the
 * single-bundle build (`rspack.single.ts`): the same exports, but each
 * remote's `./routes` (and the booking widget) is a plain dynamic import of
 * that remote's source, so the page is built as one app with no federation.
 * Used only to measure (`npm run report:weight`); never shipped.
 */
import type {
  RemoteName,
  RemoteRoutesModule,
  RemoteWidgetId,
  RemoteWidgetModule,
} from '@parish/shared-types';

// The shell's own module (an alias of rspack.single.ts), so its error class is the one the shell's pages check for.
export { REMOTE_LOAD_TIMEOUT_MS, RemoteUnavailableError } from 'parish-single/remote-unavailable';

export interface OverrideInEffect {
  override: { remote: RemoteName; release: string };
  deployed: string | null;
}

// Resolved by aliases in rspack.single.ts to each remote's source.
const ROUTES: Record<RemoteName, () => Promise<RemoteRoutesModule>> = {
  content: () => import('parish-single/content/routes') as Promise<RemoteRoutesModule>,
  commerce: () => import('parish-single/commerce/routes') as Promise<RemoteRoutesModule>,
  booking: () => import('parish-single/booking/routes') as Promise<RemoteRoutesModule>,
  admin: () => import('parish-single/admin/routes') as Promise<RemoteRoutesModule>,
};

const WIDGETS: Record<RemoteWidgetId, () => Promise<RemoteWidgetModule>> = {
  'booking/widgets/UpcomingEvents': () =>
    import('parish-single/booking/widgets/UpcomingEvents') as Promise<RemoteWidgetModule>,
};

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();

export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let routes = loaded.get(remote);
  if (!routes) {
    routes = ROUTES[remote]();
    loaded.set(remote, routes);
  }
  return routes;
}

export function loadRemoteWidget(id: RemoteWidgetId): Promise<RemoteWidgetModule> {
  return WIDGETS[id]();
}

export function forgetRemoteRoutes(remote: RemoteName): void {
  loaded.delete(remote);
}

export function registeredRelease(): null {
  return null;
}

export function ensureRemotesRegistered(): Promise<void> {
  return Promise.resolve();
}

/** One bundle: nothing to download ahead beyond what a page imports. */
export function downloadRemoteAhead(): Promise<void> {
  return Promise.resolve();
}

export async function preloadRemoteRoutes(remote: RemoteName): Promise<void> {
  await loadRemoteRoutes(remote);
}
