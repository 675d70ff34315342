import { useEffect, useEffectEvent, useState } from 'react';

/**
 * `data` (what a query loaded) kept fresh in the background: loaded again
 * `every(latest)` ms after each answer (null: not again), and, with
 * `whenShown`, at once when the browser tab is shown again. What is on
 * screen stays there meanwhile, and a failed load is simply tried at the
 * next turn. A new `data` (the query loaded again) starts over from it.
 */
export function useBackgroundRefresh<T>(
  data: T | undefined,
  load: (signal: AbortSignal) => Promise<T>,
  every: (latest: T) => number | null,
  { whenShown = false }: { whenShown?: boolean } = {},
): T | undefined {
  const [refreshed, setRefreshed] = useState<{ from: T; latest: T } | null>(null);
  const latest = refreshed && refreshed.from === data ? refreshed.latest : data;
  const delay = latest === undefined ? null : every(latest);
  const runLoad = useEffectEvent(load);

  useEffect(() => {
    if (data === undefined || latest === undefined) return undefined;
    if (delay === null && !whenShown) return undefined;
    const controller = new AbortController();
    const refresh = () => {
      runLoad(controller.signal).then(
        (next) => setRefreshed({ from: data, latest: next }),
        () => undefined, // The next turn tries again; what is shown stays.
      );
    };
    const timer = delay === null ? undefined : setTimeout(refresh, delay);
    const onShown = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      refresh();
    };
    if (whenShown) document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
      controller.abort();
    };
  }, [data, latest, delay, whenShown]);

  return latest;
}
