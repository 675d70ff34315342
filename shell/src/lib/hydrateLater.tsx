import { Suspense, type ReactNode } from 'react';
import { useHydrating } from '@parish/shared-web';

/*
 * Parts of a server-rendered page the first screen does not need to answer
 * at once (the chat button, the footer with its newsletter box) are taken
 * over by React after the rest (issue 28): on a slow phone, hydrating the
 * whole page in one go is one long task that holds every tap. Until then
 * the server's markup of that part stays on screen as it is (no redraw, no
 * shift). It is taken over when the browser is first idle after the page,
 * or at once when the visitor presses, taps or types anywhere, before the
 * event reaches the page (React then hydrates the part the event is for
 * before handling it, so nothing is lost).
 */

/** How long the part waits for an idle moment at most. */
export const HYDRATE_LATER_TIMEOUT_MS = 2_000;
const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'click', 'focusin'];

let ready = false;
/**
 * The promise parts wait on. Marked fulfilled the moment the page is ready
 * (React reads `status` on a thenable), so a part React hydrates at once for
 * a press reads it without suspending again.
 */
type ReadyPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };
let waiting: ReadyPromise | null = null;

/** Settles once the page may take the deferred parts over; starts listening on first call. */
function whenReady(view: Window): Promise<void> {
  if (waiting) return waiting;
  let resolveWaiting: () => void = () => {};
  const promise: ReadyPromise = new Promise<void>((resolve) => {
    resolveWaiting = resolve;
  });
  const go = () => {
    if (ready) return;
    ready = true;
    promise.status = 'fulfilled';
    promise.value = undefined;
    for (const type of INTERACTIONS) view.removeEventListener(type, go, true);
    resolveWaiting();
  };
  for (const type of INTERACTIONS) view.addEventListener(type, go, true);
  if (typeof view.requestIdleCallback === 'function') {
    view.requestIdleCallback(go, { timeout: HYDRATE_LATER_TIMEOUT_MS });
  } else {
    view.setTimeout(go, HYDRATE_LATER_TIMEOUT_MS);
  }
  waiting = promise;
  return promise;
}

/** Holds hydration (by suspending) until `whenReady`; renders at once on the server and in a page drawn in the browser. */
function Gate({ children }: { children: ReactNode }) {
  const fromServer = useHydrating();
  if (fromServer && !ready && typeof window !== 'undefined') {
    // Suspending while hydrating keeps the server's markup of this part;
    // React takes it over when the promise settles, or at once when an
    // event makes it hydrate the part (then `ready` is already true).
    // Thrown rather than passed to `use`: the part may render without it
    // after suspending, which `use` forbids.
    throw whenReady(window);
  }
  return children;
}

/**
 * `children`, taken over after the rest of a server-rendered page (see
 * above). Its own Suspense boundary, so React hydrates and commits it on
 * its own; it renders nothing else and never shows a fallback once drawn.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/**
 * Tests only: back to a page not yet ready, or (`ready`) one where parts
 * render at once, as on the server (jsdom has a window the server lacks).
 */
export function resetHydrateLaterForTests({ ready: readyNow = false } = {}) {
  ready = readyNow;
  waiting = readyNow ? Object.assign(Promise.resolve(), { status: 'fulfilled' as const }) : null;
}
