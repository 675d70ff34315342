import fs from 'node:fs';
import path from 'node:path';
import { VIDEO_CATEGORIES, type ParishEvent, type Product } from '@parish/shared-types';
import { count } from 'drizzle-orm';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/app';
import { events as eventsTable, leaders, ministries, videos } from '../schema';
import { demoAdminHasDemoPassword, seedDemoData } from '../seed';

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
    expect(await seedDemoData(t.db, t.config, NOW)).toBe(true);
    expect(await seedDemoData(t.db, t.config, NOW)).toBe(false);

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

  it('creates the demo administrator, who can log in with the demo password', async () => {
    expect(await demoAdminHasDemoPassword(t.db, t.config)).toBe(true);
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: t.config.demoAdmin.email, password: t.config.demoAdmin.password },
    });
    expect(response.statusCode).toBe(200);
    expect(
      await demoAdminHasDemoPassword(t.db, { ...t.config, demoAdmin: { ...TEST_ADMIN } }),
    ).toBe(false);
  });

  it('does not come back after the events are deleted', async () => {
    await t.db.delete(eventsTable);
    expect(await seedDemoData(t.db, t.config, NOW)).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/events/' })).json()).toEqual([]);
  });
});
