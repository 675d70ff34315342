/**
 * A real SMTP server in the test process (the `smtp-server` package): the
 * API's outbox delivers to it over TCP as it would to the parish's mail
 * provider, and tests read back what arrived, parsed with `mailparser`.
 * It can refuse mail (`refuseWith`), refuse one recipient at RCPT TO as a
 * mailbox that does not exist (`refuseRecipient`), or go away and come back (`stop` and
 * `start` on the same port) to test retries.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
  messageId: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Refuse every message with this SMTP reply (e.g. 451 or 550) until `accept()`. */
  refuseWith(code: number, message: string): void;
  accept(): void;
  /** Refuse this address at RCPT TO with `code` (e.g. 550, no such mailbox) until `acceptRecipient`. */
  refuseRecipient(address: string, code: number, message: string): void;
  acceptRecipient(address: string): void;
  /** Waits until `count` mails (in all) have arrived, or fails after `timeoutMs`. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * Waits until `count` arrived mails match `matches`, or fails after `timeoutMs`. Prefer it to
   * counting all mails: other mails (a booking's confirmation) may still be on their way.
   */
  waitForMatching(
    matches: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  /** Stops listening (connections are refused) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export async function startTestSmtpServer(
  options: { port?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | null = null;
  const refusedRecipients = new Map<string, { code: number; message: string }>();
  let waiters: Array<() => void> = [];

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // Pooled client connections would otherwise hold `stop()` for 30 s.
      closeTimeout: 100,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refused = refusedRecipients.get(address.address.toLowerCase());
        if (!refused) {
          callback();
          return;
        }
        const error = new Error(refused.message) as Error & { responseCode: number };
        error.responseCode = refused.code;
        callback(error);
      },
      onData(stream, session, callback) {
        readStream(stream).then(
          async (raw) => {
            if (refusal) {
              const error = new Error(refusal.message) as Error & { responseCode: number };
              error.responseCode = refusal.code;
              callback(error);
              return;
            }
            const parsed = await simpleParser(raw);
            received.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              parsed,
              messageId: parsed.messageId ?? '',
              at: Date.now(),
            });
            callback();
            for (const wake of waiters) wake();
          },
          (error: unknown) => callback(error as Error),
        );
      },
    });

  let server = create();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const port = await listen(options.port ?? 0);

  /** Resolves with `check()`'s first non-null answer, checked again on each arrival. */
  async function waitUntil<T>(check: () => T | null, timeoutMs: number, failure: () => string) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== null) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      waiters = [];
    }
  }
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuseWith(code, message) {
      refusal = { code, message };
    },
    accept() {
      refusal = null;
    },
    refuseRecipient(address, code, message) {
      refusedRecipients.set(address.toLowerCase(), { code, message });
    },
    acceptRecipient(address) {
      refusedRecipients.delete(address.toLowerCase());
    },
    waitForMails(count, timeoutMs = 20_000) {
      return waitUntil(
        () => (received.length >= count ? received.slice(0, count) : null),
        timeoutMs,
        () => `Expected ${count} mails, received ${received.length}.`,
      );
    },
    waitForMatching(matches, count = 1, timeoutMs = 20_000) {
      return waitUntil(
        () => {
          const found = received.filter(matches);
          return found.length >= count ? found : null;
        },
        timeoutMs,
        () =>
          `Expected ${count} matching mails, received ${received.filter(matches).length} (of ${received.length}).`,
      );
    },
    stop: closeServer,
    async start() {
      server = create();
      await listen(port);
    },
    close: closeServer,
  };
}

/** The mails sent to `address` so far. */
export function mailsTo(server: TestSmtpServer, address: string): ReceivedMail[] {
  return server.received.filter((mail) => mail.to.includes(address));
}

/**
 * A header of the mail as it was sent (unfolded), by name. mailparser files
 * the List-* headers under `list`, so tests read them from the raw text.
 */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.toString('utf8').split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = unfolded.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}
