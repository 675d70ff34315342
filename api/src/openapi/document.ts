/**
 * Builds the OpenAPI 3.1 document from the route registry. Request bodies
 * are the shared-types schemas the server validates with; answers are the
 * response schemas of `schemas.ts`. Errors every route of a kind can give
 * (400, 401, 404, 413, 415, 429) are added here, so routes list only their own.
 */
import * as contracts from '@parish/shared-types';
import { z } from 'zod';
import { apiErrorJson } from './schemas';
import type { RegisteredRoute, RouteDocs } from './registry';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  'x-access': RouteDocs['access'] | 'undocumented';
  /** An administrator operation's roles (docs/roles.md), from `ADMIN_ROUTE_ROLES`. */
  'x-roles'?: readonly string[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  /** Empty: an operation is public unless it names the session (administrator operations). */
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export const SESSION_SECURITY = 'adminSession';
const COMPONENT_PREFIX = '#/components/schemas/';
const UNDOCUMENTED_TAG = 'Undocumented';

/** `/api/leadership/:id/` → `/api/leadership/{id}/`; a wildcard becomes `{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

function pathParameters(url: string): string[] {
  return [...openApiPath(url).matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * `POST /api/media/photos/{id}/` → `postMediaPhotosById`; a path outside
 * `/api` (the spec's `/config/capture-order`, also served under `/api`) ends
 * with `OutsideApi`, so the two stay distinct.
 */
function operationIdOf(method: string, url: string): string {
  const outsideApi = !url.startsWith('/api/');
  const words = `${openApiPath(url)}${outsideApi ? '/outside api' : ''}`
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by ${part.slice(1, -1)}` : part))
    .join(' ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

/**
 * Component names for the schemas a module exports: `leaderInputSchema` →
 * `LeaderInput` (shared-types), `leaderJson` → `Leader` (a module's `responses.ts`).
 */
function namesOf(module: Record<string, unknown>, suffix: RegExp): Map<unknown, string> {
  const names = new Map<unknown, string>();
  for (const [name, value] of Object.entries(module)) {
    if (!(value instanceof z.ZodType) || !suffix.test(name)) continue;
    const bare = name.replace(suffix, '');
    names.set(value, bare.charAt(0).toUpperCase() + bare.slice(1));
  }
  return names;
}

const INPUT_NAMES = namesOf(contracts, /Schema$/);

/** Schemas collected for `components`, converted once per direction. */
class SchemaSet {
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

const IMPLIED_ERRORS: Record<'body' | 'admin' | 'path' | 'rateLimited', Record<number, string>> = {
  body: {
    400: 'Invalid fields (each named in `fields`) or a malformed body',
    413: 'The body or file is too large',
    415: 'Wrong content type',
  },
  admin: {
    401: 'Not logged in as an administrator',
    403: "The administrator's roles do not allow this (see `x-roles`)",
  },
  path: { 404: 'No such record' },
  rateLimited: { 429: 'Too many requests from this address; see Retry-After' },
};

function errorResponses(route: RegisteredRoute, routeDocs: RouteDocs): Record<number, string> {
  return {
    ...(routeDocs.body || routeDocs.multipart ? IMPLIED_ERRORS.body : {}),
    ...(routeDocs.access === 'admin' ? IMPLIED_ERRORS.admin : {}),
    ...(pathParameters(route.url).length > 0 ? IMPLIED_ERRORS.path : {}),
    ...(route.rateLimited ? IMPLIED_ERRORS.rateLimited : {}),
    ...routeDocs.errors,
  };
}

function multipartSchema(fields: NonNullable<RouteDocs['multipart']>): JsonSchema {
  const required = Object.entries(fields)
    .filter(([, field]) => field.required)
    .map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        field.file
          ? {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: field.description,
            }
          : { type: 'string', description: field.description },
      ]),
    ),
    ...(required.length > 0 ? { required } : {}),
  };
}

function operationOf(
  route: RegisteredRoute,
  inputs: SchemaSet,
  outputs: SchemaSet,
): OpenApiOperation {
  const operationId = operationIdOf(route.method, route.url);
  const routeDocs = route.docs;
  const parameters: JsonSchema[] = [
    ...pathParameters(route.url).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...Object.entries(routeDocs?.query ?? {}).map(([name, description]) => ({
      name,
      in: 'query',
      required: false,
      description,
      schema: { type: 'string' },
    })),
  ];
  if (!routeDocs) {
    return {
      operationId,
      summary: 'Not documented yet',
      tags: [UNDOCUMENTED_TAG],
      ...(parameters.length > 0 ? { parameters } : {}),
      responses: { default: { description: 'Not documented' } },
      'x-access': 'undocumented',
    };
  }

  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(routeDocs.responses)) {
    const contentType = answer.contentType ?? 'application/json';
    responses[status] = {
      description: answer.description,
      ...(answer.schema
        ? {
            content: {
              [contentType]: { schema: outputs.ref(answer.schema, `${operationId}${status}`) },
            },
          }
        : answer.contentType
          ? { content: { [contentType]: {} } }
          : {}),
    };
  }
  const errorRef = outputs.ref(apiErrorJson, 'ApiError');
  for (const [status, description] of Object.entries(errorResponses(route, routeDocs))) {
    responses[status] = { description, content: { 'application/json': { schema: errorRef } } };
  }

  let requestBody: JsonSchema | undefined;
  if (routeDocs.body) {
    requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: inputs.ref(routeDocs.body, `${operationId}Body`),
          ...(routeDocs.example === undefined ? {} : { example: routeDocs.example }),
        },
      },
    };
  } else if (routeDocs.multipart) {
    requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: multipartSchema(routeDocs.multipart) } },
    };
  }

  return {
    operationId,
    summary: routeDocs.summary,
    ...(descriptionOf(routeDocs, route.roles)
      ? { description: descriptionOf(routeDocs, route.roles) }
      : {}),
    tags: [routeDocs.tag],
    ...(routeDocs.access === 'admin' ? { security: [{ [SESSION_SECURITY]: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    'x-access': routeDocs.access,
    ...(route.roles ? { 'x-roles': route.roles } : {}),
  };
}

/** The route's description, then, for an administrator route, the roles that may call it. */
function descriptionOf(routeDocs: RouteDocs, roles: readonly string[] | undefined) {
  const rolesText = roles && `Roles: ${roles.join(', ')}.`;
  return [routeDocs.description, rolesText].filter(Boolean).join('\n\n') || undefined;
}

/**
 * The document of `routes`. `responses` are the answers' schemas the modules
 * name (`eventJson`), each a component of its own under that name.
 */
export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  info: { version: string },
  responses: Record<string, unknown>,
): OpenApiDocument {
  const inputs = new SchemaSet('input', INPUT_NAMES);
  const outputs = new SchemaSet('output', namesOf({ apiErrorJson, ...responses }, /Json$/));
  outputs.addAllNamed();
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];

  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url));
  for (const route of sorted) {
    const operation = operationOf(route, inputs, outputs);
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
    for (const tag of operation.tags) if (!tags.includes(tag)) tags.push(tag);
  }
  tags.sort((a, b) => a.localeCompare(b));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Holy Trinity parish API',
      version: info.version,
      description:
        'The REST API of the parish site. Paths may be called with or without their trailing slash. ' +
        'Money is in dollars; every error body is `ApiError`. Administrator calls need the session ' +
        'cookie that `POST /api/auth/login` sets.',
    },
    servers: [
      {
        url: '/',
        description:
          "The API's own origin, or the site's: every app's server forwards `/api` to the API",
      },
    ],
    security: [],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...inputs.toJsonSchemas(), ...outputs.toJsonSchemas() },
      securitySchemes: {
        [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'parish_session' },
      },
    },
  };
}
