import '@testing-library/jest-dom';
import { fakeMatchMedia } from './shared-web/src/testing/matchMedia';

// jsdom has no matchMedia; MUI's colour-scheme logic asks it for the
// visitor's light/dark preference.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia() });
}

// jsdom does not implement scrolling; screens that scroll into view call it.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
