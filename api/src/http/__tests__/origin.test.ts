import { apiPaths } from '@parish/shared-types';
import { buildEventInput } from '@parish/shared-types/testing';
import { createTestApp, testConfig, type TestApp } from '../../testing/app';
import { FOREIGN_ORIGIN_MESSAGE } from '../origin';

const SITE_URL = 'https://parish.example';
const FOREIGN = 'https://evil.example';
/** A sibling host: SameSite=Lax cookies still go with its posts. */
const SIBLING = 'https://blog.parish.example';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({
    corsOrigins: ['http://localhost:3000'],
    payments: { ...testConfig().payments, siteUrl: SITE_URL },
  });
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

async function newEvent(): Promise<number> {
  const created = await t.inject({
    method: 'POST',
    url: apiPaths.events,
    headers: { cookie, origin: SITE_URL },
    payload: buildEventInput(),
  });
  expect(created.statusCode).toBe(201);
  return (created.json() as { id: number }).id;
}

const stillThere = async (id: number) =>
  (await t.inject({ method: 'GET', url: apiPaths.event(id) })).statusCode === 200;

describe('a write carrying a session cookie', () => {
  it.each([
    ['a foreign Origin', { origin: FOREIGN }],
    ['a sibling host', { origin: SIBLING }],
    ['an opaque Origin (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site and no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site and no Origin', { 'sec-fetch-site': 'same-site' }],
  ])('is refused from %s, bodyless as it is, and changes nothing', async (_from, headers) => {
    const id = await newEvent();
    const response = await t.inject({
      method: 'DELETE',
      url: apiPaths.event(id),
      headers: { cookie, ...headers },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: FOREIGN_ORIGIN_MESSAGE });
    expect(await stillThere(id)).toBe(true);
  });

  it('is refused as a bodyless cross-site POST (logging out someone else)', async () => {
    const logout = await t.inject({
      method: 'POST',
      url: apiPaths.logout,
      headers: { cookie, origin: FOREIGN },
    });
    expect(logout.statusCode).toBe(403);
    const session = await t.inject({ method: 'GET', url: apiPaths.contact, headers: { cookie } });
    expect(session.statusCode).toBe(200);
  });

  it.each([
    ['the site (SITE_URL)', { origin: SITE_URL }],
    ['a CORS origin', { origin: 'http://localhost:3000' }],
    ['the API itself', { origin: 'http://localhost:80' }],
    ['the page’s own origin (Sec-Fetch-Site: same-origin)', { 'sec-fetch-site': 'same-origin' }],
    ['the address bar or a bookmark (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['a client that is not a browser (neither header)', {}],
  ])('is accepted from %s', async (_from, headers) => {
    const id = await newEvent();
    const response = await t.inject({
      method: 'DELETE',
      url: apiPaths.event(id),
      headers: { cookie, host: 'localhost:80', ...headers },
    });
    expect(response.statusCode).toBe(204);
  });

  it('is refused with a donor’s cookie too', async () => {
    const response = await t.inject({
      method: 'DELETE',
      url: apiPaths.donorSession,
      headers: { cookie: 'parish_donor=s%3Aanything', origin: FOREIGN },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: FOREIGN_ORIGIN_MESSAGE });
  });
});

describe('a request without a session cookie', () => {
  it('is not checked: a public form from a foreign page, a read with a cookie', async () => {
    const subscribe = await t.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
      payload: { email: 'reader@example.org' },
    });
    expect(subscribe.statusCode).toBe(202);
    const read = await t.inject({
      method: 'GET',
      url: apiPaths.contact,
      headers: { cookie, origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
