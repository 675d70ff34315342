/**
 * One registry of every route the API serves, filled by an `onRoute` hook,
 * from which the OpenAPI document and the docs page are built. A route
 * describes itself with `docs(...)` in its options:
 *
 *   app.post(apiPaths.videos, docs({ tag: 'Videos', summary: 'Add a video', access: 'admin',
 *     body: videoInputSchema, responses: { 201: { description: 'The video', schema: videoJson } } }),
 *     handler);
 *
 * `access: 'admin'` also adds the session guard (401 without a session) and
 * the role guard (403 for a role `ADMIN_ROUTE_ROLES` does not name), so what
 * the document says and what the server does cannot drift apart.
 */
import type {
  FastifyInstance,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { rolesForAdminRoute, type AdminRole } from '@parish/shared-types';

export type Access = 'public' | 'admin';

/** One field of a multipart/form-data body. */
export interface MultipartFieldDocs {
  description: string;
  /** A file rather than text. */
  file?: boolean;
  required?: boolean;
}

export interface ResponseDocs {
  description: string;
  /** The JSON body's schema; none for an empty answer (204) or a non-JSON one. */
  schema?: z.ZodType;
  /** For answers that are not JSON (files, HTML). */
  contentType?: string;
}

export interface RouteDocs {
  /** Groups operations in the document and on the docs page, e.g. 'Leadership'. */
  tag: string;
  summary: string;
  description?: string;
  /** `admin` routes answer 401 without an administrator session (the guard is added here). */
  access: Access;
  /** A JSON body, validated by this shared-types schema (the forms use the same one). */
  body?: z.ZodType;
  /**
   * The query string: a shared-types schema fastify checks as it checks a
   * body (a 400 naming each bad parameter), and what each parameter does.
   */
  query?: QueryDocs;
  /** A valid example body, shown in the document. */
  example?: unknown;
  /** A multipart/form-data body, by field. */
  multipart?: Record<string, MultipartFieldDocs>;
  /** Successful answers by status code. */
  responses: Record<number, ResponseDocs>;
  /**
   * Client errors beyond those the document adds by itself (400 for a body,
   * 401 for admin routes, 404 for ids in the path, 413, 415, 429 when rate-limited).
   */
  errors?: Record<number, string>;
}

export interface QueryDocs<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Each parameter's meaning, by name, for the document. */
  describe: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's entry in the OpenAPI document (see `src/openapi/registry.ts`). */
    docs?: RouteDocs;
  }
}

/**
 * Route options that document a route: `app.get(url, docs({...}), handler)`.
 * A JSON `body` and the `query` schema become the route's fastify schema, so
 * fastify validates them before the handler runs (with the shared
 * `validate`, see `app.ts`) and the zod type provider types `request.body`
 * and `request.query` as the schemas' output.
 */
export function docs<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Extra extends object = Record<never, never>,
>(
  routeDocs: RouteDocs & {
    body?: Body;
    query?: Query extends z.ZodType ? QueryDocs<Query> : undefined;
  },
  /** More of the route's `config`, such as its `rateLimit`. */
  config?: Extra,
): { schema: { body: Body; querystring: Query }; config: { docs: RouteDocs } & Extra } {
  const schema = {
    ...(routeDocs.body ? { body: routeDocs.body } : {}),
    ...(routeDocs.query ? { querystring: routeDocs.query.schema } : {}),
  } as { body: Body; querystring: Query };
  return { schema, config: { ...(config as Extra), docs: routeDocs } };
}

export interface RegisteredRoute {
  method: string;
  /** Fastify's pattern, e.g. `/api/leadership/:id/`. */
  url: string;
  docs: RouteDocs | undefined;
  rateLimited: boolean;
  /** An administrator route's roles, from `ADMIN_ROUTE_ROLES` (owner first); undefined for others. */
  roles?: readonly AdminRole[];
}

export interface RouteRegistry {
  /**
   * Every route registered so far, except HEAD (fastify answers HEAD for
   * every GET) and undescribed routes marked `schema: { hide: true }` (the
   * CORS plugin's preflight route).
   */
  routes(): readonly RegisteredRoute[];
  /** The route registered for `method` and `url` (fastify's pattern), if any. */
  find(method: string, url: string): RegisteredRoute | undefined;
  /** Documents a route a plugin registers (e.g. @fastify/static), which cannot pass `docs` itself. */
  describe(method: string, url: string, routeDocs: RouteDocs): void;
}

type Hook = onRequestHookHandler | preHandlerAsyncHookHandler;

function hooksOf(value: Hook | Hook[] | undefined): Hook[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Makes the hook that lets only administrators with one of `roles` through (after `requireAdmin`). */
export type RoleGuardFactory = (roles: readonly AdminRole[]) => preHandlerAsyncHookHandler;

/**
 * The roles `ADMIN_ROUTE_ROLES` gives an administrator route; throws, so the
 * API does not start, for a route the table does not name.
 */
function tabledRoles(method: string, url: string): AdminRole[] {
  // Fastify answers HEAD for every GET, with the GET's rules.
  const roles = rolesForAdminRoute(method === 'HEAD' ? 'GET' : method, url);
  if (!roles) {
    throw new Error(
      `${method} ${url} is an administrator route without roles: add it to ADMIN_ROUTE_ROLES (shared-types/src/adminRoles.ts).`,
    );
  }
  return roles;
}

/**
 * Installs the registry on `app`: call it before any route is registered.
 * `requireAdmin` is added as the first preValidation hook of `access: 'admin'`
 * routes (so it runs before the body is validated), and the role guard
 * `requireRoles` makes from the route's entry in `ADMIN_ROUTE_ROLES` right
 * after it (a route missing there stops the start).
 */
export function installRouteRegistry(
  app: FastifyInstance,
  requireAdmin: preHandlerAsyncHookHandler,
  requireRoles: RoleGuardFactory,
): RouteRegistry {
  const routes: RegisteredRoute[] = [];
  const described = new Map<string, RouteDocs>();
  const keyOf = (method: string, url: string) => `${method} ${url}`;

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const routeDocs =
      route.config?.docs ??
      methods.map((method) => described.get(keyOf(method, route.url))).find(Boolean);

    // Also for the HEAD twin fastify adds to every GET route.
    const preHandlers = hooksOf(route.preHandler as Hook | Hook[] | undefined);
    const guarded = preHandlers.includes(requireAdmin);
    if (routeDocs?.access === 'public' && guarded) {
      throw new Error(`${route.url} is documented as public but requires an administrator.`);
    }
    let roles: AdminRole[] | undefined;
    if (routeDocs?.access === 'admin' || guarded) {
      const [first, ...others] = methods.map((method) => tabledRoles(method, route.url));
      if (others.some((other) => other.join() !== first?.join())) {
        throw new Error(`${route.url}: register each method on its own, with its own roles.`);
      }
      roles = first;
    }
    // Guards run before validation, so a caller without a session learns
    // nothing about the body the route expects (401 before any 400).
    const preValidation = hooksOf(route.preValidation as Hook | Hook[] | undefined);
    if (routeDocs?.access === 'admin' && !guarded) {
      preValidation.unshift(requireAdmin, requireRoles(roles ?? []));
    } else if (guarded) {
      preHandlers.splice(preHandlers.indexOf(requireAdmin), 1);
      route.preHandler = preHandlers as RouteOptions['preHandler'];
      preValidation.unshift(requireAdmin, requireRoles(roles ?? []));
    }
    if (preValidation.length > 0) {
      route.preValidation = preValidation as RouteOptions['preValidation'];
    }

    // Routes hidden from docs by convention (CORS preflight) stay out unless described.
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    if (hidden && !routeDocs) return;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        docs: routeDocs,
        rateLimited: Boolean(route.config && 'rateLimit' in route.config),
        ...(roles ? { roles } : {}),
      });
    }
  });

  return {
    routes: () => routes,
    find: (method, url) => routes.find((route) => route.method === method && route.url === url),
    describe(method, url, routeDocs) {
      described.set(keyOf(method, url), routeDocs);
    },
  };
}
