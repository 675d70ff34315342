/**
 * Campaigns as the office writes and sends them (docs/communications.md).
 * A draft is written, changed, previewed, tested and deleted; sending it
 * (now, or at a future time) freezes its recipients in the same transaction
 * as the status change; the sender (sender.ts) then hands them to the
 * outbox at the configured rate. Every write is audited.
 */
import {
  CAMPAIGN_NO_RECIPIENTS_MESSAGE,
  CAMPAIGN_NOT_DRAFT_MESSAGE,
  CAMPAIGN_NOT_FOUND_MESSAGE,
  CAMPAIGN_SCHEDULE_PAST_MESSAGE,
  CAMPAIGN_TEST_NO_ADDRESS_MESSAGE,
  TOPIC_NOT_OFFERED_MESSAGE,
  type Campaign,
  type CampaignInput,
  type CampaignPreview,
  type CampaignReport,
  type CampaignSendInput,
} from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import { renderMarkdown } from '../../../lib/markdown';
import { conflict, notFound, ok, unprocessable, type Result } from '../../../lib/result';
import { auditedWrite, recordAudit, type AuditActor } from '../../platform';
import type { MailSite } from '../mail/kinds';
import type { Outbox } from '../mail/outbox';
import { findOfferedTopicByName, offeredTopicIds } from '../topics/repository';
import { campaignMailData, renderCampaignHtml, testLinks, topicLabel } from './mail';
import {
  countAudience,
  deleteCampaign as deleteCampaignRow,
  failuresOf,
  findCampaignRow,
  freezeRecipients,
  insertCampaign,
  listCampaignRows,
  lockCampaign,
  progressOf,
  replaceCampaign,
  setCampaignStatus,
  toCampaignJson,
  topicsOfCampaign,
  unsubscribedSince,
  type CampaignRow,
} from './repository';

const ENTITY = 'campaign';

async function withProgress(db: Executor, rows: CampaignRow[]): Promise<Campaign[]> {
  const progress = await progressOf(
    db,
    rows.filter((row) => row.status === 'sending' || row.status === 'sent').map((row) => row.id),
  );
  return rows.map((row) => toCampaignJson(row, progress.get(row.id)));
}

export async function listCampaigns(db: Database): Promise<Campaign[]> {
  return withProgress(db, await listCampaignRows(db));
}

export async function getCampaign(db: Executor, id: number): Promise<Campaign | undefined> {
  const row = await findCampaignRow(db, id);
  return row && (await withProgress(db, [row]))[0];
}

/** The topics must all be offered (not retired, not unknown): else 422 naming `topics`. */
async function checkTopics(tx: Executor, topics: readonly number[]): Promise<Result<void>> {
  const offered = await offeredTopicIds(tx, topics);
  return offered.length === topics.length
    ? ok(undefined)
    : unprocessable(TOPIC_NOT_OFFERED_MESSAGE, 'topics');
}

export function createCampaign(
  db: Database,
  actor: AuditActor,
  input: CampaignInput,
): Promise<Result<Campaign>> {
  return auditedWrite(
    db,
    async (tx) => {
      const topics = await checkTopics(tx, input.topics);
      if (!topics.ok) return topics;
      return ok(toCampaignJson(await insertCampaign(tx, input)));
    },
    { actor, action: 'create', entity: ENTITY, entityId: (campaign) => campaign.id },
  );
}

/** A draft, locked: a campaign scheduled or sent is not changed any more (409). */
async function lockedDraft(tx: Executor, id: number): Promise<Result<CampaignRow>> {
  const row = await lockCampaign(tx, id);
  if (!row) return notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  if (row.status !== 'draft') return conflict(CAMPAIGN_NOT_DRAFT_MESSAGE, 'status');
  return ok(row);
}

export function updateCampaign(
  db: Database,
  actor: AuditActor,
  id: number,
  input: CampaignInput,
): Promise<Result<Campaign>> {
  return auditedWrite(
    db,
    async (tx) => {
      const draft = await lockedDraft(tx, id);
      if (!draft.ok) return draft;
      const topics = await checkTopics(tx, input.topics);
      if (!topics.ok) return topics;
      const row = await replaceCampaign(tx, id, input);
      return row ? ok(toCampaignJson(row)) : notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
    },
    { actor, action: 'update', entity: ENTITY, entityId: id, before: (tx) => getCampaign(tx, id) },
  );
}

export function deleteCampaign(db: Database, actor: AuditActor, id: number): Promise<Result<void>> {
  return auditedWrite(
    db,
    async (tx) => {
      const draft = await lockedDraft(tx, id);
      if (!draft.ok) return draft;
      await deleteCampaignRow(tx, id);
      return ok(undefined);
    },
    { actor, action: 'delete', entity: ENTITY, entityId: id, before: (tx) => getCampaign(tx, id) },
  );
}

/**
 * Sends a draft now, or schedules it (`scheduled_at`, in the future; a
 * time past is 422 naming it); a scheduled one may be sent now or moved.
 * A campaign nobody would receive is refused (422 naming `topics`).
 * Sending now freezes the recipients in this transaction.
 */
export function sendCampaign(
  db: Database,
  actor: AuditActor,
  id: number,
  input: CampaignSendInput,
  now: Date,
): Promise<Result<Campaign>> {
  return auditedWrite(
    db,
    async (tx) => {
      const row = await lockCampaign(tx, id);
      if (!row) return notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
      if (row.status !== 'draft' && row.status !== 'scheduled') {
        return conflict(CAMPAIGN_NOT_DRAFT_MESSAGE, 'status');
      }
      const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at) : null;
      if (scheduledAt && scheduledAt.getTime() <= now.getTime()) {
        return unprocessable(CAMPAIGN_SCHEDULE_PAST_MESSAGE, 'scheduled_at');
      }
      const topics = await checkTopics(tx, row.topicIds);
      if (!topics.ok) return topics;
      if ((await countAudience(tx, row.topicIds)) === 0) {
        return unprocessable(CAMPAIGN_NO_RECIPIENTS_MESSAGE, 'topics');
      }
      if (scheduledAt) {
        const scheduled = await setCampaignStatus(tx, id, { status: 'scheduled', scheduledAt });
        return scheduled ? ok(toCampaignJson(scheduled)) : notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
      }
      const sending = await startSending(tx, row);
      return ok((await withProgress(tx, [sending]))[0] ?? toCampaignJson(sending));
    },
    {
      actor,
      action: input.scheduled_at ? 'schedule' : 'send',
      entity: ENTITY,
      entityId: id,
      before: (tx) => getCampaign(tx, id),
    },
  );
}

/** `sending`, with its recipients frozen: one transaction, so a send never starts half-frozen. */
export async function startSending(tx: Executor, row: CampaignRow): Promise<CampaignRow> {
  const sending = await setCampaignStatus(tx, row.id, { status: 'sending' });
  if (!sending) throw new Error(`Campaign ${row.id} vanished while locked.`);
  await freezeRecipients(tx, sending);
  return sending;
}

/** The topic a published bulletin may be mailed to (seeded by migration 0030): found by its name. */
export const BULLETIN_TOPIC_NAME = 'Bulletin';

/**
 * A short campaign to the Bulletin topic, sent at once, in the caller's
 * transaction (the bulletin's upload): its recipients frozen with it. None
 * when the topic is retired or gone, or nobody receives it. Audited.
 */
export async function queueBulletinNotice(
  tx: Executor,
  actor: AuditActor,
  notice: { subject: string; body: string },
): Promise<Campaign | null> {
  const topic = await findOfferedTopicByName(tx, BULLETIN_TOPIC_NAME);
  if (!topic || (await countAudience(tx, [topic.id])) === 0) return null;
  const row = await insertCampaign(tx, { ...notice, topics: [topic.id] });
  const sending = await startSending(tx, row);
  const campaign = toCampaignJson(sending);
  await recordAudit(tx, {
    actor,
    action: 'send',
    entity: ENTITY,
    entityId: row.id,
    before: null,
    after: campaign,
  });
  return campaign;
}

/** The mail as a recipient gets it, from the form's (unsaved) campaign, and how many it reaches. */
export async function previewCampaign(
  db: Database,
  site: MailSite,
  input: CampaignInput,
): Promise<Result<CampaignPreview>> {
  const topics = await checkTopics(db, input.topics);
  if (!topics.ok) return topics;
  const [topic] = await topicsOfCampaign(db, input.topics);
  const language = site.language ?? 'en';
  const data = campaignMailData({
    campaignId: 0,
    subscriberId: null,
    subject: input.subject,
    bodyHtml: renderMarkdown(input.body),
    firstName: null,
    topicName: topic ? topicLabel(topic, language) : '',
    topicId: topic?.id ?? input.topics[0] ?? 0,
    links: testLinks(site.url, language),
    siteUrl: site.url,
  });
  return ok({
    subject: input.subject,
    html: await renderCampaignHtml(data, site),
    recipients: await countAudience(db, input.topics),
  });
}

/** "Send me a test": the campaign to the signed-in administrator, through the outbox. */
export async function sendTest(
  db: Database,
  outbox: Outbox,
  actor: AuditActor,
  id: number,
): Promise<Result<Campaign>> {
  return auditedWrite(
    db,
    async (tx) => {
      const row = await findCampaignRow(tx, id);
      if (!row) return notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
      if (!actor.adminEmail) return unprocessable(CAMPAIGN_TEST_NO_ADDRESS_MESSAGE, 'email');
      const [topic] = await topicsOfCampaign(tx, row.topicIds);
      await outbox.enqueue(tx, {
        kind: 'campaign',
        to: actor.adminEmail,
        toName: actor.adminName,
        data: {
          ...campaignMailData({
            campaignId: row.id,
            subscriberId: null,
            subject: row.subject,
            bodyHtml: renderMarkdown(row.body),
            firstName: actor.adminName?.split(/\s+/)[0] ?? null,
            topicName: topic ? topic.name : '',
            topicId: topic?.id ?? row.topicIds[0] ?? 0,
            links: testLinks(outbox.siteUrl, 'en'),
            siteUrl: outbox.siteUrl,
          }),
          test: true,
        },
      });
      return ok(toCampaignJson(row));
    },
    { actor, action: 'send_test', entity: ENTITY, entityId: id, after: () => null },
  );
}

/** The report: delivered, failed (with the server's answer), left, and who left the newsletter since. */
export async function campaignReport(db: Database, id: number): Promise<Result<CampaignReport>> {
  const row = await findCampaignRow(db, id);
  if (!row) return notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const progress = (await progressOf(db, [id])).get(id) ?? {
    recipients: 0,
    sent: 0,
    failed: 0,
    left: 0,
  };
  const failures = await failuresOf(db, id);
  return ok({
    ...progress,
    delivered: progress.sent,
    failures: failures.map((failure) => ({
      email: failure.email,
      reason: failure.reason ?? '',
    })),
    unsubscribed_since: await unsubscribedSince(db, row),
  });
}
