import '@testing-library/jest-dom';

// jsdom has no matchMedia; MUI's colour-scheme logic asks it for the
// visitor's light/dark preference.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement scrolling; screens that scroll into view call it.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
