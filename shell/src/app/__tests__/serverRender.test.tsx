/**
 * @jest-environment node
 */
import {
  PARISH_DETAILS_DEFAULTS,
  PUBLIC_REMOTES,
  sitemapPaths,
  type PageQuery,
  type ParishDetails,
  type RemoteName,
  type RemotePageDataModule,
  type RemoteRoutesModule,
} from '@parish/shared-types';
import {
  AddToCalendarButton,
  apiClient,
  pageQuery,
  useApiQuery,
  usePageMeta,
} from '@parish/shared-web';
import { assertServerGlobals, mainHeading, mockApi } from '@parish/shared-web/testing';
import * as serverRemotes from '../../features/remotes/lib/remotes.server';
import type * as FederationMock from '../../testing/federationMock';
import { serveRemotes } from '../../testing/site';
import { createPageRenderer } from '../render.server';

jest.mock('../../features/remotes/lib/federation', () =>
  jest.requireActual<typeof FederationMock>('../../testing/federationMock').federationMock(),
);
jest.mock('../../features/remotes/lib/remotes.server', () => ({
  registerServerRemotes: jest.fn(),
  loadServerRemote: jest.fn(),
}));

// The shell's server renders a public page: layout, the owning remote's page
// and the data it shows, with no browser globals (docs/conventions.md), and
// gives up on a remote's slot, never on the page, when the remote fails.
// Each remote's own pages are proved in that remote's serverRender test.

const VERSE = { verse: { details: { text: 'The Lord is my shepherd.', reference: 'Psalm 23:1' } } };
const notices = pageQuery(
  '/api/notices/',
  async (signal) => (await apiClient.get<string[]>('/api/notices/', { signal })).data,
);

/** A remote page that shows a read, like the real ones. */
function NoticesPage() {
  usePageMeta({ title: 'Notices', description: 'What the office wants you to know.' });
  const list = useApiQuery(notices);
  return (
    <main>
      <h1>A remote page</h1>
      {list.status === 'success' ? (
        <p>{list.data.join(', ') || 'No notices.'}</p>
      ) : (
        <p>Loading notices...</p>
      )}
    </main>
  );
}
const REMOTE_PAGE: RemoteRoutesModule = { default: NoticesPage };

function pageData(reads: readonly PageQuery[] | null = [notices]): RemotePageDataModule {
  return { default: () => reads };
}

// Pages that should render whole get a budget no busy CI machine runs out of;
// the cases about a slow remote or read get a short one, so they stay quick.
const patientRenderer = createPageRenderer({ apiOrigin: 'http://api.test', budgetMs: 5_000 });
const hastyRenderer = createPageRenderer({ apiOrigin: 'http://api.test', budgetMs: 200 });
const REGISTRY = {};

async function renderPage(url: string, renderer = patientRenderer) {
  const prepared = await renderer.prepare({ url, registry: REGISTRY });
  const rendered = await renderer.render({ url, registry: REGISTRY, snapshot: prepared.snapshot });
  return { prepared, rendered };
}

/** The details as the office changed them in the dashboard. */
const STORED = {
  ...PARISH_DETAILS_DEFAULTS,
  contact: { ...PARISH_DETAILS_DEFAULTS.contact, address: '9 Chapel Lane, Springfield' },
};

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  assertServerGlobals();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  api = mockApi({
    'GET /api/verse/daily': { status: 200, body: VERSE },
    'GET /api/notices/': { status: 200, body: ['Parish picnic on Sunday'] },
    'GET /api/parish/': { status: 200, body: STORED },
  });
  serveRemotes(
    Object.fromEntries(PUBLIC_REMOTES.map((remote) => [remote, async () => REMOTE_PAGE])),
  );
  jest.mocked(serverRemotes.loadServerRemote).mockResolvedValue(pageData());
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('a public page rendered on the server', () => {
  it.each(sitemapPaths())('%s holds the layout, the page and the data it shows', async (url) => {
    const { prepared, rendered } = await renderPage(url);
    expect(prepared.status).toBe(200);
    expect(prepared.snapshot.entries).toEqual({
      '/api/verse/daily': VERSE,
      '/api/notices/': ['Parish picnic on Sunday'],
      '/api/parish/': STORED,
    });
    expect(rendered.html).toContain('<header');
    expect(rendered.html).toContain('<footer');
    // The footer shows the details the office keeps.
    expect(rendered.html).toContain('9 Chapel Lane, Springfield');
    expect(mainHeading(rendered.html)).toBe('A remote page');
    expect(rendered.html).toContain('Parish picnic on Sunday');
    expect(rendered.html).toContain('The Lord is my shepherd.');
    expect(rendered.meta).toEqual({
      title: 'Notices',
      description: 'What the office wants you to know.',
    });
    // The page's styles, for the head; no script the page's policy would refuse.
    expect(rendered.styles).toMatch(/^<style data-emotion="css/);
    expect(rendered.html).not.toContain('<script');
  });

  it("sends the API the visitor request's id with every read of the page, and none without one", async () => {
    await patientRenderer.prepare({ url: '/about', registry: REGISTRY, requestId: 'req-7f3a' });
    expect(api.headers.length).toBeGreaterThan(0);
    expect(api.headers.map((sent) => sent['x-request-id'])).toEqual(
      api.headers.map(() => 'req-7f3a'),
    );
    api.headers.length = 0;
    await patientRenderer.prepare({ url: '/about', registry: REGISTRY });
    expect(api.headers.length).toBeGreaterThan(0);
    expect(api.headers.map((sent) => sent['x-request-id'])).toEqual(
      api.headers.map(() => undefined),
    );
  });

  it('renders the login page, and a URL no one owns as not found (404)', async () => {
    const login = await renderPage('/login');
    expect(login.prepared.status).toBe(200);
    expect(mainHeading(login.rendered.html)).toBe('Admin Login');
    const nowhere = await renderPage('/nowhere');
    expect(nowhere.prepared.status).toBe(404);
    expect(mainHeading(nowhere.rendered.html)).toBe('Oops! Page not found');
  });

  it("answers 404 for a URL the remote's page data says is none of its pages", async () => {
    jest.mocked(serverRemotes.loadServerRemote).mockResolvedValue(pageData(null));
    const { prepared } = await renderPage('/courses/astrology');
    expect(prepared.status).toBe(404);
  });

  it('keeps each request to itself: two pages rendered at once show their own page and data', async () => {
    const offers = pageQuery(
      '/api/offers/',
      async (signal) => (await apiClient.get<string[]>('/api/offers/', { signal })).data,
    );
    function OffersPage() {
      usePageMeta({ title: 'Offers', description: 'What the shop has this week.' });
      const list = useApiQuery(offers);
      return <h1>{list.status === 'success' ? list.data.join(', ') : 'Loading offers...'}</h1>;
    }
    serveRemotes({
      content: async () => REMOTE_PAGE,
      commerce: async () => ({ default: OffersPage }),
    });
    jest
      .mocked(serverRemotes.loadServerRemote)
      .mockImplementation(async (remote) => pageData(remote === 'commerce' ? [offers] : [notices]));
    api.restore();
    api = mockApi({
      'GET /api/verse/daily': { status: 200, body: VERSE },
      'GET /api/notices/': async () => {
        // The slower of the two, so the renderings overlap.
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { status: 200, body: ['Parish picnic on Sunday'] };
      },
      'GET /api/offers/': { status: 200, body: ['Candles at half price'] },
      'GET /api/parish/': { status: 200, body: STORED },
    });
    const [home, shop] = await Promise.all([renderPage('/'), renderPage('/shop')]);
    expect(home.rendered.html).toContain('Parish picnic on Sunday');
    expect(home.rendered.html).not.toContain('Candles at half price');
    expect(home.rendered.meta?.title).toBe('Notices');
    expect(shop.rendered.html).toContain('Candles at half price');
    expect(shop.rendered.html).not.toContain('Parish picnic on Sunday');
    expect(shop.rendered.meta?.title).toBe('Offers');
    expect(Object.keys(shop.prepared.snapshot.entries).sort()).toEqual([
      '/api/offers/',
      '/api/parish/',
      '/api/verse/daily',
    ]);
  });

  it('keeps links to the API in the page as the browser has them, not the address the server reads from', async () => {
    serveRemotes({
      content: async () => ({
        default: () => (
          <main>
            <h1>Feast of the Epiphany</h1>
            <AddToCalendarButton eventId={7} eventTitle="Feast of the Epiphany" />
          </main>
        ),
      }),
    });
    const { rendered } = await renderPage('/events');
    expect(rendered.html).toContain('href="/api/events/7/calendar.ics"');
    expect(rendered.html).not.toContain('http://api.test');
  });

  it('asks the API once for a read that pages rendered at the same moment share', async () => {
    await Promise.all([renderPage('/'), renderPage('/about'), renderPage('/shop')]);
    expect(api.requests.filter((request) => request.url === '/api/notices/')).toHaveLength(1);
  });
});

/** The slot of a remote the server gave up on: its skeleton, marked for the browser to render. */
function expectSlotLeftToBrowser(html: string) {
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
  expect(html).toContain('<!--$!-->');
  expect(html).toContain('aria-busy="true"');
  expect(mainHeading(html)).toBeNull();
}

describe('a remote that fails on the server costs only its slot', () => {
  const cases: Array<[what: string, arrange: (remote: RemoteName) => void]> = [
    [
      'whose server build is missing or fails to load',
      () => {
        jest
          .mocked(serverRemotes.loadServerRemote)
          .mockRejectedValue(new Error('http://content.test/server/mf-manifest.json answered 404'));
        serveRemotes({});
      },
    ],
    [
      'that is slower than the budget',
      () => {
        jest.mocked(serverRemotes.loadServerRemote).mockReturnValue(new Promise(() => {}));
        serveRemotes({ content: () => new Promise(() => {}) });
      },
    ],
    [
      'whose page throws while rendering',
      () => {
        serveRemotes({
          content: async () => ({
            default: () => {
              throw new Error('a bug in the page');
            },
          }),
        });
      },
    ],
  ];

  it.each(cases)('a remote %s', async (_what, arrange) => {
    arrange('content');
    const started = Date.now();
    const { prepared, rendered } = await renderPage('/', hastyRenderer);
    expect(prepared.status).toBe(200);
    expectSlotLeftToBrowser(rendered.html);
    // Within the budget for reads and for rendering, and a little more.
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('a read that fails or is late is left out; the page shows it loading, as the browser will', async () => {
    api.restore();
    api = mockApi({
      'GET /api/verse/daily': 'never',
      'GET /api/notices/': { status: 500 },
      'GET /api/parish/': { status: 500 },
    });
    const { prepared, rendered } = await renderPage('/', hastyRenderer);
    // The parish's details never fail: the last good ones (or the compiled ones) stand.
    expect(Object.keys(prepared.snapshot.entries)).toEqual(['/api/parish/']);
    expect(rendered.html).toContain(
      (prepared.snapshot.entries['/api/parish/'] as ParishDetails).contact.address,
    );
    expect(prepared.skipped).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/api\/verse\/daily: no answer within 200 ms/),
        expect.stringMatching(/^\/api\/notices\/: /),
      ]),
    );
    expect(mainHeading(rendered.html)).toBe('A remote page');
    expect(rendered.html).toContain('Loading notices...');
    expect(rendered.html).toContain('Loading verse...');
  });
});
