/** Finance's calls of the basket's batches (docs/batches.md), apart: only the dashboard needs them. */
import { apiPaths } from '../api';
import { answer, listOf, noAnswer } from '../crud';
import type { HttpClient } from '../httpClient';
import type {
  Batch,
  BatchDonorMatch,
  BatchEntry,
  BatchEntryValues,
  BatchReversalValues,
  BatchValues,
  BatchWithEntries,
} from './batches';

export function batchCalls(http: HttpClient) {
  const listAt = listOf(http);
  return {
    batches: {
      /** Finance: the basket's batches, newest first (docs/batches.md). */
      list: listAt<Batch>(apiPaths.batches),
      /** Finance: one batch with its entries, in the order entered. */
      get: (id: number, signal?: AbortSignal) =>
        answer(http.get<BatchWithEntries>(apiPaths.batch(id), { signal })),
      /** Finance: opens a batch (its day, kind, note and counted total in cents). */
      create: (input: BatchValues) => answer(http.post<Batch>(apiPaths.batches, input)),
      /** Finance: changes an open batch (its counted total, say). */
      update: (id: number, input: BatchValues) =>
        answer(http.put<Batch>(apiPaths.batch(id), input)),
      /** Finance: commits a batch whose entries add up to its counted total. */
      commit: (id: number) => answer(http.post<Batch>(apiPaths.batchCommit(id))),
      /** Finance: adds a gift to an open batch. */
      addEntry: (id: number, input: BatchEntryValues) =>
        answer(http.post<BatchEntry>(apiPaths.batchEntries(id), input)),
      /** Finance: removes a mistyped entry of an open batch. */
      removeEntry: (id: number, entryId: number) =>
        noAnswer(http.delete<unknown>(apiPaths.batchEntry(id, entryId))),
      /** Finance: reverses a committed batch's entry, with the reason. */
      reverseEntry: (id: number, entryId: number, input: BatchReversalValues) =>
        answer(http.post<BatchEntry>(apiPaths.batchEntryReverse(id, entryId), input)),
      /** Finance: donors by a part of the name or e-mail, or the envelope number (at most 20). */
      donors: (q: string, signal?: AbortSignal) =>
        answer(
          http.get<BatchDonorMatch[]>(
            `${apiPaths.batchDonors}?${new URLSearchParams({ q }).toString()}`,
            { signal },
          ),
        ),
    },
  };
}
