/**
 * The whole matrix of administrator routes × roles (docs/roles.md): every
 * `access: 'admin'` route the API registers is called by an administrator
 * of each role alone, and with no session. A role the table allows is never
 * refused (any answer but 401 and 403: a 2xx, or a 400/404 for the made-up
 * ids and empty bodies sent here); every other role gets 403 with the
 * message; no session gets 401. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import {
  ADMIN_ROLES,
  ADMIN_ROUTE_ROLES,
  ADMIN_REQUIRED_MESSAGE,
  ROLE_NOT_ALLOWED_MESSAGE,
  adminRouteKey,
  rolesForAdminRoute,
  type AdminRole,
} from '@parish/shared-types';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../testing/app';
import { signInWithRoles } from '../testing/roles';

let t: TestApp;
const cookies = new Map<AdminRole, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ADMIN_ROLES) cookies.set(role, await signInWithRoles(t, [role]));
});
afterAll(() => t?.close());

const adminRoutes = () =>
  t.app.routeRegistry
    .routes()
    .filter((route) => route.docs?.access === 'admin')
    .map((route) => ({ method: route.method, url: route.url }));

/** A URL of the route whose ids name nothing: reads answer 404, writes change nothing. */
function urlOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    /id$/i.test(name) && name !== 'bookingId' ? '999999' : 'nothing-here',
  );
}

function call(method: string, url: string, cookie?: string) {
  // No body: a role is checked before any body is read, so a refused role
  // gets its 403 and an allowed one the route's own 400 for the missing body.
  return t.inject({
    method: method as InjectOptions['method'],
    url: urlOf(url),
    headers: cookie ? { cookie } : {},
  });
}

describe('the table of administrator routes and roles', () => {
  it('names every administrator route the API registers, and nothing else', () => {
    const registered = adminRoutes().map(({ method, url }) => adminRouteKey(method, url));
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((key) => !(key in ADMIN_ROUTE_ROLES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_ROLES).filter((key) => !registered.includes(key))).toEqual([]);
  });
});

describe('every administrator route × every role', () => {
  it('lets exactly the roles of the table through, refuses the others with 403, and a visitor with 401', async () => {
    const counts = { calls: 0, allowed: 0, refused: 0, unexpectedAllows: 0, unexpectedRefusals: 0 };
    const surprises: string[] = [];
    for (const { method, url } of adminRoutes()) {
      const allowedRoles = rolesForAdminRoute(method, url) ?? [];

      const anonymous = await call(method, url);
      counts.calls += 1;
      if (anonymous.statusCode !== 401 || anonymous.json().message !== ADMIN_REQUIRED_MESSAGE) {
        surprises.push(`${method} ${url} without a session: ${anonymous.statusCode}`);
      }

      for (const role of ADMIN_ROLES) {
        const response = await call(method, url, cookies.get(role));
        counts.calls += 1;
        const what = `${method} ${url} as ${role}: ${response.statusCode} ${response.body}`;
        if (allowedRoles.includes(role)) {
          counts.allowed += 1;
          if (response.statusCode === 401 || response.statusCode === 403) {
            counts.unexpectedRefusals += 1;
            surprises.push(`refused: ${what}`);
          }
        } else {
          counts.refused += 1;
          const refusedRightly =
            response.statusCode === 403 &&
            (response.json() as { message?: string }).message === ROLE_NOT_ALLOWED_MESSAGE;
          if (!refusedRightly) {
            counts.unexpectedAllows += 1;
            surprises.push(`allowed: ${what}`);
          }
        }
      }
    }
    console.log(
      `Role matrix: ${adminRoutes().length} administrator routes × ${ADMIN_ROLES.length} roles ` +
        `(+ no session): ${counts.calls} calls, ${counts.allowed} allowed as the table says, ` +
        `${counts.refused} refused with 403, ${counts.unexpectedAllows} unexpected allows, ` +
        `${counts.unexpectedRefusals} unexpected refusals.`,
    );
    expect(surprises).toEqual([]);
    expect(counts.unexpectedAllows).toBe(0);
    expect(counts.unexpectedRefusals).toBe(0);
    expect(counts.refused).toBeGreaterThan(0);
  });

  it('documents each administrator route with its roles in the OpenAPI document', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-roles'?: string[]; responses: object }>>;
    }>();
    for (const { method, url } of adminRoutes()) {
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect({ route: `${method} ${url}`, roles: operation?.['x-roles'] }).toEqual({
        route: `${method} ${url}`,
        roles: rolesForAdminRoute(method, url),
      });
      expect(operation?.responses).toHaveProperty('403');
    }
  });
});
