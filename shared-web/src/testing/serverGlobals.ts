/**
 * What a browser has and a server has not. A page must not touch any of
 * them while it renders or while its modules load (docs/conventions.md).
 */
export const BROWSER_ONLY_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'matchMedia',
] as const;

/**
 * Makes sure none of the browser's globals exist, as on a server. Newer
 * Node versions define `navigator` (and may define storage): they are
 * removed, so a page reading one throws here as it would on a server
 * without it. Throws if one cannot be removed (a jsdom test calling it).
 */
export function assertServerGlobals(): void {
  const scope = globalThis as Record<string, unknown>;
  for (const name of BROWSER_ONLY_GLOBALS) {
    if (name in scope) Reflect.deleteProperty(scope, name);
    if (name in scope) throw new Error(`A server render test must run without a global ${name}`);
  }
}
