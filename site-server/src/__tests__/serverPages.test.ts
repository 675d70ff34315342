import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { constants, gunzipSync } from 'node:zlib';
import type { PageDataSnapshot } from '@parish/shared-types';
import { startAppServer, type RunningAppServer } from '../appServer';
import { createShellDocuments } from '../shellDocuments';
import type { RenderPool } from '../ssr/renderPool';
import type { PreparedPage, RenderedPage } from '../ssr/renderProtocol';
import { createSiteMetrics } from '../observability';
import {
  createServerPages,
  rendersOnServer,
  serverRenderingSettings,
  type RenderedDocument,
} from '../ssr/serverPages';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Holy Trinity</title>
<meta name="description" content="An ecumenical parish." /><script defer src="/main.0123abcd.js"></script>
<link rel="preload" href="http://content.test/remoteEntry.js" as="script" /></head>
<body><noscript>This site needs JavaScript to run.</noscript><div id="root"></div></body></html>`;

function snapshot(entries: Record<string, unknown> = { '/api/events/': [] }): PageDataSnapshot {
  return { renderedAt: new Date().toISOString(), today: '2026-11-26', entries };
}

function fakePool(overrides: Partial<RenderPool> = {}) {
  const prepared = (status: 200 | 404 = 200): PreparedPage => ({
    status,
    remote: 'content',
    skipped: [],
    snapshot: snapshot(),
  });
  const rendered: RenderedPage = {
    html: '<h1>About Us</h1>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    meta: { title: 'About <Us>', description: 'Who we are & "why".' },
    widgets: ['booking/widgets/UpcomingEvents'],
    skipped: [],
  };
  return {
    prepare: jest.fn(async (url: string) => prepared(url === '/nowhere' ? 404 : 200)),
    render: jest.fn(async () => rendered),
    ready: () => true,
    close: async () => {},
    ...overrides,
  } satisfies RenderPool;
}

function pages(pool: RenderPool) {
  return createServerPages({
    pool,
    registry: async () => ({}),
    buildId: 'shell-1',
    siteUrl: 'https://parish.test',
    log: () => {},
  });
}

const at = (url: string) => new URL(url, 'https://parish.test');

/** The rest of a document the server rendered (failing the test when it did not render one). */
async function restOf(document: Promise<RenderedDocument | null>): Promise<string> {
  const rendered = await document;
  if (!rendered) throw new Error('the page was not rendered on the server');
  return rendered.rest();
}

describe('a page the server renders', () => {
  it('sends its head at once, then its own title, styles, markup and the data it was rendered with', async () => {
    const document = await pages(fakePool())(PAGE, at('/about'), undefined);
    expect(document?.status).toBe(200);
    expect(document?.start).toContain('<script defer src="/main.0123abcd.js">');
    expect(document?.start).not.toContain('<title>');
    expect(document?.start).not.toContain('name="description"');
    // Nothing on screen waits for the remote's scripts: they come after the images.
    expect(document?.start).toContain(
      '<link rel="preload" fetchpriority="low" href="http://content.test/remoteEntry.js" as="script" />',
    );
    const rest = await restOf(Promise.resolve(document));
    expect(rest).toContain(
      '<title>About &lt;Us&gt; · Holy Trinity Ecumenical Catholic Church</title>',
    );
    expect(rest).toContain(
      '<meta name="description" content="Who we are &amp; &quot;why&quot;." />',
    );
    expect(rest).toContain('<meta property="og:url" content="https://parish.test/about" />');
    expect(rest).toContain('<style data-emotion="css abc">');
    expect(rest).toContain('<div id="root" data-server-rendered><h1>About Us</h1></div>');
    expect(rest).toMatch(/<script type="application\/json" id="parish-page-data">\{"renderedAt":/);
    // The widgets it shows, which the browser loads before taking the page over.
    expect(rest).toContain('"widgets":["booking/widgets/UpcomingEvents"]');
    expect(rest).not.toContain('This site needs JavaScript to run.');
    expect(rest.indexOf('</head>')).toBeGreaterThan(rest.indexOf('<style'));
  });

  it('escapes data that could close its data block', async () => {
    const pool = fakePool({
      prepare: async () => ({
        status: 200,
        remote: 'content',
        skipped: [],
        snapshot: snapshot({ '/api/events/': [{ title: '</script><script>alert(1)</script>' }] }),
      }),
    });
    const rest = await restOf(pages(pool)(PAGE, at('/events'), undefined));
    expect(rest).not.toContain('</script><script>alert(1)');
    expect(rest).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('has an ETag from its inputs: the same for the same answers, another when they change', async () => {
    let entries: Record<string, unknown> = { '/api/events/': [] };
    const pool = fakePool({
      prepare: async () => ({
        status: 200,
        remote: 'content',
        skipped: [],
        snapshot: snapshot(entries),
      }),
    });
    const renderedDocument = pages(pool);
    const first = await renderedDocument(PAGE, at('/events'), undefined);
    const again = await renderedDocument(PAGE, at('/events'), undefined);
    entries = { '/api/events/': [{ id: 1 }] };
    const changed = await renderedDocument(PAGE, at('/events'), undefined);
    const otherPage = await renderedDocument(PAGE, at('/events?filter=past'), undefined);
    expect(first?.etag).toBe(again?.etag);
    expect(changed?.etag).not.toBe(first?.etag);
    expect(otherPage?.etag).not.toBe(changed?.etag);
  });

  it('reuses a rendering for the same inputs, with the data it was rendered with', async () => {
    const pool = fakePool();
    const renderedDocument = pages(pool);
    const first = await restOf(renderedDocument(PAGE, at('/about'), undefined));
    const second = await restOf(renderedDocument(PAGE, at('/about'), undefined));
    expect(second).toBe(first);
    expect(pool.render).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for a URL that is no page', async () => {
    expect((await pages(fakePool())(PAGE, at('/nowhere'), undefined))?.status).toBe(404);
  });

  it('falls back to the plain page: before the first byte when the reads fail, after it when rendering fails', async () => {
    const unprepared = fakePool({ prepare: async () => Promise.reject(new Error('no worker')) });
    expect(await pages(unprepared)(PAGE, at('/about'), undefined)).toBeNull();

    const unrendered = fakePool({ render: async () => Promise.reject(new Error('worker lost')) });
    const rest = await restOf(pages(unrendered)(PAGE, at('/about'), undefined));
    expect(rest).toContain('<title>Holy Trinity</title>');
    expect(rest).toContain('<div id="root"></div>');
    expect(rest).not.toContain('data-server-rendered');
  });

  it('counts each outcome (rendered, reused, left to the browser) and times it', async () => {
    const metrics = createSiteMetrics();
    const counted = (pool: RenderPool) =>
      createServerPages({
        pool,
        registry: async () => ({}),
        buildId: 'shell-1',
        siteUrl: 'https://parish.test',
        log: () => {},
        metrics,
      });
    const renderedDocument = counted(fakePool());
    await restOf(renderedDocument(PAGE, at('/about'), undefined));
    await restOf(renderedDocument(PAGE, at('/about'), undefined));
    const unrendered = fakePool({ render: async () => Promise.reject(new Error('worker lost')) });
    await restOf(counted(unrendered)(PAGE, at('/about'), undefined));
    const text = await metrics.registry.metrics();
    expect(text).toContain('ssr_renders_total{outcome="rendered"} 1');
    expect(text).toContain('ssr_renders_total{outcome="reused"} 1');
    expect(text).toContain('ssr_renders_total{outcome="browser"} 1');
    expect(text).toContain('ssr_render_duration_seconds_count{outcome="rendered"} 1');
  });

  it('is not rendered for admin pages nor a browser trying a release', async () => {
    const pool = fakePool();
    expect(await pages(pool)(PAGE, at('/admin/new-event'), undefined)).toBeNull();
    expect(
      await pages(pool)(PAGE, at('/shop?release-override=commerce@1.2.0'), undefined),
    ).toBeNull();
    expect(
      await pages(pool)(PAGE, at('/shop'), 'theme=dark; parish_release_override=s%3Aabc'),
    ).toBeNull();
    // On an https site the cookie is named __Host-… (api/src/http/cookies.ts).
    expect(rendersOnServer(at('/shop'), '__Host-parish_release_override=s%3Aabc')).toBe(false);
    expect(pool.prepare).not.toHaveBeenCalled();
    expect(rendersOnServer(at('/shop'), 'parish_session=abc')).toBe(true);
  });

  it('takes its settings from the environment, refusing ones that make no sense', () => {
    expect(serverRenderingSettings({})).toEqual({ enabled: true, budgetMs: 300, workers: 1 });
    expect(serverRenderingSettings({ SERVER_RENDERING: 'off', SSR_WORKERS: '2' })).toMatchObject({
      enabled: false,
      workers: 2,
    });
    expect(() => serverRenderingSettings({ SSR_BUDGET_MS: 'soon' })).toThrow(
      'SSR_BUDGET_MS must be a whole number from 50 to 5000, got "soon"',
    );
  });
});

describe("the shell's server, with pages rendered on the server", () => {
  let dir: string;
  let server: RunningAppServer;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'parish-server-pages-'));
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'dist/index.html'), PAGE);
    const documentsOptions = {
      baseUrls: {
        content: 'http://content.test',
        commerce: 'http://commerce.test',
        booking: 'http://booking.test',
        admin: 'http://admin.test',
      },
    };
    server = await startAppServer({
      root: path.join(dir, 'dist'),
      port: 0,
      apiOrigin: 'http://127.0.0.1:9',
      shell: createShellDocuments(documentsOptions, pages(fakePool())),
    });
  });
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the rendered page compressed, with its status, an ETag and the page security headers', async () => {
    const response = await fetch(`${server.url}/about`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"ssr-[0-9a-f]+"$/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(
      '<div id="root" data-server-rendered><h1>About Us</h1>',
    );
    expect((await fetch(`${server.url}/nowhere`)).status).toBe(404);
  });

  it('answers a repeat visit with the same inputs with an empty 304', async () => {
    const first = await fetch(`${server.url}/about`);
    await first.text();
    const again = await fetch(`${server.url}/about`, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends the head before the page has rendered', async () => {
    await server.close();
    let finishRendering = () => {};
    const slowPool = fakePool({
      render: () =>
        new Promise<RenderedPage>((resolve) => {
          finishRendering = () =>
            resolve({ html: '<h1>Late</h1>', styles: '', meta: null, widgets: [], skipped: [] });
        }),
    });
    server = await startAppServer({
      root: path.join(dir, 'dist'),
      port: 0,
      apiOrigin: 'http://127.0.0.1:9',
      shell: createShellDocuments(
        {
          baseUrls: {
            content: 'http://c.test',
            commerce: 'http://m.test',
            booking: 'http://b.test',
            admin: 'http://a.test',
          },
        },
        pages(slowPool),
      ),
    });
    // Everything that arrives while the page is still rendering.
    const received: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${server.url}/about`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          response.on('data', (chunk: Buffer) => received.push(chunk));
          setTimeout(resolve, 300);
        })
        .on('error', reject);
    });
    const firstChunk = Buffer.concat(received);
    const head = gunzipSync(firstChunk, { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    expect(head).toContain('<script defer src="/main.0123abcd.js">');
    expect(head).not.toContain('</head>');
    finishRendering();
  });

  it('serves admin pages as before, rendered in the browser', async () => {
    const text = await (await fetch(`${server.url}/admin`)).text();
    expect(text).toContain('<div id="root"></div>');
    expect(text).toContain('<title>Holy Trinity</title>');
  });
});

describe('visitors asking for the same page at once', () => {
  it('share one rendering instead of queueing one each', async () => {
    let finish: (page: RenderedPage) => void = () => {};
    const render = jest.fn(
      () =>
        new Promise<RenderedPage>((resolve) => {
          finish = resolve;
        }),
    );
    const serve = pages(fakePool({ render }));
    const documents = await Promise.all([1, 2, 3].map(() => serve(PAGE, at('/about'), undefined)));
    const rests = documents.map((document) => document?.rest());
    await new Promise((resolve) => setImmediate(resolve));
    expect(render).toHaveBeenCalledTimes(1);
    finish({ html: '<h1>About Us</h1>', styles: '', meta: null, widgets: [], skipped: [] });
    const bodies = await Promise.all(rests);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('<h1>About Us</h1>');

    // Once it is done, the kept rendering answers.
    await serve(PAGE, at('/about'), undefined).then((document) => document?.rest());
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe('visitors asking for a page while its data is being read', () => {
  it('share that read, and the next visitor reads again', async () => {
    const answers = new Map<string, (page: PreparedPage) => void>();
    const prepare = jest.fn<Promise<PreparedPage>, Parameters<RenderPool['prepare']>>(
      (url) =>
        new Promise<PreparedPage>((resolve) => {
          answers.set(url, resolve);
        }),
    );
    const readNow = (): PreparedPage => ({
      status: 200,
      remote: 'content',
      skipped: [],
      snapshot: snapshot(),
    });
    const serve = pages(fakePool({ prepare }));
    const waiting = [1, 2, 3].map((visitor) =>
      serve(PAGE, at('/events'), undefined, `visitor-${visitor}`),
    );
    const other = serve(PAGE, at('/about'), undefined, 'visitor-4');
    await new Promise((resolve) => setImmediate(resolve));
    // One read for /events, one for /about: each under the request id of the visitor who started it.
    expect(prepare.mock.calls.map(([url, , requestId]) => [url, requestId])).toEqual([
      ['/events', 'visitor-1'],
      ['/about', 'visitor-4'],
    ]);
    answers.get('/events')?.(readNow());
    answers.get('/about')?.(readNow());
    const documents = await Promise.all(waiting);
    expect(new Set(documents.map((document) => document?.etag)).size).toBe(1);
    expect(documents[0]?.status).toBe(200);
    expect((await other)?.etag).not.toBe(documents[0]?.etag);

    // Once answered, a new visitor's page is read afresh.
    const later = serve(PAGE, at('/events'), undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(prepare).toHaveBeenCalledTimes(3);
    answers.get('/events')?.(readNow());
    expect(await later).not.toBeNull();
  });
});
