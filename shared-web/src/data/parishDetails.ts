import { useSyncExternalStore } from 'react';
import { apiPaths, PARISH_DETAILS_DEFAULTS, type ParishDetails } from '@parish/shared-types';
import { apiClient } from '../api/client';
import { useApiQuery } from '../hooks/useApiQuery';
import { pageQuery } from './pageData';

/*
 * The parish's details as every page shows them (issue 26; see
 * docs/parish-details.md). The last good answer is kept here: it is the
 * same public data for every visitor, like a read in flight, never
 * anything about one of them.
 */
let lastGood: ParishDetails = PARISH_DETAILS_DEFAULTS;

/*
 * The check runs where the details are read: on the server for every page
 * it renders (the page comes with them), in the browser only for a page it
 * draws itself or a later read. Its schemas, and zod, load with that read,
 * never with the first page (issue 28).
 */
const loadReader = () => import('./parishDetailsReader').then((module) => module.readParishDetails);
const listeners = new Set<() => void>();

/** Keeps the answer; components showing the kept value redraw only when it changed. */
function keep(details: ParishDetails): ParishDetails {
  if (JSON.stringify(details) === JSON.stringify(lastGood)) return lastGood;
  lastGood = details;
  for (const listener of listeners) listener();
  return details;
}

/**
 * `GET /api/parish/`, checked part by part: a part the API answers badly
 * keeps its last good value, and when the API cannot be read at all the
 * last good answer stands (the compiled defaults before any). So it never
 * fails, and no page breaks on a bad value.
 */
export async function fetchParishDetails(signal?: AbortSignal): Promise<ParishDetails> {
  try {
    const [response, readParishDetails] = await Promise.all([
      apiClient.get<unknown>(apiPaths.parishDetails, { signal }),
      loadReader(),
    ]);
    return keep(readParishDetails(response.data, lastGood));
  } catch {
    return lastGood;
  }
}

/** The page query of the details: pages that show one declare it in their page data. */
export const parishDetailsQuery = pageQuery(apiPaths.parishDetails, fetchParishDetails);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The details a component shows: the server's answer on a page it
 * rendered, else the browser's once read. Until then, the last good value
 * in the browser, and the compiled defaults while rendering on the server
 * or hydrating (what a server that could not read them rendered).
 */
export function useParishDetails(): ParishDetails {
  const query = useApiQuery(parishDetailsQuery);
  const kept = useSyncExternalStore(
    subscribe,
    () => lastGood,
    () => PARISH_DETAILS_DEFAULTS,
  );
  return query.status === 'success' ? query.data : kept;
}
