/**
 * `npm run bench:mail -w api`: the outbox under load and faults, with real
 * API processes (src/main.ts) delivering to a real SMTP server in this
 * process. Needs DATABASE_URL (a PostgreSQL server; a throw-away database is
 * made on it), since several processes share one outbox.
 *
 * 1. Throughput: 500 queued mails, one process: mails rendered and handed
 *    to SMTP per second.
 * 2. Two processes deliver 500 queued mails: lost and duplicates.
 * 3. SIGKILL of the API while it delivers, then a new process: lost, and
 *    how many went twice.
 * 4. The SMTP server down for MAIL_DOWN_SECONDS (default 120) with mails
 *    queued, then back: every mail delivered, each once, and how long after.
 *
 * Prints a markdown table; exits 1 if any mail was lost.
 */
import path from 'node:path';
import { workspacePaths, DEFAULT_MAIL_FROM } from '../config';
import { createDatabase } from '../db';
import { outboxMails } from '../modules/messaging/tables';
import { createOutbox } from '../modules/messaging';
import type { MailData } from '../modules/messaging';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp';
import { throwAwayPostgres } from './databases';
import { startApi, type RunningApi } from './server';
import { MAILS as SITE_MAILS } from '../mails';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const migrations = workspacePaths(apiRoot).migrations;
const MAILS = 500;

const sampleBooking: MailData['booking_confirmed'] = {
  bookingId: 'bidBench000001',
  bookerName: 'Maria Lopez',
  event: {
    id: 1,
    title: 'Benchmark Concert',
    description: 'An evening of sacred music.',
    date: '2027-01-10',
    time: '19:00:00',
    location: 'Parish Hall',
    priceCents: 2000,
    updatedAt: '2026-11-01T09:00:00.000Z',
  },
  numberOfTickets: 2,
  totalCents: 4000,
  paymentMethod: 'card',
  tickets: [1, 2].map((number) => ({
    number,
    name: number === 1 ? 'Maria Lopez' : 'Juan Lopez',
    qrValue: `http://localhost:3000/check?bookingId=bidBench000001&ticket=${number}`,
    reference: `bidBench000001-${number}`,
  })),
  manageUrl: 'http://localhost:3000/check?bookingId=bidBench000001&token=x',
};

interface Row {
  scenario: string;
  queued: number;
  delivered: number;
  lost: number;
  twice: number;
  seconds: number;
  note: string;
}

async function enqueue(databaseUrl: string, count: number): Promise<void> {
  const handle = await createDatabase({ databaseUrl });
  const outbox = createOutbox(
    { from: DEFAULT_MAIL_FROM, officeEmail: 'office@bench.example' },
    'http://localhost:3000',
    SITE_MAILS,
  );
  try {
    await handle.db.transaction(async (tx) => {
      for (let index = 0; index < count; index++) {
        await outbox.enqueue(tx, {
          kind: 'booking_confirmed',
          to: `visitor${index}@bench.example`,
          data: sampleBooking,
        });
      }
    });
  } finally {
    await handle.close();
  }
}

async function countOutbox(databaseUrl: string): Promise<Record<string, number>> {
  const handle = await createDatabase({ databaseUrl });
  try {
    const rows = await handle.db.select({ status: outboxMails.status }).from(outboxMails);
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
    return counts;
  } finally {
    await handle.close();
  }
}

async function clearOutbox(databaseUrl: string): Promise<void> {
  const handle = await createDatabase({ databaseUrl });
  try {
    await handle.db.delete(outboxMails);
  } finally {
    await handle.close();
  }
}

function tally(smtp: TestSmtpServer) {
  const ids = smtp.received.map((mail) => mail.messageId);
  const unique = new Set(ids).size;
  return { unique, twice: ids.length - unique };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'Set DATABASE_URL to a PostgreSQL server: several API processes share one outbox.',
    );
    process.exit(1);
  }
  const downSeconds = Number(process.env.MAIL_DOWN_SECONDS ?? 120);
  const smtp = await startTestSmtpServer();
  const database = await throwAwayPostgres(serverUrl, migrations);
  const url = database.env.DATABASE_URL;
  const env = { SMTP_URL: smtp.url, MAIL_POLL_MS: '200' };
  const rows: Row[] = [];
  const running: RunningApi[] = [];
  const reset = async () => {
    await Promise.all(running.splice(0).map((api) => api.stop()));
    await clearOutbox(url);
    smtp.received.length = 0;
  };

  try {
    // 1. Throughput of one process.
    await enqueue(url, MAILS);
    let started = performance.now();
    running.push(await startApi(apiRoot, database, env));
    await until(() => smtp.received.length >= MAILS, 300_000);
    let seconds = (performance.now() - started) / 1000;
    let { unique, twice } = tally(smtp);
    const first = smtp.received[0]?.at ?? 0;
    const last = smtp.received.at(-1)?.at ?? 0;
    const steady = (smtp.received.length - 1) / Math.max(0.001, (last - first) / 1000);
    rows.push({
      scenario: 'one process (throughput)',
      queued: MAILS,
      delivered: unique,
      lost: MAILS - unique,
      twice,
      seconds,
      note: `${steady.toFixed(1)} mails/s from the first to the last (booking mail with 2 QR codes and an .ics each); the seconds include the API's start`,
    });
    await reset();

    // 2. Two processes share the outbox.
    await enqueue(url, MAILS);
    started = performance.now();
    running.push(...(await Promise.all([1, 2].map(() => startApi(apiRoot, database, env)))));
    await until(() => smtp.received.length >= MAILS, 300_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    seconds = (performance.now() - started) / 1000;
    ({ unique, twice } = tally(smtp));
    rows.push({
      scenario: 'two processes, one outbox',
      queued: MAILS,
      delivered: unique,
      lost: MAILS - unique,
      twice,
      seconds,
      note: 'claims with FOR UPDATE SKIP LOCKED',
    });
    await reset();

    // 3. SIGKILL while delivering, then a new process takes over after the lease.
    await enqueue(url, MAILS);
    const lease = { ...env, MAIL_LEASE_SECONDS: '45' };
    started = performance.now();
    const victim = await startApi(apiRoot, database, lease);
    await until(() => smtp.received.length >= MAILS / 5, 120_000);
    victim.child.kill('SIGKILL');
    const atKill = smtp.received.length;
    running.push(await startApi(apiRoot, database, lease));
    await until(async () => (await countOutbox(url)).sent === MAILS, 300_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    seconds = (performance.now() - started) / 1000;
    ({ unique, twice } = tally(smtp));
    rows.push({
      scenario: 'SIGKILL during delivery',
      queued: MAILS,
      delivered: unique,
      lost: MAILS - unique,
      twice,
      seconds,
      note: `killed after ${atKill} arrived; the mails it held were sent again after their 45 s lease`,
    });
    await reset();

    // 4. The SMTP server down, then back.
    await smtp.stop();
    await enqueue(url, 100);
    running.push(await startApi(apiRoot, database, { ...env, MAIL_POLL_MS: '1000' }));
    await new Promise((resolve) => setTimeout(resolve, downSeconds * 1000));
    const whileDown = await countOutbox(url);
    await smtp.start();
    started = performance.now();
    await until(() => smtp.received.length >= 100, 3_600_000);
    seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    ({ unique, twice } = tally(smtp));
    rows.push({
      scenario: `SMTP down ${downSeconds} s, then back`,
      queued: 100,
      delivered: unique,
      lost: 100 - unique,
      twice,
      seconds,
      note: `${whileDown.queued ?? 0} queued, ${whileDown.failed ?? 0} failed while down; seconds from back to all delivered (default backoff)`,
    });
  } finally {
    await Promise.all(running.map((api) => api.stop()));
    await database.drop();
    await smtp.close();
  }

  console.info('| Scenario | Queued | Delivered | Lost | Sent twice | Seconds | Note |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    console.info(
      `| ${row.scenario} | ${row.queued} | ${row.delivered} | ${row.lost} | ${row.twice} | ${row.seconds.toFixed(1)} | ${row.note} |`,
    );
  }
  process.exit(rows.some((row) => row.lost > 0) ? 1 : 0);
}

await main();
