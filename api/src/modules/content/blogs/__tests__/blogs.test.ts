import {
  BLOG_SLUG_INVALID_MESSAGE,
  BLOG_SLUG_TAKEN_MESSAGE,
  BLOG_STATUS_MESSAGE,
  type AdminRole,
  type BlogPost,
} from '@parish/shared-types';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../../testing/app';
import { describeResourceContract } from '../../../../testing/resource-tests';
import { signInWithRoles } from '../../../../testing/roles';
import { BLOG_POST_NOT_FOUND_MESSAGE } from '../routes';
import { DEMO_BLOG_POSTS, seedDemoBlogPosts } from '../seed';

const REQUIRED = 'Title and content are required';
const PATH = '/api/media/blogs/';

describeResourceContract({
  path: PATH,
  notFoundMessage: BLOG_POST_NOT_FOUND_MESSAGE,
  // The demo data of the spec has no blog posts (the two demo posts are seeded at start).
  seeded: { count: 0, first: {} },
  create: {
    body: { title: ' Advent Reflections ', content: 'Advent is a season of waiting.' },
    shows: {
      title: 'Advent Reflections',
      content: 'Advent is a season of waiting.',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      slug: expect.stringMatching(/^advent-reflections(-\d+)?$/),
      status: 'published',
      author: TEST_ADMIN.name,
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      html: '<p>Advent is a season of waiting.</p>',
      excerpt: 'Advent is a season of waiting.',
      title_es: null,
      content_es: null,
      html_es: null,
      excerpt_es: null,
    },
  },
  invalid: [
    { name: 'a post without any field', body: {}, fields: { title: REQUIRED, content: REQUIRED } },
    {
      name: 'blank content',
      body: { title: 'Advent', content: '   ' },
      fields: { content: REQUIRED },
    },
    {
      name: 'a slug with spaces and capitals',
      body: { title: 'Advent', content: 'Hope', slug: 'Advent Hope' },
      fields: { slug: BLOG_SLUG_INVALID_MESSAGE },
    },
    {
      name: 'an unknown status',
      body: { title: 'Advent', content: 'Hope', status: 'hidden' },
      fields: { status: BLOG_STATUS_MESSAGE },
    },
  ],
  update: {
    method: 'PUT',
    body: { title: 'Advent Hope', content: 'We *wait* in hope.', author: 'Deacon Maria' },
    shows: {
      title: 'Advent Hope',
      content: 'We *wait* in hope.',
      author: 'Deacon Maria',
      html: '<p>We <em>wait</em> in hope.</p>',
      excerpt: 'We wait in hope.',
    },
  },
  // Newest first.
  order: (a, b) => Number(b.id) - Number(a.id),
});

describe('blog posts: Markdown, drafts and addresses', () => {
  let t: TestApp;
  let cookie: string;
  const post = async (body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: PATH, payload: body, headers: { cookie } });
  const created = async (body: Record<string, unknown>) => {
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    return response.json<BlogPost>();
  };
  const get = (url: string, withCookie = false) =>
    t.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.adminCookie();
  });
  afterAll(() => t?.close());

  it('renders Markdown to HTML and lets no script, handler, raw HTML or javascript: link through', async () => {
    const saved = await created({
      title: 'Formatting',
      content: [
        '# Big news',
        'Some **bold** and a [link](https://example.org/news).',
        '<script>alert("x")</script>',
        '<img src="x" onerror="alert(1)"> <b onclick="alert(2)">raw</b>',
        '[click](javascript:alert(3))',
        '<iframe src="https://evil.example"></iframe>',
        '- one\n- two',
      ].join('\n\n'),
    });
    expect(saved.html).toContain('<h2>Big news</h2>');
    expect(saved.html).toContain('<strong>bold</strong>');
    expect(saved.html).toContain(
      '<a href="https://example.org/news" rel="noopener nofollow">link</a>',
    );
    expect(saved.html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    for (const banned of [
      '<script',
      'alert(',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<b>',
    ]) {
      expect(saved.html).not.toContain(banned);
    }
    // What the author typed is kept as written, for the next edit.
    expect(saved.content).toContain('<script>alert("x")</script>');
    expect(saved.excerpt).toMatch(/^Big news Some bold and a link\./);
    expect(saved.excerpt).not.toContain('alert');
  });

  it('makes the address from the title, numbered when taken, and refuses a taken address given', async () => {
    const first = await created({ title: 'Café & Fellowship: Sunday!', content: 'Coffee.' });
    expect(first.slug).toBe('cafe-fellowship-sunday');
    const second = await created({ title: 'Café & Fellowship: Sunday!', content: 'Again.' });
    expect(second.slug).toBe('cafe-fellowship-sunday-2');
    const clash = await post({ title: 'Other', content: 'Text', slug: 'cafe-fellowship-sunday' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: BLOG_SLUG_TAKEN_MESSAGE,
      fields: { slug: BLOG_SLUG_TAKEN_MESSAGE },
    });
    const edit = await t.inject({
      method: 'PUT',
      url: `${PATH}${second.id}/`,
      payload: { title: 'Other', content: 'Text', slug: 'cafe-fellowship-sunday' },
      headers: { cookie },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().fields).toEqual({ slug: BLOG_SLUG_TAKEN_MESSAGE });
  });

  it('keeps a draft from visitors: not listed, not by address or id; administrators see it', async () => {
    const draft = await created({
      title: 'Lenten Plans',
      content: 'Not ready yet.',
      status: 'draft',
      slug: 'lenten-plans',
    });
    expect(draft).toMatchObject({ status: 'draft', published_at: null });
    const published = await created({ title: 'Easter Joy', content: 'He is risen.' });

    const list = (await get(PATH)).json<BlogPost[]>();
    expect(list.map((p) => p.slug)).toContain(published.slug);
    expect(list.map((p) => p.slug)).not.toContain('lenten-plans');
    // Not even an administrator's session shows a draft in the public list.
    expect((await get(PATH, true)).json<BlogPost[]>().map((p) => p.slug)).not.toContain(
      'lenten-plans',
    );
    expect((await get(`${PATH}by-slug/lenten-plans/`)).statusCode).toBe(404);
    expect((await get(`${PATH}${draft.id}/`)).statusCode).toBe(404);

    expect((await get(`${PATH}${draft.id}/`, true)).json()).toEqual(draft);
    const all = await get(`${PATH}all/`, true);
    expect(all.json<BlogPost[]>().map((p) => p.slug)).toEqual(
      expect.arrayContaining(['lenten-plans', published.slug]),
    );
    expect((await get(`${PATH}all/`)).statusCode).toBe(401);

    const bySlug = await get(`${PATH}by-slug/${published.slug}/`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(published);
    expect((await get(`${PATH}by-slug/no-such-post/`)).json()).toEqual({
      message: BLOG_POST_NOT_FOUND_MESSAGE,
    });
    expect((await get(`${PATH}by-slug/NOT%20A%20SLUG/`)).statusCode).toBe(404);
  });

  it('shows a draft only to administrators who may edit blog posts', async () => {
    const draft = await created({ title: 'Pentecost', content: 'Draft.', status: 'draft' });
    const asRoles = async (roles: AdminRole[]) =>
      t.inject({
        method: 'GET',
        url: `${PATH}${draft.id}/`,
        headers: { cookie: await signInWithRoles(t, roles) },
      });
    for (const roles of [['finance'], ['events'], ['finance', 'events']] as AdminRole[][]) {
      const answer = await asRoles(roles);
      expect({ roles, status: answer.statusCode, body: answer.json() }).toEqual({
        roles,
        status: 404,
        body: { message: BLOG_POST_NOT_FOUND_MESSAGE },
      });
    }
    for (const roles of [['editor'], ['owner']] as AdminRole[][]) {
      const answer = await asRoles(roles);
      expect({ roles, status: answer.statusCode }).toEqual({ roles, status: 200 });
      expect(answer.json<BlogPost>().status).toBe('draft');
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('publishes a draft with its date, and keeps that date through later edits', async () => {
    const draft = await created({ title: 'Harvest', content: 'Soon.', status: 'draft' });
    const put = (body: Record<string, unknown>) =>
      t.inject({ method: 'PUT', url: `${PATH}${draft.id}/`, payload: body, headers: { cookie } });
    const published = (
      await put({ title: 'Harvest', content: 'Now.', status: 'published' })
    ).json<BlogPost>();
    expect(published.published_at).toEqual(expect.any(String));
    expect(published.slug).toBe(draft.slug);
    const edited = (await put({ title: 'Harvest Festival', content: 'Now!' })).json<BlogPost>();
    expect(edited.published_at).toBe(published.published_at);
    expect((await get(`${PATH}by-slug/${draft.slug}/`)).json()).toMatchObject({
      title: 'Harvest Festival',
    });
  });

  it('moves a deleted post to the trash: gone from the list, its page and the dashboard, back whole on Restore', async () => {
    const post = await created({ title: 'Pentecost Fire', content: 'Tongues of flame.' });
    const removed = await t.inject({
      method: 'DELETE',
      url: `${PATH}${post.id}/`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(PATH)).json<BlogPost[]>().map((p) => p.slug)).not.toContain(post.slug);
    expect((await get(`${PATH}by-slug/${post.slug}/`)).statusCode).toBe(404);
    expect((await get(`${PATH}${post.id}/`, true)).statusCode).toBe(404);
    expect((await get(`${PATH}all/`, true)).json<BlogPost[]>().map((p) => p.id)).not.toContain(
      post.id,
    );
    // Its address stays its own while it is in the trash.
    expect((await created({ title: 'Pentecost Fire', content: 'Again.' })).slug).toBe(
      `${post.slug}-2`,
    );
    const restored = await t.inject({
      method: 'POST',
      url: `/api/trash/blog_post/${post.id}/restore/`,
      headers: { cookie },
    });
    expect(restored.statusCode).toBe(200);
    expect((await get(`${PATH}by-slug/${post.slug}/`)).json()).toEqual(post);
  });

  it('seeds two published demo posts once, each with its own address', async () => {
    expect(await seedDemoBlogPosts(t.db)).toBe(true);
    expect(await seedDemoBlogPosts(t.db)).toBe(false);
    for (const demo of DEMO_BLOG_POSTS) {
      const response = await get(`${PATH}by-slug/${demo.slug}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: demo.title,
        status: 'published',
        title_es: demo.titleEs,
        html_es: expect.stringContaining('<p>'),
      });
    }
  });

  it('keeps the Spanish title and text beside the English, rendered and sanitised as the English is', async () => {
    const saved = await created({
      title: 'Lent',
      content: 'Forty days.',
      title_es: ' Cuaresma ',
      content_es: [
        '# Cuarenta días',
        'Un tiempo de **oración**, ayuno y [limosna](https://example.org/limosna).',
        '<script>alert("x")</script> <b onclick="alert(2)">crudo</b>',
        '[clic](javascript:alert(3))',
      ].join('\n\n'),
    });
    expect(saved).toMatchObject({
      title: 'Lent',
      title_es: 'Cuaresma',
      html: '<p>Forty days.</p>',
    });
    expect(saved.content_es).toContain('<script>');
    expect(saved.html_es).toContain('<h2>Cuarenta días</h2>');
    expect(saved.html_es).toContain('<strong>oración</strong>');
    expect(saved.html_es).toContain(
      '<a href="https://example.org/limosna" rel="noopener nofollow">limosna</a>',
    );
    for (const banned of ['<script', 'alert(', 'onclick', 'javascript:', '<b>']) {
      expect(saved.html_es).not.toContain(banned);
    }
    expect(saved.excerpt_es).toMatch(/^Cuarenta días Un tiempo de oración, ayuno y limosna\./);
    expect((await get(`${PATH}by-slug/${saved.slug}/`)).json()).toEqual(saved);

    const edit = await t.inject({
      method: 'PUT',
      url: `${PATH}${saved.id}/`,
      headers: { cookie },
      payload: { title: 'Lent', content: 'Forty days.', content_es: '  ' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      title_es: 'Cuaresma',
      content_es: null,
      html_es: null,
      excerpt_es: null,
    });
  });

  it('refuses a Spanish title over 200 characters, naming the field', async () => {
    const response = await post({
      title: 'Lent',
      content: 'Forty days.',
      title_es: 'a'.repeat(201),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ title_es: 'Must be at most 200 characters' });
  });
});
