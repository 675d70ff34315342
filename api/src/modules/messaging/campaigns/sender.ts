/**
 * The campaign sender: every API process runs one, like the mail worker.
 * Each pass starts the scheduled campaigns whose time has come (their
 * recipients frozen with the status change), then hands the next batch of
 * one sending campaign to the outbox.
 *
 * Exactly once per recipient: a recipient's outbox mail is inserted in the
 * same transaction that marks it queued, under row locks (the campaign's
 * and the recipients', SKIP LOCKED), so a process stopped or killed at any
 * point either handed a recipient over with its mail or did neither; the
 * next pass, here or in another process, carries on from the first one
 * still pending.
 *
 * The rate (`MAIL_RATE_PER_MINUTE`) holds across processes: a batch is
 * handed over only when the campaign's previous one is `intervalMs` old
 * (the database's clock), and a batch is `rate × interval` recipients.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@parish/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db';
import { renderMarkdown } from '../../../lib/markdown';
import { PeriodicJob } from '../../../lib/periodic-job';
import type { Outbox } from '../mail/outbox';
import { campaignMailData, recipientLinks, topicLabel } from './mail';
import {
  countPending,
  lockCampaignDueForBatch,
  lockDueScheduled,
  markBatchHandedOver,
  markRecipientQueued,
  pendingRecipients,
  setCampaignStatus,
  topicsOfCampaign,
  topicsOfRecipients,
  type CampaignRow,
} from './repository';
import { startSending } from './service';

/** The most recipients one transaction hands over. */
const MAX_BATCH = 500;

/** How many recipients each batch takes, and how often a batch may go, for a rate per minute. */
export function batchPlan(ratePerMinute: number): { batchSize: number; intervalMs: number } {
  const perSecond = ratePerMinute / 60;
  if (perSecond >= 1) {
    const batchSize = Math.min(MAX_BATCH, Math.ceil(perSecond));
    return { batchSize, intervalMs: Math.round((batchSize * 60_000) / ratePerMinute) };
  }
  return { batchSize: 1, intervalMs: Math.round(60_000 / ratePerMinute) };
}

export interface CampaignSenderOptions {
  db: Database;
  outbox: Outbox;
  ratePerMinute: number;
  log: FastifyBaseLogger;
}

export class CampaignSender {
  private readonly job: PeriodicJob;
  private readonly plan: { batchSize: number; intervalMs: number };

  constructor(private readonly options: CampaignSenderOptions) {
    this.plan = batchPlan(options.ratePerMinute);
    this.job = new PeriodicJob({
      name: 'campaign sender',
      // Looks several times per interval, so each batch goes close to when it is due.
      everyMs: Math.max(50, Math.min(Math.round(this.plan.intervalMs / 4), 250)),
      pass: async () => {
        await this.runOnce();
      },
      log: options.log,
    });
  }

  start(): void {
    this.job.start();
  }

  /** Stops and waits for the batch under way (its transaction commits or rolls back whole). */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** A pass now (a campaign was just sent). */
  wake(): void {
    this.job.wake();
  }

  /** One pass: due scheduled campaigns started, one batch handed over; how many recipients. */
  async runOnce(): Promise<number> {
    await this.startDueScheduled();
    return this.handOverBatch();
  }

  private async startDueScheduled(): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      for (const due of await lockDueScheduled(tx)) await startSending(tx, due);
    });
  }

  private async handOverBatch(): Promise<number> {
    const { db, outbox, log } = this.options;
    return db.transaction(async (tx) => {
      const campaign = await lockCampaignDueForBatch(tx, this.plan.intervalMs);
      if (!campaign) return 0;
      const batch = await pendingRecipients(tx, campaign.id, this.plan.batchSize);
      const handed = await this.queueMails(tx, outbox, campaign, batch);
      await markBatchHandedOver(tx, campaign.id);
      if ((await countPending(tx, campaign.id)) === 0) {
        await setCampaignStatus(tx, campaign.id, { status: 'sent' });
        log.info({ campaignId: campaign.id }, 'campaign handed to the outbox');
      }
      return handed;
    });
  }

  private async queueMails(
    tx: Executor,
    outbox: Outbox,
    campaign: CampaignRow,
    batch: Awaited<ReturnType<typeof pendingRecipients>>,
  ): Promise<number> {
    if (batch.length === 0) return 0;
    const topics = (await topicsOfCampaign(tx, campaign.topicIds)).filter((t) => !t.retired);
    const onTopics = await topicsOfRecipients(
      tx,
      batch.map((recipient) => recipient.subscriberId),
      topics.map((topic) => topic.id),
    );
    const bodyHtml = renderMarkdown(campaign.body);
    let handed = 0;
    for (const recipient of batch) {
      const theirs = onTopics.get(recipient.subscriberId) ?? [];
      // The office's first topic of the campaign that this person receives.
      const topic = topics.find((candidate) => theirs.includes(candidate.id));
      // Left, paused or suppressed since the send started, or off every one of its
      // topics: nothing is sent, and the recipient is done.
      if (
        !topic ||
        recipient.status !== 'subscribed' ||
        recipient.pausedAt !== null ||
        recipient.suppressedAt !== null
      ) {
        await markRecipientQueued(tx, recipient.id, null);
        continue;
      }
      const language: Language = isLanguage(recipient.language)
        ? recipient.language
        : DEFAULT_LANGUAGE;
      const mail = await outbox.enqueue(tx, {
        kind: 'campaign',
        to: recipient.email,
        language,
        data: campaignMailData({
          campaignId: campaign.id,
          subscriberId: recipient.subscriberId,
          subject: campaign.subject,
          bodyHtml,
          // The newsletter keeps no names: the office's fallback greets everyone.
          firstName: null,
          topicId: topic.id,
          topicName: topicLabel(topic, language),
          links: await recipientLinks(tx, outbox.siteUrl, recipient.subscriberId, language),
          siteUrl: outbox.siteUrl,
        }),
      });
      await markRecipientQueued(tx, recipient.id, mail.id);
      handed += 1;
    }
    return handed;
  }
}
