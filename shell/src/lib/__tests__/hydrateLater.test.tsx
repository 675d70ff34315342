import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateLater, resetHydrateLaterForTests } from '../hydrateLater';

/** A part with state and a handler: it answers a press only once React has taken it over. */
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((value) => value + 1)}>Pressed {count} times</button>;
}

const page = (
  <main>
    <h1>Welcome</h1>
    <HydrateLater>
      <Counter />
    </HydrateLater>
  </main>
);

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  jest.useFakeTimers();
  // Rendered as the server renders it (it has no window: parts render at once).
  resetHydrateLaterForTests({ ready: true });
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  resetHydrateLaterForTests();
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  jest.useRealTimers();
});

async function hydrate() {
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('HydrateLater', () => {
  it('renders its part on the server like any other', () => {
    expect(container.querySelector('button')?.textContent).toBe('Pressed 0 times');
  });

  it("keeps the server's markup, the same elements, and takes the part over once the page is idle", async () => {
    const serverButton = container.querySelector('button');
    const errors = await hydrate();
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(container.querySelector('button')).toBe(serverButton);
    act(() => serverButton?.click());
    expect(serverButton?.textContent).toBe('Pressed 1 times');
    expect(errors).toEqual([]);
  });

  it('answers a press made before the page was idle', async () => {
    const errors = await hydrate();
    const button = container.querySelector('button');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Pressed 1 times');
    expect(errors).toEqual([]);
  });
});
