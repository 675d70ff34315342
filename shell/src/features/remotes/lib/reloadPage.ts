/**
 * Loads the page again. A remote whose chunk failed keeps that failure in
 * its lazy pages for the page's lifetime, so Retry after a chunk error is
 * a fresh load, which also takes the release deployed now.
 */
export function reloadPage(): void {
  window.location.reload();
}
