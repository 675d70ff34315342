import { MAIL_TOKEN_PATTERN } from '@parish/shared-types';
import type { ApiErrorReport } from '@parish/shared-web';

/**
 * The token of a mail's link (`?token=`), or null when it is missing or
 * cannot be one: the API would refuse it, so it is not sent.
 */
export function tokenOfLink(params: URLSearchParams): string | null {
  const token = params.get('token')?.trim() ?? '';
  return MAIL_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Whether trying the link again could go otherwise: not when the API
 * refused it (a used or unknown token), only when it failed or was not reached.
 */
export function isWorthRetrying(error: ApiErrorReport): boolean {
  const { kind, status } = error.failure;
  return kind !== 'http' || status === null || status >= 500;
}
