import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A page as a browser receives it: `element` rendered to HTML, in a
 * container on the document, ready to be taken over. `hydrate` takes the
 * markup over with `browserElement` (the server's element unless given: a
 * part whose code is still loading, say), waits for what React scheduled,
 * and returns the recoverable errors React reported (mismatches).
 * `cleanUp` unmounts and removes it; call it after each test.
 */
export function serverMarkup(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  let unmount = () => {};
  return {
    container,
    async hydrate(browserElement: ReactElement = element): Promise<unknown[]> {
      const errors: unknown[] = [];
      await act(async () => {
        const root = hydrateRoot(container, browserElement, {
          onRecoverableError: (error) => errors.push(error),
        });
        unmount = () => root.unmount();
      });
      await settle();
      return errors;
    },
    cleanUp() {
      act(() => unmount());
      container.remove();
    },
  };
}

/** Lets effects, timers and what they schedule run. */
export async function settle(ms = 10): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
