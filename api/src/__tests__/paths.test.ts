import { apiPaths } from '@parish/shared-types';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** What fastify registers for each entry of apiPaths: the pattern, or the path itself. */
const pathsFromApiPaths = new Set<string>(
  Object.values(apiPaths).map((path) => (typeof path === 'string' ? path : path.pattern)),
);

it('serves every route at a path from apiPaths, so a client path and a server path cannot drift', () => {
  const elsewhere = t.app.routeRegistry
    .routes()
    .map((route) => route.url)
    .filter((url) => !pathsFromApiPaths.has(url));
  // The static plugin registers the seed images' folder with a wildcard.
  expect(elsewhere).toEqual([`${apiPaths.seedImages}*`]);
});

it('fills a path from its pattern, each parameter URI-encoded', () => {
  expect(apiPaths.event.pattern).toBe('/api/events/:id/');
  expect(apiPaths.event(7)).toBe('/api/events/7/');
  expect(apiPaths.booking('bid a/b')).toBe('/api/bookings/bid%20a%2Fb/');
  expect(apiPaths.sandboxCheckout('cs_1')).toBe('/api/payments/sandbox/checkout/cs_1');
});
