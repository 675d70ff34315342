/**
 * Campaigns (docs/communications.md), through a real SMTP server: the office
 * writes a draft, previews and tests it, sends it to topics; exactly the
 * confirmed, unpaused, unsuppressed people on a topic that is not retired
 * receive it, each once, with the per-topic one-click unsubscribe, the
 * preference page and a List-Id; bad input is refused naming the field.
 */
import {
  apiPaths,
  CAMPAIGN_BODY_MESSAGE,
  CAMPAIGN_NO_RECIPIENTS_MESSAGE,
  CAMPAIGN_NOT_DRAFT_MESSAGE,
  CAMPAIGN_SCHEDULE_PAST_MESSAGE,
  CAMPAIGN_SUBJECT_MESSAGE,
  TOPIC_NOT_OFFERED_MESSAGE,
  TOPICS_REQUIRED_MESSAGE,
  type Campaign,
  type CampaignPreview,
  type CampaignReport,
  type NewsletterTopic,
} from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import { createMailingTestApp, TEST_ADMIN, type TestApp } from '../../../../testing/app';
import { signInWithRoles } from '../../../../testing/roles';
import { bulletinForm } from '../../../../testing/uploads';
import { mailsTo, rawHeader, type TestSmtpServer } from '../../../../testing/smtp';
import {
  auditLog,
  newsletterSubscribers,
  newsletterTopicSubscriptions,
} from '../../../../testing/tables';

let mailing: Awaited<ReturnType<typeof createMailingTestApp>> | undefined;
let smtp: TestSmtpServer;
let t: TestApp;
let editor: string;

beforeAll(async () => {
  mailing = await createMailingTestApp();
  ({ t, smtp } = mailing);
  editor = await signInWithRoles(t, ['editor']);
});
afterAll(() => mailing?.close());

const as = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.inject({ method, url, payload, headers: { cookie } });

let topicCount = 0;
/** A topic of this test's own, so campaigns of other tests reach nobody here. */
async function newTopic(name = `Topic ${++topicCount}`, nameEs: string | null = null) {
  const response = await as(editor, 'POST', apiPaths.newsletterTopics, {
    name,
    name_es: nameEs,
    position: 10 + topicCount,
  });
  expect(response.statusCode).toBe(201);
  return response.json<NewsletterTopic>();
}

interface SubscriberSetup {
  status?: 'pending' | 'subscribed' | 'unsubscribed';
  language?: 'en' | 'es';
  paused?: boolean;
  topics: number[];
}

async function addSubscriber(email: string, setup: SubscriberSetup) {
  const status = setup.status ?? 'subscribed';
  const [row] = await t.db
    .insert(newsletterSubscribers)
    .values({
      email,
      status,
      language: setup.language ?? 'en',
      pausedAt: setup.paused ? new Date() : null,
      confirmedAt: status === 'pending' ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('no subscriber');
  await t.db
    .insert(newsletterTopicSubscriptions)
    .values(setup.topics.map((topicId) => ({ subscriberId: row.id, topicId })));
  return row;
}

async function draft(topics: number[], fields: { subject?: string; body?: string } = {}) {
  const response = await as(editor, 'POST', apiPaths.campaigns, {
    subject: fields.subject ?? 'Adoration moves to the chapel',
    body:
      fields.body ??
      'Dear {{first_name|friends}},\n\nThis Thursday **Adoration** is in the chapel.',
    topics,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Campaign>();
}

const send = (id: number, payload: object = {}) =>
  as(editor, 'POST', apiPaths.campaignSend(id), payload);

async function sentCampaign(id: number): Promise<Campaign> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const campaign = (await as(editor, 'GET', apiPaths.campaign(id))).json<Campaign>();
    if (campaign.status === 'sent' && campaign.progress.left === 0) return campaign;
    if (Date.now() > deadline)
      throw new Error(`campaign ${id} not done: ${JSON.stringify(campaign)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The one mail `address` received (fails when it got none or several). */
function onlyMail(address: string) {
  const received = mailsTo(smtp, address);
  expect(received).toHaveLength(1);
  const [mail] = received;
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

const campaignMails = (subject: string) =>
  smtp.received.filter((mail) => mail.parsed.subject === subject);

it('sends to exactly the confirmed, unpaused people on its topics, each once, with the unsubscribe headers and List-Id', async () => {
  const news = await newTopic('Adoration news', 'Noticias de la adoración');
  const youth = await newTopic();
  const retired = await newTopic();
  await addSubscriber('both.topics@example.org', { topics: [news.id, youth.id] });
  await addSubscriber('youth.only@example.org', { topics: [youth.id] });
  await addSubscriber('en.espanol@example.org', { topics: [news.id], language: 'es' });
  await addSubscriber('not.confirmed@example.org', { topics: [news.id], status: 'pending' });
  await addSubscriber('has.left@example.org', { topics: [news.id], status: 'unsubscribed' });
  await addSubscriber('on.pause@example.org', { topics: [news.id], paused: true });
  await addSubscriber('other.topic@example.org', { topics: [(await newTopic()).id] });
  await addSubscriber('retired.topic@example.org', { topics: [retired.id] });
  await as(editor, 'PUT', apiPaths.newsletterTopic(retired.id), {
    name: retired.name,
    position: retired.position,
    retired: true,
  });

  const campaign = await draft([news.id, youth.id], { subject: 'Thursday: Adoration' });
  const preview = await as(editor, 'POST', apiPaths.campaignPreview, {
    subject: campaign.subject,
    body: campaign.body,
    topics: campaign.topics,
  });
  expect(preview.json<CampaignPreview>().recipients).toBe(3);

  const sending = await send(campaign.id);
  expect(sending.statusCode).toBe(200);
  expect(sending.json<Campaign>()).toMatchObject({
    status: 'sending',
    progress: { recipients: 3 },
  });
  const done = await sentCampaign(campaign.id);
  expect(done.progress).toEqual({ recipients: 3, sent: 3, failed: 0, left: 0 });

  const mails = campaignMails('Thursday: Adoration');
  expect(mails.flatMap((mail) => mail.to).sort()).toEqual([
    'both.topics@example.org',
    'en.espanol@example.org',
    'youth.only@example.org',
  ]);
  const both = onlyMail('both.topics@example.org');
  expect(both.parsed.text).toContain('Dear friends,');
  expect(both.parsed.html).toContain('<strong>Adoration</strong>');
  expect(both.parsed.text).toContain('You receive this because you subscribed to “Adoration news”');
  // RFC 8058: the per-topic one-click unsubscribe of the office's first topic they are on.
  const listUnsubscribe = rawHeader(both, 'List-Unsubscribe') ?? '';
  expect(listUnsubscribe).toMatch(
    new RegExp(
      `^<http://[^>]+/api/newsletter/topics/${news.id}/unsubscribe/\\?token=[A-Za-z0-9_-]{43}>$`,
    ),
  );
  expect(rawHeader(both, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(rawHeader(both, 'List-Id')).toMatch(new RegExp(`<topic-${news.id}\\.[^>]+>$`));
  expect(both.parsed.text).toMatch(/\/newsletter\/preferences\?token=/);
  expect(rawHeader(onlyMail('youth.only@example.org'), 'List-Id')).toContain(`<topic-${youth.id}.`);
  // The Spanish subscriber's mail is written in Spanish around the office's text.
  const [spanish] = mailsTo(smtp, 'en.espanol@example.org');
  expect(spanish?.parsed.text).toContain('se suscribió a «Noticias de la adoración»');
  expect(spanish?.parsed.text).toMatch(/\/es\/newsletter\/preferences\?token=/);

  // The header's one-click POST drops that topic: the next campaign to it skips them.
  const url = new URL(listUnsubscribe.slice(1, -1));
  const oneClick = await t.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(oneClick.statusCode).toBe(200);
  const next = await draft([news.id], { subject: 'Next week' });
  expect((await send(next.id)).statusCode).toBe(200);
  await sentCampaign(next.id);
  expect(campaignMails('Next week').flatMap((mail) => mail.to)).toEqual(['en.espanol@example.org']);

  const report = await as(editor, 'GET', apiPaths.campaignReport(campaign.id));
  expect(report.json<CampaignReport>()).toMatchObject({
    delivered: 3,
    failed: 0,
    failures: [],
    unsubscribed_since: 0,
  });
  const audited = (await t.db.select().from(auditLog)).filter((row) => row.entity === 'campaign');
  expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'send']));
});

it('previews the mail as it is sent: Markdown sanitised, links only http(s) and mailto', async () => {
  const topic = await newTopic();
  const response = await as(editor, 'POST', apiPaths.campaignPreview, {
    subject: 'Safe',
    body: [
      'Hello {{first_name}}<script>alert(1)</script>',
      '',
      '[site](https://example.org) [bad](javascript:alert(1)) [write](mailto:office@example.org)',
      '',
      '<img src=x onerror=alert(1)>',
    ].join('\n'),
    topics: [topic.id],
  });
  expect(response.statusCode).toBe(200);
  const preview = response.json<CampaignPreview>();
  expect(preview).toMatchObject({ subject: 'Safe', recipients: 0 });
  expect(preview.html).not.toMatch(/<script|javascript:|onerror/i);
  expect(preview.html).toContain('href="https://example.org"');
  expect(preview.html).toContain('href="mailto:office@example.org"');
  expect(preview.html).toContain('color-scheme');
  const spanish = await t.inject({
    method: 'POST',
    url: apiPaths.campaignPreview,
    payload: { subject: 'Seguro', body: 'Hola', topics: [topic.id] },
    headers: { cookie: editor, 'accept-language': 'es' },
  });
  expect(spanish.json<CampaignPreview>().html).toContain('Recibe este correo porque');
});

it('sends a test to the signed-in administrator only, through the outbox, with their first name', async () => {
  const topic = await newTopic();
  await addSubscriber('should.not.get.test@example.org', { topics: [topic.id] });
  const campaign = await draft([topic.id], { subject: 'Retreat reminder' });
  const owner = await t.adminCookie();
  const response = await as(owner, 'POST', apiPaths.campaignTest(campaign.id));
  expect(response.statusCode).toBe(202);
  const [mail] = await smtp.waitForMatching((m) => m.parsed.subject === '[Test] Retreat reminder');
  expect(mail?.to).toEqual([TEST_ADMIN.email]);
  expect(mail?.parsed.text).toContain(`Dear ${TEST_ADMIN.name.split(' ')[0]},`);
  expect(mail?.parsed.text).toContain('This is a test');
  expect(mailsTo(smtp, 'should.not.get.test@example.org')).toEqual([]);
  // Still a draft.
  expect((await as(editor, 'GET', apiPaths.campaign(campaign.id))).json<Campaign>().status).toBe(
    'draft',
  );
});

it('refuses bad campaigns naming the field: no subject or body, no topics, a retired topic', async () => {
  const empty = await as(editor, 'POST', apiPaths.campaigns, {
    subject: ' ',
    body: '',
    topics: [],
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({
    fields: {
      subject: CAMPAIGN_SUBJECT_MESSAGE,
      body: CAMPAIGN_BODY_MESSAGE,
      topics: TOPICS_REQUIRED_MESSAGE,
    },
  });
  const retired = await newTopic();
  await as(editor, 'PUT', apiPaths.newsletterTopic(retired.id), {
    name: retired.name,
    position: retired.position,
    retired: true,
  });
  const onRetired = await as(editor, 'POST', apiPaths.campaigns, {
    subject: 'Hi',
    body: 'Hi',
    topics: [retired.id],
  });
  expect(onRetired.statusCode).toBe(422);
  expect(onRetired.json()).toMatchObject({ fields: { topics: TOPIC_NOT_OFFERED_MESSAGE } });
});

it('refuses a campaign nobody would receive, and a schedule in the past, naming the field', async () => {
  const topic = await newTopic();
  await addSubscriber('only.pending@example.org', { topics: [topic.id], status: 'pending' });
  const campaign = await draft([topic.id]);
  const nobody = await send(campaign.id);
  expect(nobody.statusCode).toBe(422);
  expect(nobody.json()).toMatchObject({ fields: { topics: CAMPAIGN_NO_RECIPIENTS_MESSAGE } });

  await addSubscriber('later@example.org', { topics: [topic.id] });
  const past = await send(campaign.id, { scheduled_at: '2020-01-05T10:00:00Z' });
  expect(past.statusCode).toBe(422);
  expect(past.json()).toMatchObject({ fields: { scheduled_at: CAMPAIGN_SCHEDULE_PAST_MESSAGE } });
  const garbage = await send(campaign.id, { scheduled_at: 'next sunday' });
  expect(garbage.statusCode).toBe(400);
  expect(Object.keys(garbage.json<{ fields: object }>().fields)).toEqual(['scheduled_at']);
  expect((await as(editor, 'GET', apiPaths.campaign(campaign.id))).json<Campaign>().status).toBe(
    'draft',
  );
});

it('schedules a campaign, sends it when its time comes, and changes or deletes drafts only', async () => {
  const topic = await newTopic();
  await addSubscriber('scheduled@example.org', { topics: [topic.id] });
  const campaign = await draft([topic.id], { subject: 'Scheduled news' });
  const changed = await as(editor, 'PUT', apiPaths.campaign(campaign.id), {
    subject: 'Scheduled news, changed',
    body: campaign.body,
    topics: campaign.topics,
  });
  expect(changed.statusCode).toBe(200);
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const scheduled = await send(campaign.id, { scheduled_at: inAnHour });
  expect(scheduled.statusCode).toBe(200);
  expect(scheduled.json<Campaign>()).toMatchObject({ status: 'scheduled', scheduled_at: inAnHour });

  const edit = await as(editor, 'PUT', apiPaths.campaign(campaign.id), {
    subject: 'Too late',
    body: 'x',
    topics: campaign.topics,
  });
  expect(edit.statusCode).toBe(409);
  expect(edit.json()).toMatchObject({ fields: { status: CAMPAIGN_NOT_DRAFT_MESSAGE } });
  expect((await as(editor, 'DELETE', apiPaths.campaign(campaign.id))).statusCode).toBe(409);
  expect(mailsTo(smtp, 'scheduled@example.org')).toEqual([]);

  // Its time comes (moved into the past here): the sender starts it.
  const { campaigns } = await import('../../../../testing/tables');
  await t.db
    .update(campaigns)
    .set({ scheduledAt: new Date(Date.now() - 1000) })
    .where(eq(campaigns.id, campaign.id));
  await sentCampaign(campaign.id);
  await smtp.waitForMatching((mail) => mail.parsed.subject === 'Scheduled news, changed');
  expect(mailsTo(smtp, 'scheduled@example.org')).toHaveLength(1);

  const other = await draft([topic.id]);
  expect((await as(editor, 'DELETE', apiPaths.campaign(other.id))).statusCode).toBe(204);
  expect((await as(editor, 'GET', apiPaths.campaign(other.id))).statusCode).toBe(404);
});

it('marks an address refused for good (5xx) as bouncing, reports it, and suppresses it at the third', async () => {
  const topic = await newTopic();
  const bouncing = await addSubscriber('no.such.mailbox@example.org', { topics: [topic.id] });
  await addSubscriber('fine@example.org', { topics: [topic.id] });
  smtp.refuseRecipient('no.such.mailbox@example.org', 550, 'No such mailbox here');
  try {
    for (const round of [1, 2, 3]) {
      const campaign = await draft([topic.id], { subject: `Bounce round ${round}` });
      expect((await send(campaign.id)).statusCode).toBe(200);
      await smtp.waitForMatching((mail) => mail.parsed.subject === `Bounce round ${round}`);
      const done = await sentCampaign(campaign.id);
      await waitFor(async () => {
        const report = (
          await as(editor, 'GET', apiPaths.campaignReport(campaign.id))
        ).json<CampaignReport>();
        return report.failed === 1 ? report : null;
      }).then((report) => {
        expect(report).toMatchObject({ delivered: 1, failed: 1, left: 0 });
        expect(report.failures).toEqual([
          { email: 'no.such.mailbox@example.org', reason: expect.stringMatching(/550/) },
        ]);
      });
      expect(done.progress.recipients).toBe(2);
      const [row] = await t.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, bouncing.id));
      expect(row?.hardBounces).toBe(round);
      expect(row?.bouncedAt).not.toBeNull();
      expect(row?.suppressedAt === null).toBe(round < 3);
    }
    // Suppressed: the next campaign is not sent to it.
    const after = await draft([topic.id], { subject: 'After suppression' });
    expect((await send(after.id)).json<Campaign>().progress.recipients).toBe(1);
  } finally {
    smtp.acceptRecipient('no.such.mailbox@example.org');
  }
});

it('mails the Bulletin topic with the upload when the office ticks it: the Sunday, a link to its page', async () => {
  const topics = (await t.inject({ method: 'GET', url: apiPaths.newsletterTopics })).json<
    NewsletterTopic[]
  >();
  const bulletinTopic = topics.find((topic) => topic.name === 'Bulletin');
  if (!bulletinTopic) throw new Error('no Bulletin topic');
  await addSubscriber('reads.the.bulletin@example.org', { topics: [bulletinTopic.id] });
  await addSubscriber('not.bulletin@example.org', { topics: [(await newTopic()).id] });

  const upload = async (form: Awaited<ReturnType<typeof bulletinForm>>) =>
    t.inject({
      method: 'POST',
      url: apiPaths.bulletins,
      payload: form.payload,
      headers: { ...form.headers, cookie: editor },
    });
  const quiet = await upload(await bulletinForm('2030-01-06'));
  expect(quiet.statusCode).toBe(201);
  const ticked = await upload(await bulletinForm('2030-01-13', undefined, { mailTopic: true }));
  expect(ticked.statusCode).toBe(201);
  const subject =
    'The bulletin for Sunday, January 13, 2030 · El boletín del domingo, 13 de enero de 2030';
  const [mail] = await smtp.waitForMatching((m) => m.parsed.subject === subject);
  expect(mail?.to).toEqual(['reads.the.bulletin@example.org']);
  expect(mail?.parsed.html).toMatch(/href="http[^"]+\/bulletins\/2030-01-13"/);
  expect(mail?.parsed.html).toMatch(/href="http[^"]+\/es\/bulletins\/2030-01-13"/);
  const all = (await as(editor, 'GET', apiPaths.campaigns)).json<Campaign[]>();
  expect(all.filter((campaign) => campaign.subject.startsWith('The bulletin for'))).toHaveLength(1);
  expect(mailsTo(smtp, 'not.bulletin@example.org')).toEqual([]);
});

it('lets owners and editors keep campaigns, not the finance role nor a visitor', async () => {
  const finance = await signInWithRoles(t, ['finance']);
  expect((await as(finance, 'GET', apiPaths.campaigns)).statusCode).toBe(403);
  expect((await t.inject({ method: 'GET', url: apiPaths.campaigns })).statusCode).toBe(401);
  expect((await as(editor, 'GET', apiPaths.campaigns)).statusCode).toBe(200);
});

async function waitFor<T>(check: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await check();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
