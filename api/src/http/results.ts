import type { Failure, FailureReason, Result } from '../lib/result';
import { fieldError, HttpError } from './errors';

/** The one place a service's or repository's failure becomes a status code. */
const STATUS_OF: Record<FailureReason, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_declined: 402,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many: 429,
  provider_failed: 502,
  unavailable: 503,
};

/** The HTTP answer to a failure: its status, and `{ message, fields? }`. */
function httpErrorOf(failure: Failure): HttpError {
  const status = STATUS_OF[failure.reason];
  return failure.field === undefined
    ? new HttpError(status, failure.message)
    : fieldError(status, failure.field, failure.message);
}

/** A result's value; a failure is thrown as its HTTP error, for the error handler to send. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw httpErrorOf(result);
  return result.value;
}
