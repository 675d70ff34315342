/**
 * The OpenAPI 3.1 document, as @fastify/swagger builds it from the routes
 * with what `swaggerOptions` tells it about each (see there).
 */
import type { SwaggerOptions } from '@fastify/swagger';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { FastifySchema } from 'fastify';
import { INPUT_NAMES, namesOf, SchemaSet, type JsonSchema } from './components';
import { apiErrorJson } from './schemas';
import { z } from 'zod';
import type { QueryDocs, RegisteredRoute, RouteDocs, RouteRegistry } from './registry';

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

const IMPLIED_ERRORS: Record<
  'query' | 'body' | 'admin' | 'path' | 'rateLimited',
  Record<number, string>
> = {
  query: { 400: 'Invalid query parameters (each named in `fields`)' },
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
    ...(routeDocs.query ? IMPLIED_ERRORS.query : {}),
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

/** Path parameters, as @fastify/swagger turns them into `parameters` (each a required string). */
function paramsSchema(url: string): JsonSchema | undefined {
  const names = pathParameters(url);
  if (names.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  };
}

/**
 * The query string as @fastify/swagger turns it into `parameters`: an inline
 * object (a `$ref` would not be taken apart), each parameter with its meaning.
 */
function querySchema({ schema, describe }: QueryDocs): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const properties = Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, property]) => [
      name,
      { ...property, ...(describe[name] ? { description: describe[name] } : {}) },
    ]),
  );
  return {
    type: 'object',
    properties,
    ...(json.required && json.required.length > 0 ? { required: json.required } : {}),
  };
}

/**
 * A route as @fastify/swagger reads a route's schema: the operation's
 * fields, and its body and answers as `content` with `$ref`s into the
 * components the two schema sets collect.
 */
function operationSchema(
  route: RegisteredRoute,
  inputs: SchemaSet,
  outputs: SchemaSet,
): JsonSchema {
  const operationId = operationIdOf(route.method, route.url);
  const routeDocs = route.docs;
  const where = { params: paramsSchema(route.url) };
  if (!routeDocs) {
    return {
      operationId,
      summary: 'Not documented yet',
      tags: [UNDOCUMENTED_TAG],
      ...where,
      response: { default: { description: 'Not documented', type: 'null' } },
      'x-access': 'undocumented',
    };
  }

  const response: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(routeDocs.responses)) {
    const contentType = answer.contentType ?? 'application/json';
    response[status] = answer.schema
      ? {
          description: answer.description,
          content: {
            [contentType]: { schema: outputs.ref(answer.schema, `${operationId}${status}`) },
          },
        }
      : answer.contentType
        ? { description: answer.description, content: { [contentType]: { schema: {} } } }
        : { description: answer.description, type: 'null' };
  }
  const errorRef = outputs.ref(apiErrorJson, 'ApiError');
  for (const [status, description] of Object.entries(errorResponses(route, routeDocs))) {
    response[status] = { description, content: { 'application/json': { schema: errorRef } } };
  }

  const body = routeDocs.body
    ? {
        content: {
          'application/json': { schema: inputs.ref(routeDocs.body, `${operationId}Body`) },
        },
      }
    : routeDocs.multipart
      ? { content: { 'multipart/form-data': { schema: multipartSchema(routeDocs.multipart) } } }
      : undefined;
  const description = descriptionOf(routeDocs, route.roles);

  return {
    operationId,
    summary: routeDocs.summary,
    ...(description ? { description } : {}),
    tags: [routeDocs.tag],
    ...(routeDocs.access === 'admin' ? { security: [{ [SESSION_SECURITY]: [] }] } : {}),
    ...where,
    ...(routeDocs.query ? { querystring: querySchema(routeDocs.query) } : {}),
    ...(body ? { body } : {}),
    response,
    'x-access': routeDocs.access,
    ...(route.roles ? { 'x-roles': route.roles } : {}),
  };
}

/** The route's description, then, for an administrator route, the roles that may call it. */
function descriptionOf(routeDocs: RouteDocs, roles: readonly string[] | undefined) {
  const rolesText = roles && `Roles: ${roles.join(', ')}.`;
  return [routeDocs.description, rolesText].filter(Boolean).join('\n\n') || undefined;
}

type Operations = Record<string, Record<string, OpenApiOperation>>;

/**
 * What @fastify/swagger leaves to us once every operation is in: the
 * components the operations refer to, the tags they use, the examples of
 * bodies (swagger keeps no keyword beside a `$ref`), paths in address order.
 */
function completeDocument(
  document: OpenApiDocument,
  routes: readonly RegisteredRoute[],
  inputs: SchemaSet,
  outputs: SchemaSet,
): OpenApiDocument {
  const examples = new Map(
    routes.flatMap((route) =>
      route.docs?.example === undefined
        ? []
        : [[operationIdOf(route.method, route.url), route.docs.example] as const],
    ),
  );
  const paths: Operations = {};
  const tags = new Set<string>();
  for (const path of Object.keys(document.paths).sort((a, b) => a.localeCompare(b))) {
    // Fastify answers HEAD for every GET; a plugin's GET-and-HEAD route would list it.
    const { head: _head, ...operations } = document.paths[path] ?? {};
    for (const operation of Object.values(operations)) {
      for (const tag of operation.tags) tags.add(tag);
      const json = operation.requestBody?.content as Record<string, JsonSchema> | undefined;
      const example = examples.get(operation.operationId);
      if (json?.['application/json'] && example !== undefined) {
        json['application/json'].example = example;
      }
    }
    paths[path] = operations;
  }
  return {
    ...document,
    tags: [...tags].sort((a, b) => a.localeCompare(b)).map((name) => ({ name })),
    paths,
    components: {
      ...document.components,
      schemas: { ...inputs.toJsonSchemas(), ...outputs.toJsonSchemas() },
    },
  };
}

/**
 * @fastify/swagger's options for this API: it collects the routes and
 * writes each operation; the transforms describe a route from its `docs`
 * (request bodies are the shared-types schemas the server validates with,
 * answers the modules' response schemas, each a component under its
 * exported name) and add what swagger does not know: the errors every
 * route of a kind can give (400, 401, 403, 404, 413, 415, 429) and the
 * roles of administrator operations (`x-roles`).
 */
export function swaggerOptions(
  registry: RouteRegistry,
  responses: Record<string, unknown>,
  version: string,
): SwaggerOptions {
  const inputs = new SchemaSet('input', INPUT_NAMES);
  const outputs = new SchemaSet('output', namesOf({ apiErrorJson, ...responses }, /Json$/));
  outputs.addAllNamed();
  // Described in address order, whatever order swagger asks in, so a schema
  // without a name of its own is named after the same route every time.
  let operations: Map<RegisteredRoute, JsonSchema> | undefined;
  const operationOf = (route: RegisteredRoute) => {
    operations ??= new Map(
      [...registry.routes()]
        .sort((a, b) => a.url.localeCompare(b.url))
        .map((each) => [each, operationSchema(each, inputs, outputs)]),
    );
    return operations.get(route);
  };
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Holy Trinity parish API',
        version,
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
      components: {
        securitySchemes: {
          [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: 'parish_session' },
        },
      },
    },
    transform: ({ url, route }) => {
      // A plugin may register GET and HEAD as one route (HEAD is never documented).
      const method = [route.method].flat().find((each) => each !== 'HEAD') ?? '';
      const registered = registry.find(method, url);
      const operation = registered && operationOf(registered);
      // Routes the registry leaves out (the CORS preflight) stay out of the document.
      if (!operation) return { schema: { hide: true }, url };
      return { schema: operation as FastifySchema, url: openApiPath(url) };
    },
    transformObject: (documentObject) =>
      completeDocument(
        ('openapiObject' in documentObject
          ? documentObject.openapiObject
          : documentObject.swaggerObject) as unknown as OpenApiDocument,
        registry.routes(),
        inputs,
        outputs,
      ) as unknown as OpenAPIV3_1.Document,
  };
}
