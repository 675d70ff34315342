import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs a typed API function when the component mounts or `key` changes, and
 * exposes loading, success and error states plus a `reload`. Answers to
 * superseded requests are dropped, so a slow old answer never overwrites a
 * newer one.
 */
export function useApiQuery<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  key: unknown = null,
): QueryState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [request, setRequest] = useState({ key, attempt });
  const [state, setState] = useState<QueryState<T>>(LOADING);

  // A new key or a reload starts over from 'loading' (adjusting state while
  // rendering, as React recommends, rather than in an effect).
  if (request.key !== key || request.attempt !== attempt) {
    setRequest({ key, attempt });
    setState(LOADING);
  }

  const runFetcher = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    const controller = new AbortController();
    runFetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
