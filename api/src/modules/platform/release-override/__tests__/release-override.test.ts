import { apiPaths } from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { RELEASE_OVERRIDE_COOKIE } from '@parish/shared-types';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await t.adminCookie();
});
afterAll(() => t?.close());

const RELEASE = '1.0.0-20261124.101500-abc1234';

/** The override cookie the API set, as the browser would send it back. */
function overrideCookieOf(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((line) => line.startsWith(RELEASE_OVERRIDE_COOKIE));
  if (!header) throw new Error('no override cookie was set');
  return header.split(';')[0] ?? '';
}

describe('an administrator trying a release in their own browser', () => {
  it('signs the override into an httpOnly cookie and reads it back', async () => {
    const set = await t.inject({
      method: 'POST',
      url: apiPaths.releaseOverride,
      headers: { cookie: adminCookie },
      payload: { remote: 'booking', release: RELEASE },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      remote: 'booking',
      release: RELEASE,
      expiresAt: expect.any(String),
    });
    expect(String(set.headers['set-cookie'])).toMatch(/HttpOnly/);
    const override = overrideCookieOf(set.headers['set-cookie']);

    const read = await t.inject({
      method: 'GET',
      url: apiPaths.releaseOverride,
      headers: { cookie: `${adminCookie}; ${override}` },
    });
    expect(read.json()).toEqual({ override: set.json() });

    const cleared = await t.inject({ method: 'DELETE', url: apiPaths.releaseOverride });
    expect(cleared.statusCode).toBe(204);
    expect(String(cleared.headers['set-cookie'])).toMatch(
      new RegExp(`^${RELEASE_OVERRIDE_COOKIE}=;`),
    );
  });

  it('answers no override for a cookie that was tampered with', async () => {
    const set = await t.inject({
      method: 'POST',
      url: apiPaths.releaseOverride,
      headers: { cookie: adminCookie },
      payload: { remote: 'booking', release: RELEASE },
    });
    const [name, value] = overrideCookieOf(set.headers['set-cookie']).split('=');
    const forged = decodeURIComponent(value ?? '').replace(RELEASE, '6.6.6-evil');
    const read = await t.inject({
      method: 'GET',
      url: apiPaths.releaseOverride,
      headers: { cookie: `${adminCookie}; ${name}=${encodeURIComponent(forged)}` },
    });
    expect(read.json()).toEqual({ override: null });
  });

  it('is for administrators only, and takes only a remote name and a version', async () => {
    const visitor = await t.inject({
      method: 'POST',
      url: apiPaths.releaseOverride,
      payload: { remote: 'booking', release: RELEASE },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: apiPaths.releaseOverride })).statusCode).toBe(401);

    const url = await t.inject({
      method: 'POST',
      url: apiPaths.releaseOverride,
      headers: { cookie: adminCookie },
      payload: { remote: 'booking', release: 'https://evil.example/remoteEntry.js' },
    });
    expect(url.statusCode).toBe(400);
    expect(url.json().fields).toEqual({
      release: 'A release version has letters, digits, dots, dashes and underscores only.',
    });
    const unknown = await t.inject({
      method: 'POST',
      url: apiPaths.releaseOverride,
      headers: { cookie: adminCookie },
      payload: { remote: 'payments', release: RELEASE },
    });
    expect(unknown.json().fields).toEqual({ remote: 'Choose one of the remotes.' });
  });
});
