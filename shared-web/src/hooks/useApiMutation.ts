import { useMemo, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors } from '@parish/shared-types';
import { describeApiError, toApiFailure, type ApiFailure } from '../api/errors';
import { apiQueryKey, invalidateApiReads } from '../data/queryClient';
import { useNotify } from '../notifications/NotificationsProvider';

/** A failed call as a screen shows it: one sentence, and the fields the server named. */
export interface ApiErrorReport {
  message: string;
  fields: FieldErrors;
  failure: ApiFailure;
}

export type MutationOutcome<R> = { ok: true; data: R } | { ok: false; error: ApiErrorReport };

export interface ApiMutationOptions<I, R> {
  /** Said when the server gives no sentence worth showing (a 5xx, an odd answer). */
  failureMessage: string;
  /** Said when the server cannot be reached; the site's wording by default. */
  networkMessage?: string;
  /** Posted as a success notice, which survives a navigation in `onSuccess`. */
  successNotice?: string | ((data: R, input: I) => string);
  /** Also post the failure as a notice, for actions with no form to show it in. */
  failureNotice?: boolean;
  /**
   * The API paths whose reads the change makes stale (each read whose path
   * starts with one): they are read again if on screen, and on their next
   * showing otherwise. Every read by default; `[]` for a change no page
   * reads back (a message sent).
   */
  invalidates?: readonly string[];
  /**
   * A read whose new answer the change itself returns (signing in answers
   * the donor's giving): it is put in the cache as it is, not read again.
   */
  answers?: { path: string; data: (result: R, input: I) => unknown };
  onSuccess?: (data: R, input: I) => void;
  onError?: (error: ApiErrorReport, input: I) => void;
}

/** Describes a failed call in the words a screen shows. */
export function reportApiError(
  error: unknown,
  options: { failureMessage: string; networkMessage?: string },
): ApiErrorReport {
  const failure = toApiFailure(error);
  return {
    message: describeApiError(error, options.failureMessage, {
      networkMessage: options.networkMessage,
    }),
    fields: failure.fields,
    failure,
  };
}

/**
 * Runs a typed API call that changes something (create, update, delete,
 * pay) as a TanStack mutation, with its busy flag, its error in the
 * screen's words, and its success notice; once it succeeds, the reads it
 * makes stale are read again (`invalidates`). `mutate` never throws: it
 * resolves to the outcome. A second call while one is running joins it
 * instead of sending the request twice.
 */
export function useApiMutation<I, R>(
  mutation: (input: I) => Promise<R>,
  options: ApiMutationOptions<I, R>,
) {
  const notify = useNotify();
  const client = useQueryClient();
  const {
    mutateAsync,
    isPending,
    error: failed,
    reset,
  } = useMutation({
    mutationFn: (input: I) => mutation(input),
  });
  const running = useRef<Promise<MutationOutcome<R>> | null>(null);
  const { failureMessage, networkMessage } = options;
  const error = useMemo(
    () => (failed ? reportApiError(failed, { failureMessage, networkMessage }) : null),
    [failed, failureMessage, networkMessage],
  );

  async function run(input: I): Promise<MutationOutcome<R>> {
    let data: R;
    try {
      data = await mutateAsync(input);
    } catch (caught) {
      const report = reportApiError(caught, options);
      if (options.failureNotice) notify.error(report.message);
      options.onError?.(report, input);
      return { ok: false, error: report };
    }
    const { answers, invalidates, successNotice } = options;
    if (answers) {
      // A read of it still in flight was sent before the change (a giving
      // read without the session a sign-in just made): its answer is older,
      // and must not land over this one.
      await client.cancelQueries({ queryKey: apiQueryKey(answers.path) });
      client.setQueryData(apiQueryKey(answers.path), answers.data(data, input));
    }
    if (!invalidates || invalidates.length > 0) {
      void invalidateApiReads(client, invalidates, answers?.path);
    }
    if (successNotice) {
      notify.success(
        typeof successNotice === 'function' ? successNotice(data, input) : successNotice,
      );
    }
    options.onSuccess?.(data, input);
    return { ok: true, data };
  }

  function mutate(input: I): Promise<MutationOutcome<R>> {
    if (!running.current) {
      running.current = run(input).finally(() => {
        running.current = null;
      });
    }
    return running.current;
  }

  return { mutate, busy: isPending, error, reset };
}
