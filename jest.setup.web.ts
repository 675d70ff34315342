import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { fakeMatchMedia } from './shared-web/src/testing/matchMedia';
import { assertServerGlobals } from './shared-web/src/testing/serverGlobals';

// A test that renders as a server does (`@jest-environment node`) has no
// window: the browser stand-ins below are for jsdom only, and such a test
// starts, before its own imports, without any browser global at all.
if (typeof window === 'undefined') {
  assertServerGlobals();
} else {
  // jsdom has no matchMedia; MUI's colour-scheme logic asks it for the
  // visitor's light/dark preference.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia() });
  }

  // jsdom does not implement scrolling; screens that scroll into view call it.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

// A page is loaded lazily, its modules compiled on first import: on a busy
// 2-core CI machine that can take longer than Testing Library's 1 s for a
// findBy to see it. Waiting longer costs nothing when the page comes.
configure({ asyncUtilTimeout: 5_000 });
