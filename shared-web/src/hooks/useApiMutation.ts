import { useRef, useState } from 'react';
import type { FieldErrors } from '@parish/shared-types';
import { describeApiError, toApiFailure, type ApiFailure } from '../api/errors';
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
 * pay), with its busy flag, its error in the screen's words, and its success
 * notice. `mutate` never throws: it resolves to the outcome. A second call
 * while one is running joins it instead of sending the request twice.
 */
export function useApiMutation<I, R>(
  mutation: (input: I) => Promise<R>,
  options: ApiMutationOptions<I, R>,
) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorReport | null>(null);
  const running = useRef<Promise<MutationOutcome<R>> | null>(null);

  async function run(input: I): Promise<MutationOutcome<R>> {
    setBusy(true);
    setError(null);
    try {
      const data = await mutation(input);
      setBusy(false);
      const { successNotice } = options;
      if (successNotice) {
        notify.success(
          typeof successNotice === 'function' ? successNotice(data, input) : successNotice,
        );
      }
      options.onSuccess?.(data, input);
      return { ok: true, data };
    } catch (caught) {
      const report = reportApiError(caught, options);
      setBusy(false);
      setError(report);
      if (options.failureNotice) notify.error(report.message);
      options.onError?.(report, input);
      return { ok: false, error: report };
    }
  }

  function mutate(input: I): Promise<MutationOutcome<R>> {
    if (!running.current) {
      running.current = run(input).finally(() => {
        running.current = null;
      });
    }
    return running.current;
  }

  return { mutate, busy, error, reset: () => setError(null) };
}
