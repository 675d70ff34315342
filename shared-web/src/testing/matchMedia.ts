/**
 * A stand-in for `window.matchMedia`, which jsdom lacks; MUI's colour-scheme
 * logic asks it for the visitor's light/dark preference. It imports nothing,
 * so the root Jest setup installs it for every web project.
 */
export function fakeMatchMedia({ prefersDark = false } = {}): (query: string) => MediaQueryList {
  return (query) =>
    ({
      matches: prefersDark && query.includes('prefers-color-scheme: dark'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
