/**
 * The building blocks of the JSON the API answers with, as zod schemas for
 * the OpenAPI document: `shapeOf` checks a schema at compile time against
 * its shared-types interface (both ways), so a field added to an entity
 * cannot be forgotten; each module keeps its answers' schemas beside its
 * routes (`json.ts`) and names them to the document in its `responses.ts`.
 */
import { type ApiErrorBody } from '@parish/shared-types';
import { z } from 'zod';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `schema`, provided its output is exactly `T`. */
export function shapeOf<T>() {
  return <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)) =>
    schema;
}

export const id = z.int().positive();

export const dateTime = z.iso.datetime({ offset: true });

/** The occurrence a booking, ticket or waitlist entry is for. */
export const occurrenceDate = z.iso
  .date()
  .nullable()
  .optional()
  .describe('The date of a repeating event; null for a single event');

export const nullableText = z.string().nullable();

export const apiErrorJson = shapeOf<ApiErrorBody>()(
  z
    .object({
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .describe('Every 4xx and 5xx answer. `fields` names each bad field.'),
);
