import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the element named by the URL's `#hash` into view once `ready`
 * (its content loaded, so the page no longer moves under it), as a browser
 * would on a full page load: /about#leadership after a navigation.
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
