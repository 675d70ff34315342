/**
 * The document's components: the zod schemas routes name, converted once
 * per direction (request bodies as input, answers as output), each under
 * the name its module exports it by.
 */
import * as contracts from '@parish/shared-types';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';

/**
 * Component names for the schemas a module exports: `leaderInputSchema` →
 * `LeaderInput` (shared-types), `leaderJson` → `Leader` (a module's `responses.ts`).
 */
export function namesOf(module: Record<string, unknown>, suffix: RegExp): Map<unknown, string> {
  const names = new Map<unknown, string>();
  for (const [name, value] of Object.entries(module)) {
    if (!(value instanceof z.ZodType) || !suffix.test(name)) continue;
    const bare = name.replace(suffix, '');
    names.set(value, bare.charAt(0).toUpperCase() + bare.slice(1));
  }
  return names;
}

export const INPUT_NAMES = namesOf(contracts, /Schema$/);

/** Schemas collected for `components`, converted once per direction. */
export class SchemaSet {
  private readonly registry = z.registry<{ id: string }>();
  private readonly ids = new Set<string>();

  constructor(
    private readonly io: 'input' | 'output',
    private readonly names: Map<unknown, string>,
  ) {}

  /** A `$ref` to `schema` under its exported name, or `fallbackId`; a list of a named schema stays a list. */
  ref(schema: z.ZodType, fallbackId: string): JsonSchema {
    if (schema instanceof z.ZodArray && this.names.has(schema.element)) {
      return { type: 'array', items: this.ref(schema.element as z.ZodType, fallbackId) };
    }
    let id = this.registry.get(schema)?.id;
    if (!id) {
      const wanted = this.names.get(schema) ?? fallbackId;
      id = wanted;
      for (let n = 2; this.ids.has(id); n++) id = `${wanted}${n}`;
      this.ids.add(id);
      this.registry.add(schema, { id });
    }
    return { $ref: COMPONENT_PREFIX + id };
  }

  /** Registers every named schema, so nested ones are references too. */
  addAllNamed(): this {
    for (const [schema, name] of this.names) this.ref(schema as z.ZodType, name);
    return this;
  }

  toJsonSchemas(): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, {
      io: this.io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      uri: (id) => COMPONENT_PREFIX + id,
      override: tidySchema,
    });
    const tidy: Record<string, JsonSchema> = {};
    for (const [id, schema] of Object.entries(schemas)) {
      const { $schema: _schema, $id: _id, ...rest } = schema as JsonSchema;
      tidy[id] = rest;
    }
    return tidy;
  }
}

const SAFE_INTEGER_BOUNDS = [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];

/**
 * Keeps the document readable and true for forms' input: an object's
 * `required` lists the fields that refuse `undefined` (zod cannot tell for
 * fields that preprocess form strings), formats replace zod's long regexes,
 * and JavaScript's safe-integer bounds are dropped.
 */
function tidySchema(context: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const { jsonSchema } = context;
  const def = (context.zodSchema as { _zod: { def: { type: string; shape?: unknown } } })._zod.def;
  if (def.type === 'object' && def.shape) {
    const shape = def.shape as Record<string, z.ZodType>;
    const required = Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success);
    if (required.length > 0) jsonSchema.required = required;
    else delete jsonSchema.required;
  }
  if (jsonSchema.format && jsonSchema.pattern) delete jsonSchema.pattern;
  if (SAFE_INTEGER_BOUNDS.includes(jsonSchema.minimum as number)) delete jsonSchema.minimum;
  if (SAFE_INTEGER_BOUNDS.includes(jsonSchema.maximum as number)) delete jsonSchema.maximum;
}
