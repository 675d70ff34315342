import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a page (a remote still loading, say) to render its heading. */
const HEADING_WAIT_MS = 5000;

function findHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('[data-page-heading]') ?? main.querySelector('h1');
}

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * After a navigation (not the first page load, where the browser's own
 * start is right), moves focus to the new page's main heading, so keyboard
 * and screen-reader users continue from the top of the page they chose.
 * Remote pages may render their heading a moment later; the hook waits for
 * it, unless the visitor moves focus meanwhile (opens the menu, tabs on):
 * a late heading must not pull focus away from what they are using. A link
 * to an anchor (`/about#leadership`) is left to the browser.
 */
export function useFocusHeadingOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = mainRef.current;
    if (!main || hash) return;

    const heading = findHeading(main);
    if (heading) {
      focusHeading(heading);
      return;
    }
    const observer = new MutationObserver(() => {
      const found = findHeading(main);
      if (found) {
        stop();
        focusHeading(found);
      }
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', stop);
    }
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', stop);
    return stop;
  }, [pathname, hash, mainRef]);
}
