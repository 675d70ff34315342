/**
 * Topics on the subscribe form and the preference page a newsletter mail
 * links to (docs/communications.md), through a real SMTP server: a visitor
 * chooses topics, confirms, and then, by the mail's link alone, sees only
 * their own address and topics, changes them, pauses, leaves one topic by
 * its per-topic unsubscribe (the last one leaves the newsletter).
 */
import {
  apiPaths,
  MAIL_LINK_INVALID_MESSAGE,
  TOO_MANY_SUBMISSIONS_MESSAGE,
  TOPIC_NOT_OFFERED_MESSAGE,
  TOPICS_REQUIRED_MESSAGE,
  type NewsletterPreferences,
  type NewsletterTopic,
} from '@parish/shared-types';
import { createMailingTestApp, createTestApp, type TestApp } from '../../../../testing/app';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';

let mailing: Awaited<ReturnType<typeof createMailingTestApp>> | undefined;
let smtp: TestSmtpServer;
let t: TestApp;
let topicIds: Record<string, number>;

/** A seeded topic's id, by its name. */
function topic(name: string): number {
  const id = topicIds[name];
  if (id === undefined) throw new Error(`no topic ${name}`);
  return id;
}
beforeAll(async () => {
  mailing = await createMailingTestApp();
  ({ t, smtp } = mailing);
  const offered = await t.inject({ method: 'GET', url: apiPaths.newsletterTopics });
  topicIds = Object.fromEntries(
    offered.json<NewsletterTopic[]>().map((topic) => [topic.name, topic.id]),
  );
});
afterAll(() => mailing?.close());

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const preferencesOf = (token: string) => post(apiPaths.newsletterPreferences, { token });
const save = (payload: object) =>
  t.inject({ method: 'PUT', url: apiPaths.newsletterPreferences, payload });

function linkToken(text: string | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

async function mails(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(smtp, address).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(smtp, address);
}

/** Subscribes `address` to `chosen`, confirms it, and answers the welcome mail's preference token. */
async function subscribed(address: string, chosen?: number[]): Promise<string> {
  const asked = await post(
    apiPaths.newsletter,
    chosen ? { email: address, topics: chosen } : { email: address },
  );
  expect(asked.statusCode).toBe(202);
  const [confirmMail] = await mails(address, 1);
  const confirmToken = linkToken(confirmMail?.parsed.text, '/newsletter/confirm');
  expect((await post(apiPaths.newsletterConfirm, { token: confirmToken })).statusCode).toBe(200);
  const [, welcome] = await mails(address, 2);
  return linkToken(welcome?.parsed.text, '/newsletter/preferences');
}

it('keeps the topics chosen on the form, shown by the mail’s preference link with the address alone', async () => {
  const token = await subscribed('two.topics@example.org', [topic('Youth'), topic('Events')]);
  const response = await preferencesOf(token);
  expect(response.statusCode).toBe(200);
  const preferences = response.json<NewsletterPreferences>();
  expect(preferences).toMatchObject({
    email: 'two.topics@example.org',
    status: 'subscribed',
    paused: false,
    topics: [topic('Youth'), topic('Events')],
  });
  expect(preferences.offered.map((topic) => topic.name)).toContain('Spanish-language news');
  // Nobody else's address is anywhere in the answer.
  expect(response.body).not.toMatch(/@example\.org.*@example\.org/);
});

it('gives an address that chose nothing Parish news, and refuses a topic not offered, naming topics', async () => {
  const token = await subscribed('no.choice@example.org');
  expect((await preferencesOf(token)).json<NewsletterPreferences>().topics).toEqual([
    topic('Parish news'),
  ]);

  const unknown = await post(apiPaths.newsletter, { email: 'odd@example.org', topics: [987_654] });
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json()).toMatchObject({ fields: { topics: TOPIC_NOT_OFFERED_MESSAGE } });
  const none = await post(apiPaths.newsletter, { email: 'odd@example.org', topics: [] });
  expect(none.statusCode).toBe(400);
  expect(none.json()).toMatchObject({ fields: { topics: TOPICS_REQUIRED_MESSAGE } });
  expect(mailsTo(smtp, 'odd@example.org')).toHaveLength(0);
});

it('changes topics and pauses every mail by the link, then resumes', async () => {
  const token = await subscribed('changes@example.org', [topic('Parish news')]);
  const changed = await save({
    token,
    topics: [topic('Bulletin'), topic('Spanish-language news')],
    paused: true,
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    status: 'subscribed',
    paused: true,
    topics: [topic('Bulletin'), topic('Spanish-language news')],
  });
  const resumed = await save({ token, topics: [topic('Bulletin')], paused: false });
  expect(resumed.json()).toMatchObject({ paused: false, topics: [topic('Bulletin')] });

  const empty = await save({ token, topics: [], paused: false });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ fields: { topics: TOPICS_REQUIRED_MESSAGE } });
});

it('leaves one topic by its unsubscribe link, and the newsletter with the last one (also one-click)', async () => {
  const token = await subscribed('per.topic@example.org', [topic('Youth'), topic('Events')]);
  const leftYouth = await post(apiPaths.newsletterTopicUnsubscribe(topic('Youth')), { token });
  expect(leftYouth.statusCode).toBe(200);
  expect(leftYouth.json()).toMatchObject({ status: 'subscribed', topics: [topic('Events')] });

  // RFC 8058's one-click form POST, as a mail client sends it.
  const leftEvents = await t.inject({
    method: 'POST',
    url: `${apiPaths.newsletterTopicUnsubscribe(topic('Events'))}?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(leftEvents.statusCode).toBe(200);
  expect(leftEvents.json()).toMatchObject({ status: 'unsubscribed', topics: [] });

  // Choosing a topic again on the page brings back an address that had confirmed.
  const back = await save({ token, topics: [topic('Events')], paused: false });
  expect(back.json()).toMatchObject({ status: 'subscribed', topics: [topic('Events')] });
});

it('leaves everything by the unsubscribe link the preference page offers', async () => {
  const token = await subscribed('leaves@example.org', [topic('Youth')]);
  expect((await post(apiPaths.newsletterUnsubscribe, { token })).statusCode).toBe(200);
  expect((await preferencesOf(token)).json()).toMatchObject({ status: 'unsubscribed' });
});

it('answers a link that is not one of ours with a message naming the token', async () => {
  const response = await preferencesOf('x'.repeat(43));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ fields: { token: MAIL_LINK_INVALID_MESSAGE } });
  const saved = await save({ token: 'x'.repeat(43), topics: [topic('Youth')], paused: false });
  expect(saved.statusCode).toBe(400);
  expect(saved.json()).toMatchObject({ fields: { token: MAIL_LINK_INVALID_MESSAGE } });
});

it('limits preference changes from one address like the other public forms', async () => {
  const limited = await createTestApp({ formRateLimit: { max: 2, windowMs: 60_000 } });
  try {
    const attempt = () =>
      limited.inject({
        method: 'PUT',
        url: apiPaths.newsletterPreferences,
        payload: { token: 'x'.repeat(43), topics: [1], paused: false },
        remoteAddress: '10.0.0.9',
      });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_SUBMISSIONS_MESSAGE });
  } finally {
    await limited.close();
  }
});
