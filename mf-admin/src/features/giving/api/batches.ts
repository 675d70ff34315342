import {
  apiPaths,
  type BatchDonorMatch,
  type BatchEntryValues,
  type BatchReversalValues,
  type BatchValues,
  type BatchWithEntries,
  type Fund,
} from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/*
 * The batch entry screen's calls (docs/batches.md): each read by its API
 * path, each write a typed call the screen's forms submit. A write makes
 * the batches' reads stale (the list, the batch and its sums).
 */

/** What a batch's writes make stale: every read under `/api/batches/`. */
export const BATCH_READS: readonly string[] = [apiPaths.batches];

/** `GET /api/batches/:id/`: the batch with its entries and sums. */
export function useBatch(id: number) {
  return useApiQuery(
    apiQuery<BatchWithEntries>(apiPaths.batch(id), (signal) => api.batches.get(id, signal)),
  );
}

/** `GET /api/funds/`: the funds that take gifts today, for an entry's fund. */
export function useOpenFunds() {
  return useApiQuery(apiQuery<Fund[]>(apiPaths.funds, (signal) => api.funds.list(signal)));
}

/** `GET /api/batches/donors/?q=`: donors by name, e-mail or envelope number; nothing asked for a blank search. */
export function useDonorSearch(q: string) {
  const typed = q.trim();
  return useApiQuery(
    apiQuery<BatchDonorMatch[]>(
      `${apiPaths.batchDonors}?${new URLSearchParams({ q: typed }).toString()}`,
      (signal) => (typed ? api.batches.donors(typed, signal) : Promise.resolve([])),
    ),
    { staleTime: 30_000 },
  );
}

export const saveBatch = (id: number, input: BatchValues) => api.batches.update(id, input);
export const commitBatch = (id: number) => api.batches.commit(id);
export const addBatchEntry = (id: number, input: BatchEntryValues) =>
  api.batches.addEntry(id, input);
export const removeBatchEntry = (id: number, entryId: number) =>
  api.batches.removeEntry(id, entryId);
export const reverseBatchEntry = (id: number, entryId: number, input: BatchReversalValues) =>
  api.batches.reverseEntry(id, entryId, input);
