import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PageQuery } from '@parish/shared-types';
import { usePrefetched } from '../data/pageData';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

/**
 * Runs a typed API read when the component mounts or `key` changes, and
 * exposes loading, success and error states plus a `reload`. Answers to
 * superseded requests are dropped, so a slow old answer never overwrites a
 * newer one.
 *
 * Given a page query (`pageQuery(key, fetch)`) rather than a bare fetcher,
 * a page the server rendered starts from the answer the server read (its
 * HTML already shows it) and does not ask again; with none, it loads.
 */
export function useApiQuery<T>(
  query: PageQuery<T> | Fetcher<T>,
  key: unknown = null,
): QueryState<T> & { reload: () => void } {
  const pageQuery = typeof query === 'function' ? null : query;
  const fetcher = typeof query === 'function' ? query : query.fetch;
  const prefetched = usePrefetched(pageQuery);

  const [attempt, setAttempt] = useState(0);
  const [request, setRequest] = useState({ key, attempt });
  const [state, setState] = useState<QueryState<T>>(() =>
    prefetched ? { status: 'success', data: prefetched.data, error: undefined } : LOADING,
  );
  // The request the server's answer stands for: the first one, if it answered.
  const servedFromPage = useRef(prefetched ? { key, attempt } : null);

  // A new key or a reload starts over from 'loading' (adjusting state while
  // rendering, as React recommends, rather than in an effect).
  if (request.key !== key || request.attempt !== attempt) {
    setRequest({ key, attempt });
    setState(LOADING);
  }

  const runFetcher = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    const served = servedFromPage.current;
    if (served && served.key === key && served.attempt === attempt) return;
    servedFromPage.current = null;
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
