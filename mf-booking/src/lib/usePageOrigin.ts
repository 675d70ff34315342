import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * The site's origin (`https://parish.example`). Pages are to be rendered on
 * a server too, where there is no location: there it is null (React's
 * server snapshot), and the browser fills it in.
 */
export function usePageOrigin(): string | null {
  return useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => null,
  );
}
