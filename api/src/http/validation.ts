import { validate } from '@parish/shared-types';
import { fieldError, HttpError, validationError } from './errors';

/** Any zod schema, typed through shared-types so the API needs no zod import. */
type Schema = Parameters<typeof validate>[0];
type Parsed<S extends Schema> = Extract<ReturnType<typeof validate<S>>, { ok: true }>['value'];

export const BODY_NOT_OBJECT = 'Send the data as a JSON object.';

/**
 * Validates a JSON body with a shared-types schema (the same rules and
 * messages as the forms). Throws a 400 naming each bad field.
 */
export function parseBody<S extends Schema>(schema: S, body: unknown): Parsed<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw fieldError(400, 'body', BODY_NOT_OBJECT);
  }
  const result = validate(schema, body);
  if (!result.ok) throw validationError(result.errors);
  return result.value;
}

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from the path; anything else is a 404 with `notFoundMessage`. */
export function parseId(raw: string, notFoundMessage: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) {
    throw new HttpError(404, notFoundMessage);
  }
  return Number(raw);
}
