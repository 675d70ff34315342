import { validate, type PathParamNames } from '@parish/shared-types';
import type { FastifySchemaCompiler, preValidationAsyncHookHandler } from 'fastify';
import { MAX_ID } from '../db/rows';
import { fieldError, HttpError, validationError } from './errors';

/** Any zod schema (the shared-types input schemas). */
export type InputSchema = Parameters<typeof validate>[0];
type Parsed<S extends InputSchema> = Extract<ReturnType<typeof validate<S>>, { ok: true }>['value'];

export const BODY_NOT_OBJECT = 'Send the data as a JSON object.';

/**
 * Fastify's validator for the zod schemas routes declare (`docs({ body })`):
 * the shared `validate`, so the API refuses with the forms' own rules and
 * messages, a 400 naming each bad field, or `body` when the body is not a
 * JSON object at all. What it returns is what the handler reads, typed by
 * the zod type provider.
 */
export const validatorCompiler: FastifySchemaCompiler<InputSchema> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = validate(schema, data);
    if (result.ok) return { value: result.value };
    const notAnObject = typeof data !== 'object' || data === null || Array.isArray(data);
    return {
      error:
        httpPart === 'body' && notAnObject
          ? fieldError(400, 'body', BODY_NOT_OBJECT)
          : validationError(result.errors),
    };
  };

/**
 * Validates input fastify does not (a query string, a multipart form's
 * fields) with a shared-types schema. Throws a 400 naming each bad field.
 */
export function parseInput<S extends InputSchema>(schema: S, input: unknown): Parsed<S> {
  const result = validate(schema, input);
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
 * A preValidation hook for routes that take a record back whole: the path's
 * id first (`idOf`, a 404 for a bad one), then the body's own `id`, which
 * validation drops as a field the schema does not name.
 */
export function matchingBodyId(idOf: (params: unknown) => number): preValidationAsyncHookHandler {
  return async (request) => rejectMismatchedId(request.body, idOf(request.params));
}

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
