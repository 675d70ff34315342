/**
 * What a service or repository answers when it can fail in a way its caller
 * must handle: the value, or a `Failure` saying why, in words fit for a
 * visitor, and which request field it concerns. Only the HTTP layer turns a
 * failure into a status code (`http/results.ts`).
 */
import type { Database, Transaction } from '../db';

export type FailureReason =
  /** The request breaks a rule (an amount too small, an event in the past). */
  | 'invalid'
  /** The credentials are wrong. */
  | 'unauthenticated'
  /** The payment provider declined the payment. */
  | 'payment_declined'
  | 'not_found'
  /** The data's current state refuses it (seats gone, e-mail taken, already paid). */
  | 'conflict'
  /**
   * Well formed, but it contradicts the records it is about (a service
   * overlapping another in its place, a change on a date its service is
   * never held): the office corrects the field named.
   */
  | 'unprocessable'
  /** A limit on how much one person may hold or ask for at once is reached. */
  | 'too_many'
  /** The payment provider could not be reached or refused the request. */
  | 'provider_failed'
  /** A service the API depends on (the database) does not answer. */
  | 'unavailable';

export interface Failure {
  readonly ok: false;
  readonly reason: FailureReason;
  readonly message: string;
  /** The request field at fault, when there is one. */
  readonly field?: string;
}

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

export type Result<T> = Success<T> | Failure;

export function ok<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function failure(reason: FailureReason, message: string, field?: string): Failure {
  return field === undefined
    ? { ok: false, reason, message }
    : { ok: false, reason, message, field };
}

export const notFound = (message: string, field?: string) => failure('not_found', message, field);
export const conflict = (message: string, field?: string) => failure('conflict', message, field);
export const invalid = (message: string, field?: string) => failure('invalid', message, field);
export const unprocessable = (message: string, field?: string) =>
  failure('unprocessable', message, field);

/** Carries a failure out of `db.transaction`, which rolls back only when its callback throws. */
class FailedTransaction extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/**
 * Runs `work` in a transaction that commits only when it succeeds: a failure
 * rolls back everything `work` wrote, as a thrown error would.
 */
export async function commitIfOk<T>(
  db: Database,
  work: (tx: Transaction) => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new FailedTransaction(result);
      return result;
    });
  } catch (error) {
    if (error instanceof FailedTransaction) return error.failure;
    throw error;
  }
}

/** A result's value, or null for a failure (a record's "before" for the audit log). */
export function valueOrNull<T>(result: Result<T>): T | null {
  return result.ok ? result.value : null;
}
