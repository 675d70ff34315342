/**
 * The newsletter's topics as the office keeps them: the five the parish
 * starts with, added and changed by owners and editors (audited), a retired
 * one left off what visitors are offered, bad input refused naming the field.
 */
import {
  apiPaths,
  TOPIC_NAME_MESSAGE,
  TOPIC_NOT_FOUND_MESSAGE,
  type NewsletterTopic,
  type NewsletterTopicInput,
} from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { signInWithRoles } from '../../../../testing/roles';
import { auditLog } from '../../../../testing/tables';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.adminCookie();
});
afterAll(() => t?.close());

const youthGroup: NewsletterTopicInput = {
  name: 'Confirmation class',
  name_es: 'Clase de confirmación',
  description: 'Dates and reminders for this year’s class.',
  description_es: 'Fechas y recordatorios de la clase de este año.',
  position: 6,
  retired: false,
};

const offered = async () =>
  (await t.inject({ method: 'GET', url: apiPaths.newsletterTopics })).json<NewsletterTopic[]>();

it('starts with the parish’s five topics, in English and Spanish, Parish news first', async () => {
  const topics = await offered();
  expect(topics.map((topic) => [topic.name, topic.name_es])).toEqual([
    ['Parish news', 'Noticias parroquiales'],
    ['Bulletin', 'Boletín parroquial'],
    ['Youth', 'Jóvenes'],
    ['Events', 'Eventos'],
    ['Spanish-language news', 'Noticias en español'],
  ]);
  expect(topics.every((topic) => topic.description && topic.description_es)).toBe(true);
});

it('lets the office add a topic and retire it: kept in its list, offered no more, audited', async () => {
  const created = await t.inject({
    method: 'POST',
    url: apiPaths.newsletterTopics,
    payload: youthGroup,
    headers: { cookie: owner },
  });
  expect(created.statusCode).toBe(201);
  const topic = created.json<NewsletterTopic>();
  expect(topic).toMatchObject(youthGroup);
  expect((await offered()).map((each) => each.name)).toContain('Confirmation class');

  const retired = await t.inject({
    method: 'PUT',
    url: apiPaths.newsletterTopic(topic.id),
    payload: { ...youthGroup, retired: true },
    headers: { cookie: owner },
  });
  expect(retired.statusCode).toBe(200);
  expect(retired.json()).toMatchObject({ id: topic.id, retired: true });
  expect((await offered()).map((each) => each.name)).not.toContain('Confirmation class');

  const all = await t.inject({
    method: 'GET',
    url: apiPaths.newsletterTopicsAll,
    headers: { cookie: owner },
  });
  expect(all.json<NewsletterTopic[]>().find((each) => each.id === topic.id)?.retired).toBe(true);

  const audited = (await t.db.select().from(auditLog)).filter(
    (row) => row.entity === 'newsletter_topic' && row.entityId === String(topic.id),
  );
  expect(audited.map((row) => row.action).sort()).toEqual(['create', 'update']);
});

it('refuses a topic without its name, naming the field, and an unknown topic with 404', async () => {
  const response = await t.inject({
    method: 'POST',
    url: apiPaths.newsletterTopics,
    payload: { ...youthGroup, name: '  ' },
    headers: { cookie: owner },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ fields: { name: TOPIC_NAME_MESSAGE } });

  const missing = await t.inject({
    method: 'PUT',
    url: apiPaths.newsletterTopic(999_999),
    payload: youthGroup,
    headers: { cookie: owner },
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: TOPIC_NOT_FOUND_MESSAGE });
});

it('lets editors keep the topics, not the finance role nor a visitor', async () => {
  const editor = await signInWithRoles(t, ['editor']);
  const finance = await signInWithRoles(t, ['finance']);
  const as = (cookie?: string) =>
    t.inject({
      method: 'POST',
      url: apiPaths.newsletterTopics,
      payload: { ...youthGroup, name: 'Choir' },
      headers: cookie ? { cookie } : {},
    });
  expect((await as(editor)).statusCode).toBe(201);
  expect((await as(finance)).statusCode).toBe(403);
  expect((await as()).statusCode).toBe(401);
});
