import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The site's style cache, made the same way on the server (one per render)
 * and in the browser (one per page), so the browser takes over the styles
 * the server wrote in the head. Without vendor prefixes: every browser the
 * site supports (`BROWSER_TARGETS` in tooling/src/rspack/build.ts) reads the standard
 * properties, and the prefixer made the page's styles a fifth longer and ran
 * for every style inserted while the page hydrates (issue 28). Class names
 * do not depend on it.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
