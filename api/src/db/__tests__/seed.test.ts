import fs from 'node:fs';
import path from 'node:path';
import { VIDEO_CATEGORIES, type ParishEvent, type Product } from '@parish/shared-types';
import { count, eq } from 'drizzle-orm';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/app';
import { events as eventsTable, leaders, ministries, videos, admins } from '../../testing/tables';
import { createAdmin } from '../../modules/identity';
import { demoAdminPasswordState, seedDemoData } from '../../seed/seed';

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const countOf = async (table: typeof leaders | typeof ministries) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

describe('demo data', () => {
  it('seeds a fresh database once, relative to today', async () => {
    // The test's own DEMO_ADMIN_PASSWORD: nothing generated, nothing to show.
    expect(await seedDemoData(t.db, t.config, NOW)).toEqual({
      seeded: true,
      generatedPassword: null,
    });
    expect((await seedDemoData(t.db, t.config, NOW)).seeded).toBe(false);

    const events = (await t.inject({ method: 'GET', url: '/api/events/' })).json<ParishEvent[]>();
    expect(events.length).toBeGreaterThanOrEqual(8);
    const past = events.filter((event) => event.date < '2026-03-10');
    const future = events.filter((event) => event.date >= '2026-03-10');
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(future.length).toBeGreaterThan(past.length);
    expect(events.some((event) => event.price === 0)).toBe(true);
    expect(new Set(events.map((event) => event.price)).size).toBeGreaterThanOrEqual(4);
    for (const event of events) {
      expect(event.registered_attendees).toBeLessThanOrEqual(event.max_attendees);
    }

    const christmas = events.find((event) => event.title === 'Christmas Celebrations');
    expect(christmas).toMatchObject({
      date: '2026-12-25',
      max_attendees: 100,
      registered_attendees: 30,
      price: 100,
    });

    const products = (await t.inject({ method: 'GET', url: '/api/shop/' })).json<Product[]>();
    expect(products).toHaveLength(6);
    expect(products.some((product) => product.price === 12.5)).toBe(true);

    expect(await countOf(leaders)).toBe(4);
    expect(await countOf(ministries)).toBe(4);
    const videoRows = await t.db.select().from(videos);
    expect(videoRows).toHaveLength(8);
    expect(new Set(videoRows.map((video) => video.category))).toEqual(new Set(VIDEO_CATEGORIES));
    for (const video of videoRows) {
      expect(video.youtubeUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    }
  });

  it('points every image at an SVG the API serves', async () => {
    const events = (await t.inject({ method: 'GET', url: '/api/events/' })).json<ParishEvent[]>();
    const products = (await t.inject({ method: 'GET', url: '/api/shop/' })).json<Product[]>();
    const images = [
      ...events.map((event) => event.image),
      ...products.map((product) => product.image),
      ...(await t.db.select().from(leaders)).map((leader) => leader.image),
      ...(await t.db.select().from(ministries)).map((ministry) => ministry.image),
    ];
    for (const image of new Set(images)) {
      expect(image).toMatch(/^\/api\/static\/seed\/[\w-]+\.svg$/);
      const file = path.join(t.config.paths.assets, 'seed', path.basename(image));
      expect(fs.existsSync(file)).toBe(true);
      const response = await t.inject({ method: 'GET', url: image });
      expect(response.statusCode).toBe(200);
    }
  });

  it('creates the demo administrator, who can log in with the DEMO_ADMIN_PASSWORD set', async () => {
    expect(await demoAdminPasswordState(t.db, t.config)).toBe('configured');
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: t.config.demoAdmin.email, password: t.config.demoAdmin.password },
    });
    expect(response.statusCode).toBe(200);
    // Another password (changed since): start-up has nothing to say about it.
    const changed = {
      ...t.config,
      demoAdmin: { ...t.config.demoAdmin, password: 'Changed-2026!' },
    };
    expect(await demoAdminPasswordState(t.db, changed)).toBe('none');
    expect(await demoAdminPasswordState(t.db, { ...t.config, demoAdmin: { ...TEST_ADMIN } })).toBe(
      'none',
    );
  });

  it('does not come back after the events are deleted', async () => {
    await t.db.delete(eventsTable);
    expect((await seedDemoData(t.db, t.config, NOW)).seeded).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/events/' })).json()).toEqual([]);
  });
});

describe('the demo owner without DEMO_ADMIN_PASSWORD', () => {
  /** A first start that was given no password. */
  async function firstStart() {
    const app = await createTestApp({
      demoAdmin: { email: 'admin@holytrinity.example', password: null },
    });
    return { app, seed: await seedDemoData(app.db, app.config, NOW) };
  }

  it('gets a strong generated password, different on every new site, that signs in', async () => {
    const one = await firstStart();
    const other = await firstStart();
    try {
      const password = one.seed.generatedPassword ?? '';
      // 18 random bytes as base64url: 144 bits.
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(other.seed.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(other.seed.generatedPassword).not.toBe(password);
      // The password once published in the README is no one's.
      expect(password).not.toBe('Trinity-Demo-2026');

      const login = (body: object) =>
        one.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
      const email = 'admin@holytrinity.example';
      expect((await login({ email, password })).statusCode).toBe(200);
      expect((await login({ email, password: 'Trinity-Demo-2026' })).statusCode).toBe(401);

      // Kept only as its hash.
      const [owner] = await one.app.db.select().from(admins).where(eq(admins.email, email));
      expect(owner?.roles).toEqual(['owner']);
      expect(owner?.passwordHash).not.toContain(password);
    } finally {
      await one.app.close();
      await other.app.close();
    }
  });

  it('is shown once: later starts only say it was shown', async () => {
    const { app, seed } = await firstStart();
    try {
      expect(seed.generatedPassword).not.toBeNull();
      expect(await seedDemoData(app.db, app.config, NOW)).toEqual({
        seeded: false,
        generatedPassword: null,
      });
      expect(await demoAdminPasswordState(app.db, app.config)).toBe('shown-once');
    } finally {
      await app.close();
    }
  });

  it('is not generated for an administrator made before the first start, who keeps theirs', async () => {
    const app = await createTestApp({
      demoAdmin: { email: TEST_ADMIN.email, password: null },
    });
    try {
      await createAdmin(app.db, TEST_ADMIN, app.config);
      expect(await seedDemoData(app.db, app.config, NOW)).toEqual({
        seeded: true,
        generatedPassword: null,
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
