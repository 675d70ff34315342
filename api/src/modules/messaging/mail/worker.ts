/**
 * Delivers the outbox. Every API process runs one worker; they share the
 * table (repository.ts claims with SKIP LOCKED), so each due mail is sent
 * by one process. A mail is rendered from its kept data when it is sent,
 * with the Message-ID it was given when queued, so a retry is the same mail.
 *
 * Outcomes: accepted → `sent`; a temporary failure → queued again after an
 * exponential backoff (with jitter, so processes don't retry in step); a
 * permanent failure, or the last allowed attempt → `failed`, reason kept.
 * A process killed mid-send leaves the mail `sending`: when its lease ends
 * another process claims it and sends it again (at least once delivery;
 * the receiving server sees the same Message-ID).
 */
import { DEFAULT_LANGUAGE, isLanguage, type MailKind } from '@parish/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { MailWorkerConfig } from '../../../config';
import type { Database } from '../../../db';
import { PeriodicJob } from '../../../lib/periodic-job';
import type { FileStorage } from '../../../storage';
import { withLinksForgotten } from './forget-links';
import type { MailAttachment, MailData, MailSite } from './kinds';
import type { Mails } from './template';
import {
  claimDueMails,
  markFailed,
  markForRetry,
  markSent,
  type OutboxRow,
  type StoredAttachment,
} from './repository';
import { MailDeliveryError, type MailTransport } from './transport';
import { HARD_BOUNCES_TO_SUPPRESS, recordHardBounce } from '../campaigns/repository';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  storage: FileStorage;
  /** The parish as mails show it; a function is asked again for each mail (stored details). */
  site: MailSite | (() => Promise<MailSite>);
  /** `MAIL_FROM`. */
  from: string;
  settings: MailWorkerConfig;
  log: FastifyBaseLogger;
  /**
   * Every module's mails. Their templates (React, React Email, QR codes)
   * are loaded with the first mail sent rather than when the API starts: a
   * process with nothing to send never pays for them.
   */
  mails: Pick<Mails, 'render'>;
}

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), capped, ±20 % jitter. */
export function retryDelayMs(
  attempts: number,
  { retryBaseMs, retryMaxMs }: Pick<MailWorkerConfig, 'retryBaseMs' | 'retryMaxMs'>,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export class MailWorker {
  private readonly job: PeriodicJob;

  constructor(private readonly options: MailWorkerOptions) {
    this.job = new PeriodicJob({
      name: 'mail worker',
      everyMs: options.settings.pollMs,
      pass: () => this.runOnce(),
      log: options.log,
    });
  }

  /** Starts polling the outbox every `pollMs`. */
  start(): void {
    this.job.start();
  }

  /** Stops polling and waits for the mails being sent to finish. */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Sends batches until nothing is due; the number of mails this process handled. */
  drain(): Promise<number> {
    return this.job.drain();
  }

  /** Claims one batch of due mails and delivers it; how many were claimed. */
  async runOnce(): Promise<number> {
    const { db, settings } = this.options;
    const claimed = await claimDueMails(db, {
      limit: settings.batchSize,
      leaseMs: settings.leaseMs,
    });
    await Promise.all(claimed.map((mail) => this.deliver(mail)));
    return claimed.length;
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    const { db, settings, log } = this.options;
    const context = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    if (mail.attempts > settings.maxAttempts) {
      // Claimed again after its last attempt was cut off (the process died).
      await markFailed(db, mail, mail.lastError ?? 'Delivery was interrupted too many times.');
      return;
    }
    try {
      await this.options.transport.send(await this.compose(mail));
      if (!(await markSent(db, mail, withLinksForgotten(mail.kind, mail.data)))) {
        log.warn(context, 'mail sent after its lease ran out: another process may send it too');
      }
      log.info(context, 'mail sent');
    } catch (error) {
      const failure =
        error instanceof MailDeliveryError
          ? error
          : new MailDeliveryError(
              `Could not prepare the mail: ${(error as Error).message}`.slice(0, 500),
              false,
            );
      if (failure.permanent || mail.attempts >= settings.maxAttempts) {
        await markFailed(db, mail, failure.message);
        if (failure.permanent) await this.bounced(mail);
        log.error({ ...context, reason: failure.message }, 'mail failed');
      } else {
        const delayMs = retryDelayMs(mail.attempts, settings);
        await markForRetry(db, mail, { delayMs, error: failure.message });
        log.warn(
          { ...context, reason: failure.message, retryInMs: delayMs },
          'mail will be retried',
        );
      }
    }
  }

  /**
   * A permanent refusal (5xx) of a campaign mail: its address is bouncing,
   * and suppressed at the third (docs/communications.md).
   */
  private async bounced(mail: OutboxRow): Promise<void> {
    if (mail.kind !== 'campaign') return;
    const { subscriberId } = mail.data as MailData['campaign'];
    if (subscriberId === null) return;
    await recordHardBounce(this.options.db, subscriberId, HARD_BOUNCES_TO_SUPPRESS);
  }

  private async compose(mail: OutboxRow) {
    const { from } = this.options;
    const site =
      typeof this.options.site === 'function' ? await this.options.site() : this.options.site;
    const kind = mail.kind as MailKind;
    const rendered = await this.options.mails.render(kind, mail.data as MailData[typeof kind], {
      ...site,
      language: isLanguage(mail.language) ? mail.language : DEFAULT_LANGUAGE,
    });
    const stored = await this.storedAttachments((mail.attachments ?? []) as StoredAttachment[]);
    return {
      from,
      to: { name: mail.toName, address: mail.toAddress },
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: mail.messageId,
      headers: rendered.headers,
      attachments: [...rendered.attachments, ...stored],
    };
  }

  /** Files from the upload storage; one that is gone is left out (the mail says it was sent). */
  private async storedAttachments(files: StoredAttachment[]): Promise<MailAttachment[]> {
    const attachments: MailAttachment[] = [];
    for (const file of files) {
      const opened = await this.options.storage.open(file.key);
      if (!opened) continue;
      attachments.push({
        filename: file.filename,
        content: await readAll(opened.stream),
        contentType: file.contentType,
      });
    }
    return attachments;
  }
}
