import type { ParishEvent } from '@parish/shared-types';
import { and, eq, isNull, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { events } from '../../tables';
import { seedDemoData } from '../../../../seed/seed';
import { todayIn } from '../../../../lib/dates';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { keepSampleEvent } from '../keep-sample-event';
import { nextChristmas } from '../sample-event';
import { ensureSampleEvent } from '../service';

const TITLE = 'Christmas Celebrations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ keepSampleEvent: true });
});
afterAll(() => t?.close());

const listEvents = async (app: TestApp = t) =>
  (await app.inject({ method: 'GET', url: '/api/events/' })).json<ParishEvent[]>();
/** The sample events on `date` outside the trash. */
const christmasOn = (date: string) =>
  t.db
    .select()
    .from(events)
    .where(and(eq(events.title, TITLE), eq(events.date, date), isNull(events.deletedAt)));

/** Polls until `condition` holds (the keeper checks every 25 ms here); false after 5 s. */
async function waitUntil(condition: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** A bare app that only keeps the sample event, by a clock the test sets. */
async function keeper(clock: { now: Date }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  keepSampleEvent(app, t.db, { timeZone: 'UTC', everyMs: 25, now: () => clock.now });
  await app.ready();
  return app;
}

describe('the sample event (Christmas Celebrations)', () => {
  it('is on the next 25 December from the start, without demo data, as the spec describes it', async () => {
    const christmas = (await listEvents()).filter((event) => event.title === TITLE);
    expect(christmas).toEqual([
      expect.objectContaining({
        date: nextChristmas(todayIn(t.config.timeZone)),
        time: '18:00:00',
        max_attendees: 100,
        registered_attendees: 30,
        price: 100,
      }),
    ]);
  });

  it('is not added twice when the demo parish already has it', async () => {
    const seeded = await createTestApp({ keepSampleEvent: true });
    try {
      expect((await seedDemoData(seeded.db, seeded.config)).seeded).toBe(true);
      const christmas = (await listEvents(seeded)).filter((event) => event.title === TITLE);
      expect(christmas.map((event) => event.date)).toEqual([
        nextChristmas(todayIn(seeded.config.timeZone)),
      ]);
    } finally {
      await seeded.close();
    }
  });

  it('comes back within the next check after an administrator deletes it (to the trash)', async () => {
    const cookie = await t.adminCookie();
    const today = todayIn(t.config.timeZone);
    const [christmas] = (await listEvents()).filter((event) => event.title === TITLE);
    if (!christmas) throw new Error('no sample event to delete');
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/events/${christmas.id}/`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await christmasOn(nextChristmas(today))).toHaveLength(0);

    const app = await keeper({ now: new Date() });
    try {
      expect(
        await waitUntil(async () => (await christmasOn(nextChristmas(today))).length === 1),
      ).toBe(true);
    } finally {
      await app.close();
    }
    const again = (await listEvents()).filter((event) => event.title === TITLE);
    expect(again).toHaveLength(1);
    expect(again[0]?.id).not.toBe(christmas.id);
  });

  it('moves on to the next year once 25 December has passed, keeping the past one', async () => {
    const clock = { now: new Date('2098-12-25T12:00:00Z') };
    const app = await keeper(clock);
    try {
      expect(await christmasOn('2098-12-25')).toHaveLength(1);
      expect(await christmasOn('2099-12-25')).toHaveLength(0);
      clock.now = new Date('2098-12-26T00:00:30Z');
      expect(await waitUntil(async () => (await christmasOn('2099-12-25')).length === 1)).toBe(
        true,
      );
      expect(await christmasOn('2098-12-25')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('is added once when several API instances look for it at the same moment', async () => {
    // Five connections open first (on PostgreSQL), so the five checks really overlap.
    await Promise.all(Array.from({ length: 5 }, () => t.db.execute(sql`select pg_sleep(0.05)`)));
    const added = await Promise.all(
      Array.from({ length: 5 }, () => ensureSampleEvent(t.db, '2097-06-01')),
    );
    expect(added.filter((event) => event !== undefined)).toHaveLength(1);
    expect(await christmasOn('2097-12-25')).toHaveLength(1);
  });

  it('is dated on the next 25 December, today when it is Christmas', () => {
    expect(nextChristmas('2026-03-10')).toBe('2026-12-25');
    expect(nextChristmas('2026-12-25')).toBe('2026-12-25');
    expect(nextChristmas('2026-12-26')).toBe('2027-12-25');
  });
});
