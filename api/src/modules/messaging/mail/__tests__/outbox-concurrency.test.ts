/**
 * Several API processes share one outbox: each mail must be delivered by
 * exactly one of them. On PostgreSQL (CI's second pass) the workers below
 * have connection pools of their own, as separate processes would, and
 * claim at the same moments; on PGlite they take turns on one connection.
 */
import { createDatabase, type DatabaseHandle } from '../../../../db';
import { outboxMails } from '../../tables';
import { createTestApp, testConfig, type TestApp } from '../../../../testing/app';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../testing/smtp';
import { createLocalStorage } from '../../../../storage';
import { createOutbox, mailSite } from '../outbox';
import { createSmtpTransport, type MailTransport } from '../transport';
import { MailWorker } from '../worker';
import { MAILS as SITE_MAILS } from '../../../../mails';

const MAILS = 200;

let t: TestApp;
let smtp: TestSmtpServer;
const extraHandles: DatabaseHandle[] = [];
const transports: MailTransport[] = [];
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // No SMTP_URL for the app itself: only the workers below deliver.
  t = await createTestApp();
});
afterAll(async () => {
  for (const transport of transports) transport.close();
  for (const handle of extraHandles) await handle.close();
  await t?.close();
  await smtp?.close();
});

async function workerDatabase() {
  if (!t.databaseUrl) return t.db;
  const handle = await createDatabase({ databaseUrl: t.databaseUrl });
  extraHandles.push(handle);
  return handle.db;
}

it(`three workers deliver ${MAILS} queued mails: none lost, none twice`, async () => {
  const config = testConfig({ mail: { ...testConfig().mail, smtpUrl: smtp.url } });
  const outbox = createOutbox(config.mail, config.payments.siteUrl, SITE_MAILS);
  await t.db.transaction(async (tx) => {
    for (let index = 0; index < MAILS; index++) {
      await outbox.enqueue(tx, {
        kind: 'contact_acknowledgement',
        to: `reader${index}@example.org`,
        data: { name: `Reader ${index}` },
      });
    }
  });

  const workers = await Promise.all(
    [1, 2, 3].map(async () => {
      const transport = createSmtpTransport(smtp.url);
      transports.push(transport);
      return new MailWorker({
        db: await workerDatabase(),
        transport,
        storage: createLocalStorage(config.uploads.dir),
        site: mailSite(config),
        from: config.mail.from,
        settings: { ...config.mail.worker, batchSize: 7 },
        log: t.app.log,
        mails: SITE_MAILS,
      });
    }),
  );
  const handled = await Promise.all(workers.map((worker) => worker.drain()));

  expect(handled.reduce((sum, count) => sum + count, 0)).toBe(MAILS);
  await smtp.waitForMails(MAILS);
  const messageIds = smtp.received.map((mail) => mail.messageId);
  expect(new Set(messageIds).size).toBe(MAILS);
  expect(messageIds).toHaveLength(MAILS);
  const rows = await t.db.select().from(outboxMails);
  expect(rows.filter((row) => row.status === 'sent')).toHaveLength(MAILS);
  expect(rows.every((row) => row.attempts === 1)).toBe(true);
}, 60_000);
