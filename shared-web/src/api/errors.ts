import { useCallback } from 'react';
import type { ApiErrorBody, FieldErrors } from '@parish/shared-types';
import { useT } from '../i18n/messages';
import { isAxiosError } from './client';

export type ApiErrorKind = 'network' | 'http' | 'unknown';

/** A failed API call, reduced to what a screen needs to say about it. */
export interface ApiFailure {
  kind: ApiErrorKind;
  status: number | null;
  /** The server's sentence, when it sent one. */
  serverMessage: string | null;
  fields: FieldErrors;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

export function toApiFailure(error: unknown): ApiFailure {
  if (isAxiosError(error)) {
    if (!error.response) {
      return { kind: 'network', status: null, serverMessage: null, fields: {} };
    }
    const body: unknown = error.response.data;
    return {
      kind: 'http',
      status: error.response.status,
      serverMessage: isApiErrorBody(body) ? body.message : null,
      fields: isApiErrorBody(body) && body.fields ? body.fields : {},
    };
  }
  // The client's own code (loaded with the first request) could not be downloaded.
  if (error instanceof Error && error.name === 'ChunkLoadError') {
    return { kind: 'network', status: null, serverMessage: null, fields: {} };
  }
  return { kind: 'unknown', status: null, serverMessage: null, fields: {} };
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the parish server. Check your connection and try again.';

/**
 * The message to show for a failed call: the server's own words for a
 * client error (they name what to fix), otherwise the screen's fallback. A
 * screen whose spec words a lost connection its own way passes it.
 */
export function describeApiError(
  error: unknown,
  fallback: string,
  options: { networkMessage?: string } = {},
): string {
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return options.networkMessage ?? NETWORK_ERROR_MESSAGE;
  if (failure.status !== null && failure.status < 500 && failure.serverMessage) {
    return failure.serverMessage;
  }
  return fallback;
}

/**
 * A failed call's message as the page shows it, in the page's language:
 * `const shown = useApiErrorText(); shown(describeApiError(error, fallback))`.
 * `NETWORK_ERROR_MESSAGE` stays English (callers compare with it) and is
 * said here in the page's language; any other text passes as it is (a
 * screen's own fallback is already in it, and the API answers in it). The
 * site's error displays (`ErrorState`, notices, schema forms, the payment
 * dialog) use it themselves.
 */
export function useApiErrorText(): (message: string) => string {
  const t = useT();
  return useCallback(
    (message: string) =>
      message === NETWORK_ERROR_MESSAGE ? t('shared-web.api.networkError') : message,
    [t],
  );
}
