import {
  PART_POLL_MS,
  REACT_PROPS_KEY,
  EARLY_TAP_LIMIT_MS,
  EARLY_TAPS_HELD_MAX,
  EARLY_TAPS_BOOT_SCRIPT,
  EARLY_TAPS_GLOBAL,
  releaseEarlyTaps,
} from '../earlyTaps';

/** A page as the server sends it; `taps` lists what reached the page's own handlers. */
function serverPage({ rendered = true } = {}) {
  document.body.innerHTML = `<div id="root"${rendered ? ' data-server-rendered' : ''}>
    <button type="button">Upcoming Events</button>
    <button type="button">Past Events</button>
    <a href="/shop">Shop</a>
    <a href="/shop" target="_blank">Shop in a new tab</a>
    <a href="https://maps.example.org/">Directions</a>
    <p>Text</p>
  </div>`;
  const taps: string[] = [];
  document.getElementById('root')?.addEventListener('click', (event) => {
    taps.push((event.target as HTMLElement).textContent ?? '');
  });
  return { taps };
}

/** Runs the page's boot script, as the page's head does. */
function boot() {
  new Function(EARLY_TAPS_BOOT_SCRIPT)();
}

function tap(text: string, init: MouseEventInit = {}) {
  const element = Array.from(document.querySelectorAll('button, a, p')).find(
    (candidate) => candidate.textContent === text,
  );
  if (!element) throw new Error(`Nothing reads ${text}`);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(event);
  return event;
}

/** React has taken these elements over: it keeps their props on them, as on every element it owns. */
function takenOver(elements: Iterable<Element>) {
  for (const element of elements) Reflect.set(element, `${REACT_PROPS_KEY}test`, {});
}

/** The page is taken over, every part of it, and the browser has gone idle. */
function takeOver() {
  takenOver(document.querySelectorAll('#root *'));
  releaseEarlyTaps(window);
  jest.runOnlyPendingTimers();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Every test's script lets go of the page.
  takeOver();
  Reflect.deleteProperty(window, EARLY_TAPS_GLOBAL);
  jest.useRealTimers();
});

it('holds a tap on a button until the page is taken over, then replays it there', () => {
  const page = serverPage();
  boot();
  tap('Upcoming Events');
  expect(page.taps).toEqual([]);
  takenOver(document.querySelectorAll('#root *'));
  releaseEarlyTaps(window);
  expect(page.taps).toEqual([]);
  jest.runOnlyPendingTimers();
  expect(page.taps).toEqual(['Upcoming Events']);
});

it('replays a tap only once its part of the page is taken over, and the taps after it in order', () => {
  const page = serverPage();
  boot();
  const [upcoming, past] = Array.from(document.querySelectorAll('button'));
  tap('Upcoming Events');
  tap('Past Events');
  // The page is taken over, but the part holding the first button not yet.
  takenOver([past as Element]);
  releaseEarlyTaps(window);
  jest.advanceTimersByTime(1_000);
  expect(page.taps).toEqual([]);
  // A tap made meanwhile waits its turn behind them.
  tap('Upcoming Events');
  takenOver([upcoming as Element]);
  jest.advanceTimersByTime(PART_POLL_MS);
  expect(page.taps).toEqual(['Upcoming Events', 'Past Events', 'Upcoming Events']);
  // All replayed: taps go to the page's own handlers again.
  expect(tap('Past Events').defaultPrevented).toBe(false);
});

it('holds a link within the site instead of letting it reload the whole site', () => {
  const page = serverPage();
  boot();
  expect(tap('Shop').defaultPrevented).toBe(true);
  takeOver();
  expect(page.taps).toEqual(['Shop']);
});

it('replays every tap held, in order, once, and holds no more after', () => {
  const page = serverPage();
  boot();
  tap('Upcoming Events');
  tap('Past Events');
  takeOver();
  takeOver();
  expect(page.taps).toEqual(['Upcoming Events', 'Past Events']);
  tap('Upcoming Events');
  expect(page.taps).toEqual(['Upcoming Events', 'Past Events', 'Upcoming Events']);
});

it('ends the replay at a link: the taps after it were made on the page it leaves', () => {
  const page = serverPage();
  boot();
  tap('Upcoming Events');
  tap('Shop');
  tap('Past Events');
  takeOver();
  expect(page.taps).toEqual(['Upcoming Events', 'Shop']);
});

it('holds no more than a few taps; the rest are left to the browser', () => {
  const page = serverPage();
  boot();
  for (let held = 0; held < EARLY_TAPS_HELD_MAX; held++) {
    expect(tap('Past Events').defaultPrevented).toBe(true);
  }
  expect(tap('Upcoming Events').defaultPrevented).toBe(false);
  expect(page.taps).toEqual(['Upcoming Events']);
  takeOver();
  expect(page.taps).toHaveLength(1 + EARLY_TAPS_HELD_MAX);
});

it('leaves to the browser a link to another window or site, a modified click and text', () => {
  const page = serverPage();
  boot();
  expect(tap('Shop in a new tab').defaultPrevented).toBe(false);
  expect(tap('Directions').defaultPrevented).toBe(false);
  expect(tap('Shop', { ctrlKey: true }).defaultPrevented).toBe(false);
  tap('Text');
  expect(page.taps).toEqual(['Shop in a new tab', 'Directions', 'Shop', 'Text']);
});

it('does what the tap would have done without scripts when they take too long', () => {
  const page = serverPage();
  boot();
  tap('Past Events');
  jest.advanceTimersByTime(EARLY_TAP_LIMIT_MS - 1);
  expect(page.taps).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(page.taps).toEqual(['Past Events']);
});

it('holds nothing on a page the browser renders itself', () => {
  const page = serverPage({ rendered: false });
  boot();
  expect(tap('Shop').defaultPrevented).toBe(false);
  expect(page.taps).toEqual(['Shop']);
});

it('is a no-op on a page without the boot script', () => {
  expect(() => releaseEarlyTaps(window)).not.toThrow();
});
