import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while rendering on the server or hydrating the server's markup;
 * false once the browser draws by itself (and in a page drawn in the browser
 * from the start). A part whose browser-only value (a stored preference)
 * would differ from the server's renders the server's while this is true,
 * so hydration matches; React draws it again with the browser's value right
 * after, that part alone.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
