/**
 * A real SMTP server (smtp-server, in this test process) that the site's
 * API delivers its outbox to, for one test file: give `apiEnv` to
 * `siteForThisFile` after calling this, and read the mails as they arrive.
 */
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '@parish/api/testing/smtp';

export type { ReceivedMail };

export interface Mailbox {
  /** The API's settings: `SMTP_URL` is filled in before the site starts. */
  apiEnv: NodeJS.ProcessEnv;
  /** Every mail received so far. */
  received(): ReceivedMail[];
  /** The mails `matching`, once there are `count` of them (the worker polls every 200 ms). */
  waitFor(matching: (mail: ReceivedMail) => boolean, count?: number): Promise<ReceivedMail[]>;
}

export function mailboxForThisFile(env: NodeJS.ProcessEnv = {}): Mailbox {
  let smtp: TestSmtpServer | undefined;
  // Hooks run in the order they are declared: this one before the site's.
  const apiEnv: NodeJS.ProcessEnv = { MAIL_POLL_MS: '200', ...env };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    apiEnv.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const received = () => smtp?.received ?? [];
  return {
    apiEnv,
    received,
    async waitFor(matching, count = 1) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const mails = received().filter(matching);
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
