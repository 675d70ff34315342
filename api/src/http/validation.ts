import { validate, type PathParamNames } from '@parish/shared-types';
import { MAX_ID } from '../db/rows';
import { fieldError, HttpError, validationError } from './errors';

/** Any zod schema (the shared-types input schemas). */
export type BodySchema = Parameters<typeof validate>[0];
type Schema = BodySchema;
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

/** A route's `params`, by its `apiPaths` pattern: each parameter as the string fastify gives. */
export type RouteParams<P extends { pattern: string }> = Record<
  PathParamNames<P['pattern']>,
  string
>;

/** A positive integer id from the path; anything else is a 404 with `notFoundMessage`. */
export function parseId(raw: string, notFoundMessage: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) {
    throw new HttpError(404, notFoundMessage);
  }
  return Number(raw);
}

export const NO_CHANGES_MESSAGE = 'Send at least one field to change.';

/** A partial update must change something: `{}` is a 400 naming `body`. */
export function requireChanges(changes: object): void {
  if (Object.values(changes).every((value) => value === undefined)) {
    throw fieldError(400, 'body', NO_CHANGES_MESSAGE);
  }
}

export const ID_MISMATCH_MESSAGE = 'The id in the body does not match the address.';

/**
 * Clients may send a record back whole, `id` included (the spec's video
 * edit does); the id must then be the one in the path.
 */
export function rejectMismatchedId(body: unknown, id: number): void {
  if (typeof body !== 'object' || body === null || !('id' in body)) return;
  const sent = (body as { id: unknown }).id;
  if (sent === undefined || sent === null) return;
  if (String(sent).trim() !== String(id)) throw fieldError(400, 'id', ID_MISMATCH_MESSAGE);
}
