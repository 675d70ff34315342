/**
 * The campaigns' queries. The audience is one query (who may be sent a
 * topic, docs/communications.md); sending freezes it into
 * `campaign_recipients` with the status change, and the sender claims the
 * campaign row (SKIP LOCKED) and its pending recipients, so one process at a
 * time hands a campaign's next batch to the outbox.
 */
import type {
  Campaign,
  CampaignInput,
  CampaignProgress,
  CampaignStatus,
} from '@parish/shared-types';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import {
  campaignRecipients,
  campaigns,
  newsletterSubscribers,
  newsletterTopics,
  newsletterTopicSubscriptions,
  outboxMails,
} from '../tables';

export type CampaignRow = typeof campaigns.$inferSelect;

const NO_PROGRESS: CampaignProgress = { recipients: 0, sent: 0, failed: 0, left: 0 };

export function toCampaignJson(row: CampaignRow, progress = NO_PROGRESS): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    topics: row.topicIds,
    status: row.status as CampaignStatus,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    progress,
  };
}

const columnsOf = (input: CampaignInput) => ({
  subject: input.subject,
  body: input.body,
  topicIds: input.topics,
});

export async function insertCampaign(db: Executor, input: CampaignInput): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(columnsOf(input)).returning();
  if (!row) throw new Error('The campaign was not inserted.');
  return row;
}

export async function findCampaignRow(db: Executor, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

export async function lockCampaign(db: Executor, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function listCampaignRows(db: Executor): Promise<CampaignRow[]> {
  return db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

export async function replaceCampaign(
  db: Executor,
  id: number,
  input: CampaignInput,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning();
  return row;
}

export async function deleteCampaign(db: Executor, id: number): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

export async function setCampaignStatus(
  db: Executor,
  id: number,
  change: { status: CampaignStatus; scheduledAt?: Date | null },
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({
      status: change.status,
      ...(change.scheduledAt !== undefined ? { scheduledAt: change.scheduledAt } : {}),
      ...(change.status === 'sending' ? { startedAt: sql`now()` } : {}),
      ...(change.status === 'sent' ? { finishedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, id))
    .returning();
  return row;
}

/**
 * Who may be sent these topics: subscribed (confirmed), not paused, not
 * suppressed by bounces, on at least one of the topics that is not retired.
 */
function audienceWhere(topicIds: readonly number[]) {
  return and(
    inArray(newsletterTopicSubscriptions.topicId, [...topicIds]),
    eq(newsletterTopics.retired, false),
    eq(newsletterSubscribers.status, 'subscribed'),
    isNull(newsletterSubscribers.pausedAt),
    isNull(newsletterSubscribers.suppressedAt),
  );
}

/** How many people the topics reach, each once. */
export async function countAudience(db: Executor, topicIds: readonly number[]): Promise<number> {
  if (topicIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(DISTINCT ${newsletterSubscribers.id})::int` })
    .from(newsletterSubscribers)
    .innerJoin(
      newsletterTopicSubscriptions,
      eq(newsletterTopicSubscriptions.subscriberId, newsletterSubscribers.id),
    )
    .innerJoin(newsletterTopics, eq(newsletterTopics.id, newsletterTopicSubscriptions.topicId))
    .where(audienceWhere(topicIds));
  return Number(row?.count ?? 0);
}

/** Freezes the campaign's audience: one row per person (the unique index keeps it so). */
export async function freezeRecipients(db: Executor, campaign: CampaignRow): Promise<void> {
  if (campaign.topicIds.length === 0) return;
  const topicIds = sql.join(
    campaign.topicIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO ${campaignRecipients} (campaign_id, subscriber_id)
    SELECT DISTINCT ${campaign.id}::int, s.id
    FROM ${newsletterSubscribers} s
    JOIN ${newsletterTopicSubscriptions} ts ON ts.subscriber_id = s.id
    JOIN ${newsletterTopics} t ON t.id = ts.topic_id
    WHERE ts.topic_id IN (${topicIds})
      AND t.retired = false
      AND s.status = 'subscribed'
      AND s.paused_at IS NULL
      AND s.suppressed_at IS NULL
    ON CONFLICT DO NOTHING`);
}

/** Scheduled campaigns whose time has come, locked for this transaction (another process skips them). */
export async function lockDueScheduled(db: Executor): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.status, 'scheduled'), sql`${campaigns.scheduledAt} <= now()`))
    .orderBy(asc(campaigns.scheduledAt))
    .limit(10)
    .for('update', { skipLocked: true });
}

/**
 * A sending campaign whose next batch is due (its last was at least
 * `intervalMs` ago), locked for this transaction: other processes skip it,
 * so the rate holds across processes.
 */
export async function lockCampaignDueForBatch(
  db: Executor,
  intervalMs: number,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'sending'),
        sql`(${campaigns.lastBatchAt} IS NULL OR ${campaigns.lastBatchAt} <= now() - make_interval(secs => ${intervalMs / 1000}))`,
      ),
    )
    .orderBy(asc(campaigns.startedAt), asc(campaigns.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markBatchHandedOver(db: Executor, id: number): Promise<void> {
  await db
    .update(campaigns)
    .set({ lastBatchAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

/** The next pending recipients, with what decides whether they still get it. */
export async function pendingRecipients(db: Executor, campaignId: number, limit: number) {
  return db
    .select({
      id: campaignRecipients.id,
      subscriberId: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
      status: newsletterSubscribers.status,
      pausedAt: newsletterSubscribers.pausedAt,
      suppressedAt: newsletterSubscribers.suppressedAt,
    })
    .from(campaignRecipients)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, campaignRecipients.subscriberId))
    .where(and(eq(campaignRecipients.campaignId, campaignId), isNull(campaignRecipients.queuedAt)))
    .orderBy(asc(campaignRecipients.id))
    .limit(limit)
    .for('update', { of: campaignRecipients, skipLocked: true });
}

export type PendingRecipient = Awaited<ReturnType<typeof pendingRecipients>>[number];

/** Which of the campaign's offered topics each of these subscribers is on. */
export async function topicsOfRecipients(
  db: Executor,
  subscriberIds: readonly number[],
  topicIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byPerson = new Map<number, number[]>();
  if (subscriberIds.length === 0 || topicIds.length === 0) return byPerson;
  const rows = await db
    .select({
      subscriberId: newsletterTopicSubscriptions.subscriberId,
      topicId: newsletterTopicSubscriptions.topicId,
    })
    .from(newsletterTopicSubscriptions)
    .innerJoin(newsletterTopics, eq(newsletterTopics.id, newsletterTopicSubscriptions.topicId))
    .where(
      and(
        inArray(newsletterTopicSubscriptions.subscriberId, [...subscriberIds]),
        inArray(newsletterTopicSubscriptions.topicId, [...topicIds]),
        eq(newsletterTopics.retired, false),
      ),
    );
  for (const row of rows) {
    byPerson.set(row.subscriberId, [...(byPerson.get(row.subscriberId) ?? []), row.topicId]);
  }
  return byPerson;
}

/** The recipient was handed to the outbox (`outboxMailId`), or left out (null: they left since). */
export async function markRecipientQueued(
  db: Executor,
  id: number,
  outboxMailId: number | null,
): Promise<void> {
  await db
    .update(campaignRecipients)
    .set({ outboxMailId, queuedAt: sql`now()` })
    .where(eq(campaignRecipients.id, id));
}

export async function countPending(db: Executor, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), isNull(campaignRecipients.queuedAt)));
  return Number(row?.count ?? 0);
}

/** Sent, failed and left (pending here or still in the outbox) of each campaign. */
export async function progressOf(
  db: Executor,
  campaignIds: readonly number[],
): Promise<Map<number, CampaignProgress>> {
  const progress = new Map<number, CampaignProgress>();
  if (campaignIds.length === 0) return progress;
  const rows = await db
    .select({
      campaignId: campaignRecipients.campaignId,
      recipients: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) FILTER (WHERE ${outboxMails.status} = 'sent')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${outboxMails.status} = 'failed')::int`,
      left: sql<number>`count(*) FILTER (WHERE ${campaignRecipients.queuedAt} IS NULL OR ${outboxMails.status} IN ('queued', 'sending'))::int`,
    })
    .from(campaignRecipients)
    .leftJoin(outboxMails, eq(outboxMails.id, campaignRecipients.outboxMailId))
    .where(inArray(campaignRecipients.campaignId, [...campaignIds]))
    .groupBy(campaignRecipients.campaignId);
  for (const row of rows) {
    progress.set(row.campaignId, {
      recipients: Number(row.recipients),
      sent: Number(row.sent),
      failed: Number(row.failed),
      left: Number(row.left),
    });
  }
  return progress;
}

/** The refused mails of a campaign: to whom, and the server's answer. */
export async function failuresOf(db: Executor, campaignId: number) {
  return db
    .select({ email: outboxMails.toAddress, reason: outboxMails.lastError })
    .from(campaignRecipients)
    .innerJoin(outboxMails, eq(outboxMails.id, campaignRecipients.outboxMailId))
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(outboxMails.status, 'failed')))
    .orderBy(asc(outboxMails.toAddress));
}

/** Recipients who left the newsletter after the campaign started. */
export async function unsubscribedSince(db: Executor, campaign: CampaignRow): Promise<number> {
  if (!campaign.startedAt) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, campaignRecipients.subscriberId))
    .where(
      and(
        eq(campaignRecipients.campaignId, campaign.id),
        eq(newsletterSubscribers.status, 'unsubscribed'),
        sql`${newsletterSubscribers.unsubscribedAt} >= ${campaign.startedAt.toISOString()}`,
      ),
    );
  return Number(row?.count ?? 0);
}

/** The campaign's topics (names in both languages), in the office's order. */
export async function topicsOfCampaign(db: Executor, topicIds: readonly number[]) {
  if (topicIds.length === 0) return [];
  return db
    .select({
      id: newsletterTopics.id,
      name: newsletterTopics.name,
      nameEs: newsletterTopics.nameEs,
      retired: newsletterTopics.retired,
    })
    .from(newsletterTopics)
    .where(inArray(newsletterTopics.id, [...topicIds]))
    .orderBy(asc(newsletterTopics.position), asc(newsletterTopics.id));
}

/** Hard bounces after which an address is left out of every audience. */
export const HARD_BOUNCES_TO_SUPPRESS = 3;

/**
 * A permanent refusal of a campaign mail: the address is bouncing; at the
 * `suppressAfter`th it is suppressed (left out of every audience) until
 * the person subscribes again.
 */
export async function recordHardBounce(
  db: Executor,
  subscriberId: number,
  suppressAfter: number,
): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({
      hardBounces: sql`${newsletterSubscribers.hardBounces} + 1`,
      bouncedAt: sql`now()`,
      suppressedAt: sql`CASE WHEN ${newsletterSubscribers.hardBounces} + 1 >= ${suppressAfter} THEN coalesce(${newsletterSubscribers.suppressedAt}, now()) ELSE ${newsletterSubscribers.suppressedAt} END`,
    })
    .where(eq(newsletterSubscribers.id, subscriberId));
}
