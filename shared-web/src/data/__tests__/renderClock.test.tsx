import { act, lazy, Suspense, type ComponentType } from 'react';
import { serverMarkup, settle } from '@parish/shared-web/testing';
import { PageData, PageDataProvider, useRenderClock } from '../pageData';

/*
 * A page the server rendered hydrates with the server's clock, then moves
 * to the visitor's. Parts below the component that reads the clock may
 * still be waiting for their code (a remote's widget). An urgent update
 * would make React give up their server markup and draw them again once
 * loaded; the move, made as a transition, leaves them as they are.
 */

type Part = ComponentType<{ from: string }>;

/** A list of what is coming, from the clock's date, in a part loaded on its own. */
function Dated({ Part }: { Part: Part }) {
  const { today, fromServer } = useRenderClock();
  return (
    <section data-today={today} data-from-server={String(fromServer)}>
      <Suspense fallback={<p>Loading…</p>}>
        <Part from={today} />
      </Suspense>
    </section>
  );
}

const Widget: Part = () => <p>Upcoming events</p>;

const pageWith = (Part: Part) => <Dated Part={Part} />;

let served: ReturnType<typeof serverMarkup> | undefined;

afterEach(() => served?.cleanUp());

it("moves to the visitor's clock without redrawing a part that is still loading", async () => {
  const snapshot = { renderedAt: '2020-01-05T10:00:00.000Z', today: '2020-01-05', entries: {} };
  served = serverMarkup(
    <PageDataProvider pageData={new PageData(snapshot)}>{pageWith(Widget)}</PageDataProvider>,
  );
  const { container } = served;
  const serverPart = container.querySelector('p');

  // In the browser the part's code has not arrived yet.
  let arrive: (module: { default: Part }) => void = () => {};
  const LoadingWidget = lazy(() => new Promise<{ default: Part }>((resolve) => (arrive = resolve)));
  const errors = await served.hydrate(
    <PageDataProvider pageData={new PageData(snapshot)}>
      {pageWith(LoadingWidget)}
    </PageDataProvider>,
  );
  // The server's markup of the part stays meanwhile: no fallback drawn.
  expect(container.textContent).not.toContain('Loading…');
  expect(container.querySelector('p')).toBe(serverPart);

  await act(async () => arrive({ default: Widget }));
  await settle();
  const section = container.querySelector('section');
  expect(section).toHaveAttribute('data-from-server', 'false');
  expect(section?.getAttribute('data-today')).not.toBe('2020-01-05');
  // The same element the server sent, taken over rather than drawn again.
  expect(container.querySelector('p')).toBe(serverPart);
  expect(errors).toEqual([]);
});
