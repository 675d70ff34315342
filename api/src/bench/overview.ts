/**
 * `npm run bench:overview -w api`: the dashboard's Today on the demo
 * database, and on a busy parish's week. The demo parish is seeded, then a
 * week as a large parish has it is added (messages, sign-ups, mails, gifts,
 * tonight's bookings); an owner's session asks for the overview over HTTP,
 * one request after another. Prints the p50 and p95 of the round trip for
 * both and exits non-zero when a p95 is over BUDGET_MS (the 300 ms).
 * PGlite in memory by default; PostgreSQL with DATABASE_URL.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { apiPaths, type OfficeOverview } from '@parish/shared-types';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db';
import { seedDemoData } from '../seed/seed';
import { contactMessages, courseRegistrations, outboxMails } from '../modules/messaging/tables';
import { ministryInterests } from '../modules/content/tables';
import { payments } from '../modules/giving/tables';
import { quantile } from './measure';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Overview-Bench-2026!';
const config = loadConfig(
  {
    SESSION_SECRET: 'o'.repeat(64),
    LOG_LEVEL: 'silent',
    PARISH_TIME_ZONE: 'UTC',
    DEMO_ADMIN_PASSWORD: PASSWORD,
  },
  { apiRoot },
);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 300);

const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL ?? null });
await database.migrate(config.paths.migrations);
await seedDemoData(database.db, config);
const app = await buildApp({ db: database.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A year of a large parish: what the week's counts must find among. */
async function addBusyYear() {
  const db = database.db;
  // Spread over the year, so about one in fifty falls in the week.
  const daysAgo = () => sql`now() - (random() * interval '365 days')`;
  await db.insert(contactMessages).values(
    Array.from({ length: 3000 }, (_, index) => ({
      name: `Parishioner ${index}`,
      email: `p${index}@example.org`,
      message: 'A question for the office.',
      createdAt: daysAgo(),
    })),
  );
  await db.insert(ministryInterests).values(
    Array.from({ length: 1500 }, (_, index) => ({
      name: `Volunteer ${index}`,
      email: `v${index}@example.org`,
      ministryId: 1,
      ministryTitle: 'Choir',
      createdAt: daysAgo(),
    })),
  );
  await db.insert(courseRegistrations).values(
    Array.from({ length: 1500 }, (_, index) => ({
      firstName: 'Student',
      lastName: `${index}`,
      email: `s${index}@example.org`,
      course: 'theology',
      createdAt: daysAgo(),
    })),
  );
  for (let batch = 0; batch < 10; batch++) {
    await db.insert(outboxMails).values(
      Array.from({ length: 2000 }, (_, index) => ({
        kind: index % 3 === 0 ? 'gift_receipt' : 'contact_acknowledgement',
        toAddress: `reader${batch}-${index}@example.org`,
        subject: 'Thank you',
        data: {},
        messageId: `<bench-${batch}-${index}@example.org>`,
        status: index % 50 === 0 ? 'failed' : 'sent',
        createdAt: daysAgo(),
      })),
    );
  }
  await db.insert(payments).values(
    Array.from({ length: 5000 }, (_, index) => ({
      purpose: 'donation',
      provider: 'sandbox',
      method: 'card',
      providerReference: `bench-${index}`,
      amountCents: 2500,
      status: 'completed',
      completedAt: daysAgo(),
    })),
  );
}

async function timeOverview(cookie: string) {
  const ask = async () => {
    const response = await fetch(`${base}${apiPaths.overview}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`the overview answered ${response.status}`);
    return (await response.json()) as OfficeOverview;
  };
  for (let warm = 0; warm < 5; warm++) await ask();
  const times: number[] = [];
  let last: OfficeOverview | undefined;
  for (let index = 0; index < REQUESTS; index++) {
    const started = performance.now();
    last = await ask();
    times.push(performance.now() - started);
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), last };
}

try {
  const login = await fetch(`${base}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.demoAdmin.email, password: PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (login.status !== 200 || !cookie) {
    throw new Error(`login answered ${login.status}: ${await login.text()}`);
  }

  console.info(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
  const runs: [string, Awaited<ReturnType<typeof timeOverview>>][] = [];
  runs.push(['demo database', await timeOverview(cookie)]);
  await addBusyYear();
  runs.push(['a busy parish’s year', await timeOverview(cookie)]);
  for (const [what, run] of runs) {
    console.info(
      `GET /api/overview/ on ${what}, ${REQUESTS} requests one after another: p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms; ${JSON.stringify(run.last)}`,
    );
    if (run.p95 >= BUDGET_MS) {
      console.error(`over the budget of ${BUDGET_MS} ms`);
      process.exitCode = 1;
    }
  }
} finally {
  await app.close();
  await database.close();
}
