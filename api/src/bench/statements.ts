/**
 * `npm run bench:statements -w api`: one statement run for 1,000 donors
 * (households) with three online gifts each this year and two of the
 * basket (cash in committed Sunday batches, docs/batches.md), as the
 * dashboard starts it: the
 * statement worker (the same code the API runs) renders each PDF, stores
 * it and queues its mail, 50 donors a transaction. Prints the time, the CPU
 * time, the peak memory (resident and heap, sampled every 50 ms) and the
 * PDFs' size; exits 1 above 60 s. On a fresh embedded database by default;
 * with DATABASE_URL (a PostgreSQL server) on a throw-away database made there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { DEFAULT_MAIL_FROM, workspacePaths } from '../config';
import { createDatabase, type DatabaseHandle } from '../db';
import {
  donors,
  giftBatchEntries,
  giftBatchEntryFunds,
  giftBatches,
  paymentFunds,
  payments,
  statementJobs,
} from '../modules/giving/tables';
import { outboxMails } from '../modules/messaging/tables';
import { createOutbox } from '../modules/messaging';
import { StatementWorker } from '../modules/giving';
import { createLocalStorage } from '../storage';
import { throwAwayPostgres } from './databases';
import { MAILS } from '../mails';

const DONORS = Number(process.env.BENCH_DONORS ?? 1000);
const GIFTS_EACH = 3;
/** Each donor's gifts in the basket: cash in two of the year's committed Sunday batches. */
const BASKET_EACH = 2;
const SUNDAYS = 52;
const LIMIT_SECONDS = 60;
const FUNDS = ['missions', 'youth', 'building', 'general'] as const;
const apiRoot = path.resolve(import.meta.dirname, '../..');

async function seed(handle: DatabaseHandle, year: number) {
  const { db } = handle;
  for (let start = 0; start < DONORS; start += 250) {
    const batch = Array.from({ length: Math.min(250, DONORS - start) }, (_, i) => start + i);
    const made = await db
      .insert(donors)
      .values(
        batch.map((n) => ({
          name: `Donor ${n}`,
          email: `donor${n}@bench.example`,
          postalAddress: `${n} Elm Street\nSpringfield, IL 62701`,
        })),
      )
      .returning({ id: donors.id });
    const gifts = made.flatMap(({ id }, i) =>
      Array.from({ length: GIFTS_EACH }, (_, g) => ({
        purpose: 'donation',
        provider: 'sandbox',
        method: 'card',
        providerReference: `cs_bench_${id}_${g}`,
        amountCents: 2500 + 100 * ((i + g) % 50),
        status: 'completed',
        completedAt: new Date(Date.UTC(year, g * 3, 1 + (i % 28), 15)),
        payerName: `Donor ${start + i}`,
        payerEmail: `donor${start + i}@bench.example`,
        donorId: id,
      })),
    );
    const paid = await db
      .insert(payments)
      .values(gifts)
      .returning({ id: payments.id, amountCents: payments.amountCents });
    await db.insert(paymentFunds).values(
      paid.map((row, i) => ({
        paymentId: row.id,
        fund: FUNDS[i % FUNDS.length] ?? 'general',
        amountCents: row.amountCents,
      })),
    );
  }
}

/** The year's Sunday batches, committed, each donor's cash gifts in two of them. */
async function seedBasket(handle: DatabaseHandle, year: number) {
  const { db } = handle;
  const sundays = await db
    .insert(giftBatches)
    .values(
      Array.from({ length: SUNDAYS }, (_, week) => ({
        batchDate: new Date(Date.UTC(year, 0, 4 + 7 * week)).toISOString().slice(0, 10),
        kind: 'sunday_collection',
        countedTotalCents: 0,
        committedAt: new Date(),
      })),
    )
    .returning({ id: giftBatches.id });
  const givers = await db.select({ id: donors.id }).from(donors);
  const counted = new Map<number, number>();
  for (let start = 0; start < givers.length; start += 250) {
    const entries = givers.slice(start, start + 250).flatMap(({ id }, i) =>
      Array.from({ length: BASKET_EACH }, (_, g) => ({
        batchId: sundays[(start + i + g * 26) % SUNDAYS]?.id ?? 0,
        donorId: id,
        amountCents: 1000 + 100 * ((i + g) % 30),
        method: 'cash',
      })),
    );
    const made = await db.insert(giftBatchEntries).values(entries).returning({
      id: giftBatchEntries.id,
      batchId: giftBatchEntries.batchId,
      amountCents: giftBatchEntries.amountCents,
    });
    await db
      .insert(giftBatchEntryFunds)
      .values(
        made.map((row) => ({ entryId: row.id, fund: 'general', amountCents: row.amountCents })),
      );
    for (const row of made)
      counted.set(row.batchId, (counted.get(row.batchId) ?? 0) + row.amountCents);
  }
  // Each batch's counted total is its entries' sum, as a commit requires.
  for (const [id, cents] of counted) {
    await db.update(giftBatches).set({ countedTotalCents: cents }).where(eq(giftBatches.id, id));
  }
}

async function main() {
  const year = new Date().getUTCFullYear();
  const migrations = workspacePaths(apiRoot).migrations;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-statements-bench-'));
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await throwAwayPostgres(serverUrl, migrations) : null;
  const handle = await createDatabase(
    postgres
      ? { databaseUrl: postgres.env.DATABASE_URL }
      : { pgliteDir: path.join(work, 'pglite') },
  );
  try {
    if (!postgres) await handle.migrate(migrations);
    await seed(handle, year);
    await seedBasket(handle, year);
    const storage = createLocalStorage(path.join(work, 'uploads'));
    const worker = new StatementWorker({
      db: handle.db,
      outbox: createOutbox(
        { from: DEFAULT_MAIL_FROM, officeEmail: 'office@bench.example' },
        'http://localhost:3000',
        MAILS,
      ),
      storage,
      timeZone: 'UTC',
      // The seeded gifts are the sandbox's, counted as on the demo site.
      counting: { sandbox: true },
      log: Fastify({ logger: { level: 'warn' } }).log,
    });
    await handle.db.insert(statementJobs).values({ year, donorId: null });

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 50);
    const started = performance.now();
    const startCpu = process.cpuUsage();
    await worker.drain();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(startCpu);
    clearInterval(sampler);

    const [job] = await handle.db.select().from(statementJobs);
    const mails = await handle.db.$count(outboxMails);
    const folder = path.join(work, 'uploads', 'statements');
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.pdf'));
    const bytes = files.reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0);
    console.info(
      [
        `${job?.processed ?? 0} of ${DONORS} donors' statements (${GIFTS_EACH} online gifts and ${BASKET_EACH} of the basket each), ` +
          `${postgres?.label ?? `PGlite (embedded)`}, Node ${process.version}, ${os.cpus().length} cores:`,
        `  status ${job?.status}, ${mails} mails queued, ${files.length} PDFs`,
        `  ${seconds.toFixed(1)} s (${((seconds / DONORS) * 1000).toFixed(1)} ms a donor), ` +
          `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`,
        `  memory: ${(before.rss / 2 ** 20).toFixed(0)} MiB resident before the run ` +
          `(the database driver and seeded data), ${(peakRss / 2 ** 20).toFixed(0)} MiB at its peak; ` +
          `heap ${(before.heapUsed / 2 ** 20).toFixed(0)} → peak ${(peakHeap / 2 ** 20).toFixed(0)} MiB`,
        `  PDFs: ${(bytes / files.length / 1024).toFixed(1)} KiB each, ` +
          `${(bytes / 2 ** 20).toFixed(1)} MiB in all`,
      ].join('\n'),
    );
    if (job?.status !== 'done' || mails !== DONORS || seconds > LIMIT_SECONDS) {
      console.error(`✖ expected ${DONORS} statements mailed within ${LIMIT_SECONDS} s`);
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
    await postgres?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
