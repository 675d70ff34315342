import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  PARISH_DETAILS_DEFAULTS,
  parishDetailsIn,
  type ParishDetails,
  type ShownParishDetails,
} from '@parish/shared-types';
import { apiClient } from '../api/client';
import { useLanguage } from '../i18n/translations';
import { pageQuery } from './pageData';
import { apiQueryKey } from './queryClient';

/*
 * The parish's details as every page shows them (issue 26; see
 * docs/parish-details.md). The last good answer is the one in the page's
 * query cache: a part the API answers badly, or an API that cannot be
 * read, leaves it standing.
 *
 * The check runs where the details are read: on the server for every page
 * it renders (the page comes with them), in the browser only for a page it
 * draws itself or a later read. Its schemas, and zod, load with that read,
 * never with the first page (issue 28).
 */
const loadReader = () => import('./parishDetailsReader').then((module) => module.readParishDetails);

/**
 * `GET /api/parish/`, checked part by part against `lastGood` (the
 * compiled defaults unless given): a part the API answers badly keeps its
 * last good value, and when the API cannot be read at all the last good
 * answer stands. So it never fails, and no page breaks on a bad value.
 */
export async function fetchParishDetails(
  signal?: AbortSignal,
  lastGood: ParishDetails = PARISH_DETAILS_DEFAULTS,
): Promise<ParishDetails> {
  try {
    const [response, readParishDetails] = await Promise.all([
      apiClient.get<unknown>(apiPaths.parishDetails, { signal }),
      loadReader(),
    ]);
    return readParishDetails(response.data, lastGood);
  } catch {
    return lastGood;
  }
}

/** The page query of the details: pages that show one declare it in their page data. */
export const parishDetailsQuery = pageQuery(apiPaths.parishDetails, fetchParishDetails);

const DETAILS_KEY = apiQueryKey(apiPaths.parishDetails);

/**
 * The details a component shows, in the page's language (the office's
 * Spanish where it wrote one; a text without keeps its English and is named
 * in its record's `untranslated`, for `lang="en"` and the note): the
 * server's answer on a page it rendered, else the browser's once read; the
 * compiled defaults until then (what a server that could not read them
 * rendered). The dashboard edits the stored English and Spanish through its
 * own calls, never through this.
 */
export function useParishDetails(): ShownParishDetails {
  const client = useQueryClient();
  const language = useLanguage();
  const details = useQuery(detailsQueryOptions(client)).data ?? PARISH_DETAILS_DEFAULTS;
  return useMemo(() => parishDetailsIn(details, language), [details, language]);
}

/** The read of the details through the page's cache, checked against the last good answer in it. */
function detailsQueryOptions(client: QueryClient) {
  return {
    queryKey: DETAILS_KEY,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      fetchParishDetails(signal, client.getQueryData<ParishDetails>(DETAILS_KEY)),
  };
}

/**
 * Reads the details afresh, for an answer given now (the chat assistant's),
 * in the page's language as `useParishDetails` gives them: through the
 * page's cache, so a bad answer keeps the last good one there, and the
 * pages showing the details see the fresh ones too. Never fails.
 */
export function useReadParishDetails(): () => Promise<ShownParishDetails> {
  const client = useQueryClient();
  const language = useLanguage();
  return useCallback(
    () =>
      client
        .fetchQuery({ ...detailsQueryOptions(client), staleTime: 0 })
        .then((details) => parishDetailsIn(details, language)),
    [client, language],
  );
}
