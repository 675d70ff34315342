import { apiPaths } from '@parish/shared-types';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../testing/app';
import type { OpenApiDocument } from '../document';
import { docs, installRouteRegistry } from '../registry';

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/**
 * Fastify's own list of routes (`printRoutes`' tree, flattened) as
 * `METHOD /path` without trailing slashes; HEAD mirrors GET and is left out.
 */
function fastifyRoutes(app: TestApp['app']): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${stack.join('')}`);
    }
  }
  return routes;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.components.securitySchemes.adminSession).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'parish_session',
    });
  });

  it('documents every route fastify has registered', () => {
    const documented = new Set(
      operations().map(
        ({ path, method }) =>
          `${method.toUpperCase()} ${path.replace(/\/$/, '').replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const printed = fastifyRoutes(t.app).filter((route) => route !== 'OPTIONS *');
    expect(printed.length).toBeGreaterThan(15);
    expect(printed.filter((route) => !documented.has(route))).toEqual([]);

    // The registry sees every route as it is added (onRoute), plugins' included; each must
    // say what it is: a route without `docs(...)` fails here. Document it where it is declared.
    const registered = t.app.routeRegistry.routes();
    expect(operations()).toHaveLength(registered.length);
    const undocumented = registered
      .filter((route) => !route.docs)
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });

  it('takes request bodies from the shared-types schemas, with their required fields', () => {
    const subscribe = document.paths['/api/newsletter/']?.post;
    expect(subscribe?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/NewsletterInput' } } },
    });
    expect(document.components.schemas.NewsletterInput).toMatchObject({
      type: 'object',
      required: ['email'],
    });
    // Fields that accept form strings (preprocessed numbers) are still required.
    expect(document.components.schemas.EventInput?.required).toEqual(
      expect.arrayContaining(['price', 'max_attendees', 'date']),
    );
    expect(document.components.schemas.EventInput?.required).not.toContain('registrationLink');
  });

  it('describes multipart uploads field by field', () => {
    const contact = document.paths['/api/contact/']?.post;
    expect(contact?.requestBody).toMatchObject({
      content: {
        'multipart/form-data': {
          schema: {
            required: ['name', 'email', 'message'],
            properties: {
              attachment: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
          },
        },
      },
    });
  });

  it('marks administrator operations and adds the errors every route of a kind can give', () => {
    const list = document.paths['/api/contact/']?.get;
    expect(list?.security).toEqual([{ adminSession: [] }]);
    expect(list?.['x-access']).toBe('admin');
    // Its query string (from, source) is checked too: a 400 names the parameter.
    expect(Object.keys(list?.responses ?? {})).toEqual(['200', '400', '401', '403']);
    expect(list?.['x-roles']).toEqual(['owner', 'editor']);
    expect(list?.description).toContain('Roles: owner, editor.');

    const login = document.paths['/api/auth/login']?.post;
    expect(login?.security).toBeUndefined();
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '413', '415', '429']),
    );
    const event = document.paths['/api/events/{id}/']?.get;
    expect(event?.parameters).toEqual([
      {
        name: 'occurrence',
        in: 'query',
        required: false,
        description: 'One date of a repeating event, YYYY-MM-DD',
        schema: { type: 'string' },
      },
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(event?.responses).toHaveProperty('404');
  });

  it("documents a query string from the schema fastify checks it with: each parameter's type and values", () => {
    const mail = document.paths['/api/mail/']?.get;
    expect(mail?.parameters).toContainEqual({
      name: 'status',
      in: 'query',
      required: false,
      description: 'queued, sending, sent or failed',
      schema: { type: 'string', enum: ['queued', 'sending', 'sent', 'failed'] },
    });
  });

  it('resolves every schema reference', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty([ref?.split('/').pop() ?? '']);
    }
  });

  it("gives examples that pass the route's own validation", () => {
    const withExamples = t.app.routeRegistry
      .routes()
      .filter((route) => route.docs?.body && route.docs.example !== undefined);
    expect(withExamples.length).toBeGreaterThan(3);
    for (const route of withExamples) {
      const result = route.docs?.body?.safeParse(route.docs.example);
      expect({ route: `${route.method} ${route.url}`, valid: result?.success }).toEqual({
        route: `${route.method} ${route.url}`,
        valid: true,
      });
    }
  });
});

describe('GET /api/docs', () => {
  it('is a self-contained HTML page listing every operation', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    for (const { path } of operations()) expect(html).toContain(`<code>${path}</code>`);
    // Offline: no scripts, and nothing is loaded from elsewhere.
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(|@import/i);
  });
});

describe('docs({ access })', () => {
  const requireAdmin = async () => {
    throw Object.assign(new Error('no session'), { statusCode: 401 });
  };
  const noRoleCheck = () => async () => undefined;

  it('guards administrator routes, and refuses a public route that requires a session', async () => {
    const app = Fastify();
    installRouteRegistry(app, requireAdmin, noRoleCheck);
    app.get(
      apiPaths.payments,
      docs({ tag: 'T', summary: 's', access: 'admin', responses: {} }),
      async () => 'secret',
    );
    app.get(
      '/public',
      docs({ tag: 'T', summary: 's', access: 'public', responses: {} }),
      async () => 'hello',
    );
    expect(() =>
      app.get(
        '/wrong',
        {
          ...docs({ tag: 'T', summary: 's', access: 'public', responses: {} }),
          preHandler: requireAdmin,
        },
        async () => 'x',
      ),
    ).toThrow('documented as public but requires an administrator');
    expect((await app.inject({ method: 'GET', url: apiPaths.payments })).statusCode).toBe(401);
    expect((await app.inject({ method: 'HEAD', url: apiPaths.payments })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/public' })).body).toBe('hello');
    await app.close();
  });

  it('refuses to register an administrator route that the table of roles does not name', async () => {
    const app = Fastify();
    installRouteRegistry(app, requireAdmin, noRoleCheck);
    expect(() =>
      app.get(
        '/api/payments/secret-new-report/',
        docs({ tag: 'T', summary: 's', access: 'admin', responses: {} }),
        async () => 'secret',
      ),
    ).toThrow(
      'GET /api/payments/secret-new-report/ is an administrator route without roles: add it to ADMIN_ROUTE_ROLES',
    );
    await app.close();
  });
});
