import type { z } from 'zod';

/**
 * What forms and the API do with a schema: validate input into field
 * errors, and read which fields it requires. Written against zod's types
 * only, with no zod code of its own, so a page that has a form but not yet
 * its schema (loaded when the visitor uses the form) carries no zod.
 */

/** Field names to user-facing messages, one message per field. */
export type FieldErrors = Record<string, string>;

/**
 * Flattens a failed parse into one message per field. Nested paths are joined
 * with dots (`tickets.0.name`); an error about the whole object is under `_`.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Parses input with a schema, returning either the value or the field errors. */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: toFieldErrors(result.error) };
}

/**
 * Whether a form must fill `name` in to pass `schema`: neither a missing nor
 * a blank value is accepted. The forms mark such fields as required, so an
 * edit schema whose image may stay as it is shows the image as optional.
 */
export function isRequiredField(schema: z.ZodType, name: string): boolean {
  const field = fieldSchema(schema, name);
  if (!field) return false;
  return !field.safeParse(undefined).success && !field.safeParse('').success;
}

/** A schema's kind, as zod records it in its definition (`object`, `pipe`, …). */
function kindOf(schema: z.ZodType): string {
  return schema._zod.def.type;
}

/** The object's shape behind a schema (an object, or an object piped into a transform). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType | undefined> | null {
  const object = kindOf(schema) === 'pipe' ? ((schema as z.ZodPipe).in as z.ZodType) : schema;
  return kindOf(object) === 'object'
    ? ((object as z.ZodObject).shape as Record<string, z.ZodType>)
    : null;
}

function fieldSchema(schema: z.ZodType, name: string): z.ZodType | undefined {
  return shapeOf(schema)?.[name];
}

/** The names of an object schema's fields, in the order it declares them. */
export function schemaFieldNames(schema: z.ZodType): string[] {
  return Object.keys(shapeOf(schema) ?? {});
}

/**
 * Whether a blank `name` means "leave it as it is" rather than "empty it":
 * the schema accepts the field missing but refuses it blank, as an edit's
 * optional image does. A form leaves such a field out of what it sends.
 */
export function isOmittedWhenBlank(schema: z.ZodType, name: string): boolean {
  const field = fieldSchema(schema, name);
  return field !== undefined && field.safeParse(undefined).success && !field.safeParse('').success;
}
