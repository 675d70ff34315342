/**
 * `npm run bench:campaigns -w api`: a campaign at parish scale, in one
 * process on the embedded database, delivering to a real SMTP server here.
 *
 * 1. Queue: 10,000 confirmed subscribers on a topic; the time to freeze them
 *    (the send's transaction) and to hand every one to the outbox, unthrottled.
 * 2. Delivery unthrottled: mails rendered and handed to SMTP per second, for
 *    BENCH_DELIVERY_SECONDS (default 60) of the 10,000 queued.
 * 3. At the default rate (600 a minute): a second campaign to 1,000 people
 *    for BENCH_RATE_SECONDS (default 30): mails handed to SMTP per second.
 * Memory (RSS and heap) is sampled every 100 ms throughout; the peak of each
 * phase is printed.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db';
import { MAILS } from '../mails';
import {
  campaignRecipients,
  newsletterSubscribers,
  newsletterTopics,
  newsletterTopicSubscriptions,
  outboxMails,
} from '../modules/messaging/tables';
import { createOutbox, createSmtpTransport, mailSite, MailWorker } from '../modules/messaging';
import { CampaignSender } from '../modules/messaging/campaigns/sender';
import { createCampaign, sendCampaign } from '../modules/messaging/campaigns/service';
import type { AuditActor } from '../modules/platform';
import { createLocalStorage } from '../storage';
import { startTestSmtpServer } from '../testing/smtp';
import { and, eq, isNull, sql } from 'drizzle-orm';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const DELIVERY_SECONDS = Number(process.env.BENCH_DELIVERY_SECONDS ?? 60);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 30);
const MB = 1024 * 1024;
const quiet = () => undefined;
const log = {
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  child: () => log,
} as unknown as FastifyBaseLogger;
const actor: AuditActor = {
  adminId: null,
  adminName: 'Bench',
  adminEmail: 'bench@example.org',
  address: null,
};

let peak = { rss: 0, heap: 0 };
function sample() {
  const { rss, heapUsed } = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, rss), heap: Math.max(peak.heap, heapUsed) };
}
// The embedded database answers without yielding to timers: the queue's loop samples itself too.
const sampler = setInterval(sample, 100);
function phasePeak() {
  sample();
  const result = `peak RSS ${(peak.rss / MB).toFixed(0)} MB, heap ${(peak.heap / MB).toFixed(0)} MB`;
  peak = { rss: 0, heap: 0 };
  return result;
}

async function audience(db: Database, name: string, count: number, offset: number) {
  const [topic] = await db.insert(newsletterTopics).values({ name, position: 1 }).returning();
  if (!topic) throw new Error('no topic');
  for (let start = 0; start < count; start += 1000) {
    const people = await db
      .insert(newsletterSubscribers)
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, index) => ({
          email: `bench.${offset + start + index}@example.org`,
          status: 'subscribed',
          confirmedAt: new Date(),
        })),
      )
      .returning({ id: newsletterSubscribers.id });
    await db
      .insert(newsletterTopicSubscriptions)
      .values(people.map((person) => ({ subscriberId: person.id, topicId: topic.id })));
  }
  return topic.id;
}

async function startCampaign(db: Database, topicId: number, subject: string) {
  const created = await createCampaign(db, actor, {
    subject,
    body: 'Dear {{first_name|friends}},\n\nThis Thursday **Adoration** is in the chapel, 7 to 9 pm.',
    topics: [topicId],
  });
  if (!created.ok) throw new Error(created.message);
  const started = performance.now();
  const sent = await sendCampaign(db, actor, created.value.id, {}, new Date());
  if (!sent.ok) throw new Error(sent.message);
  return { id: created.value.id, freezeMs: performance.now() - started };
}

async function pending(db: Database, campaignId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), isNull(campaignRecipients.queuedAt)));
  return Number(row?.count ?? 0);
}

async function sentCount(db: Database) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxMails)
    .where(eq(outboxMails.status, 'sent'));
  return Number(row?.count ?? 0);
}

async function main() {
  const config = loadConfig(
    { SESSION_SECRET: 'b'.repeat(64), LOG_LEVEL: 'silent', PARISH_TIME_ZONE: 'UTC' },
    { apiRoot },
  );
  const database = await createDatabase({ pgliteDir: null });
  await database.migrate(config.paths.migrations);
  const { db } = database;
  const outbox = createOutbox(config.mail, config.payments.siteUrl, MAILS);
  const smtp = await startTestSmtpServer();
  const transport = createSmtpTransport(smtp.url);
  const worker = new MailWorker({
    db,
    transport,
    storage: createLocalStorage(os.tmpdir()),
    site: mailSite(config),
    from: config.mail.from,
    settings: { ...config.mail.worker, pollMs: 50 },
    log,
    mails: MAILS,
  });
  await import('../modules/messaging/mail/render');

  // 1. Queue 10,000, unthrottled.
  const topicId = await audience(db, 'Bench', PEOPLE, 0);
  phasePeak();
  const queueStart = performance.now();
  const first = await startCampaign(db, topicId, 'Bench: 10,000');
  const unthrottled = new CampaignSender({ db, outbox, ratePerMinute: 1_000_000, log });
  while ((await pending(db, first.id)) > 0) {
    await unthrottled.runOnce();
    sample();
  }
  const queueMs = performance.now() - queueStart;
  console.info(
    `Queue ${PEOPLE}: frozen in ${first.freezeMs.toFixed(0)} ms; all handed to the outbox in ${(queueMs / 1000).toFixed(1)} s (${(PEOPLE / (queueMs / 1000)).toFixed(0)} a second); ${phasePeak()}`,
  );

  // 2. Delivery, unthrottled, for a while.
  const deliveryStart = performance.now();
  worker.start();
  await new Promise((resolve) => setTimeout(resolve, DELIVERY_SECONDS * 1000));
  await worker.stop();
  const delivered = await sentCount(db);
  const deliverySeconds = (performance.now() - deliveryStart) / 1000;
  console.info(
    `Delivery unthrottled: ${delivered} mails handed to SMTP in ${deliverySeconds.toFixed(1)} s = ${(delivered / deliverySeconds).toFixed(1)} a second; ${phasePeak()}`,
  );

  // 3. The default rate, 600 a minute: a fresh outbox (the first campaign's rest cleared).
  await db.delete(outboxMails).where(eq(outboxMails.status, 'queued'));
  const before = await sentCount(db);
  const rateTopic = await audience(db, 'Bench at the default rate', 1_000, PEOPLE);
  const second = await startCampaign(db, rateTopic, 'Bench: default rate');
  const sender = new CampaignSender({ db, outbox, ratePerMinute: config.mail.ratePerMinute, log });
  const rateStart = performance.now();
  sender.start();
  worker.start();
  await new Promise((resolve) => setTimeout(resolve, RATE_SECONDS * 1000));
  await sender.stop();
  await worker.stop();
  const atRate = (await sentCount(db)) - before;
  const rateSeconds = (performance.now() - rateStart) / 1000;
  console.info(
    `At MAIL_RATE_PER_MINUTE=${config.mail.ratePerMinute}: ${atRate} mails handed to SMTP in ${rateSeconds.toFixed(1)} s = ${(atRate / rateSeconds).toFixed(1)} a second (${await pending(db, second.id)} still to hand over); ${phasePeak()}`,
  );

  clearInterval(sampler);
  transport.close();
  await smtp.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
