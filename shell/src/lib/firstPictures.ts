/** The longest the scripts wait for a server-rendered page's first pictures. */
export const FIRST_PICTURES_WAIT_MS = 1_000;

/**
 * Resolves once the first pictures of a page the server rendered (those it
 * asks for at high priority: the hero's, the first event's, the first shop
 * item's) are on screen, and at the latest after FIRST_PICTURES_WAIT_MS.
 * At once for any other page.
 *
 * Starting the site's scripts is the longest work a slow phone does, and
 * it would hold back those pictures, the page's largest paint. The page is
 * readable meanwhile and its links work as plain links; only evaluating the
 * scripts waits, for a short while.
 */
export function firstPicturesShown(doc: Document): Promise<void> {
  const root = doc.getElementById('root');
  if (!root?.hasAttribute('data-server-rendered')) return Promise.resolve();
  const pictures = Array.from(root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  if (pictures.length === 0) return Promise.resolve();
  // Decoded means ready to paint; the frame after next has drawn them.
  const decoded = Promise.allSettled(
    pictures.map((picture) => Promise.resolve().then(() => picture.decode())),
  ).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const limit = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PICTURES_WAIT_MS));
  return Promise.race([decoded, limit]);
}
