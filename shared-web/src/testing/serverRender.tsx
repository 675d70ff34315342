import { Writable } from 'node:stream';
import type { ComponentType, ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { RemotePageDataModule } from '@parish/shared-types';
import { AppProviders, Notifications, PageData, todayIsoDate } from '@parish/shared-web';
import { mockApi } from './mockApi';
import { assertServerGlobals } from './serverGlobals';

/**
 * Renders `element` to HTML as a server would. Resolves once every lazy
 * part has loaded (no effect runs, so a page shows only data it was given,
 * and its loading state otherwise); rejects on the first error anywhere in the tree, even one a
 * Suspense boundary would have left to the browser, and on any warning
 * React logs while rendering (text the browser would not hydrate, say).
 */
export function renderToHtml(element: ReactElement, label = 'the page'): Promise<string> {
  assertServerGlobals();
  const rendering = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      fail(new Error(`Logged while rendering ${label} on a server: ${args.map(String).join(' ')}`));
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(element, {
      onShellError: fail,
      onError: fail,
      onAllReady: () => stream.pipe(sink),
    });
  });
  return rendering.finally(() => jest.mocked(console.error).mockRestore());
}

/**
 * What the shell's server would render the page at `url` with: the answers
 * (from the mocked API) to the reads the remote's `./page-data` declares for
 * it. Its `missed` then names any read the page made that was not declared.
 */
export async function serverPageData(
  pageData: RemotePageDataModule['default'],
  url: string,
): Promise<PageData> {
  const reads = pageData(new URL(url, 'http://server.test')) ?? [];
  const entries: Record<string, unknown> = {};
  for (const read of reads) entries[read.key] = await read.fetch(new AbortController().signal);
  const now = new Date();
  return new PageData({ renderedAt: now.toISOString(), today: todayIsoDate(now), entries });
}

/**
 * Renders `routes` at `url` on a server (see renderToHtml), inside the
 * providers the site renders once around every page, with the data the
 * server read for it, if given.
 */
export function renderOnServer(
  routes: RouteObject[],
  url: string,
  pageData: PageData | null = null,
): Promise<string> {
  assertServerGlobals();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return renderToHtml(
    <AppProviders pageData={pageData}>
      <RouterProvider router={router} />
      <Notifications />
    </AppProviders>,
    url,
  );
}

/**
 * The URL of every page in a route table (not the not-found splat), each
 * `:param` filled from `examples`. A route with a parameter that has no
 * example fails, so a new page cannot go untested.
 */
export function pageUrls(routes: RouteObject[], examples: Record<string, string> = {}): string[] {
  return routes.flatMap((route) => {
    const nested = pageUrls(route.children ?? [], examples);
    if (route.path === undefined || route.path === '*') return nested;
    const url = route.path.replace(/:(\w+)/g, (_match, name: string) => {
      const example = examples[name];
      if (example === undefined) throw new Error(`No example value for :${name} (${route.path})`);
      return encodeURIComponent(example);
    });
    return [url, ...nested];
  });
}

/** The text of the page's first `<h1>` in server-rendered HTML, or null. */
export function mainHeading(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) return null;
  const text = match[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  return text || null;
}

/**
 * The server-render test of a public remote (docs/conventions.md): each of
 * its pages renders on a server, with no browser global, from the reads its
 * `./page-data` declares (from a mocked API that answers empty lists, or
 * `replies` for a read whose answer is no list), and shows a main heading
 * that is not the not-found page. A read the page makes that it did not
 * declare fails the test.
 */
export function itRendersEachPageOnServer({
  urls,
  Routes,
  pageData,
  replies = {},
}: {
  urls: string[];
  /** The remote's `./routes` component. */
  Routes: ComponentType;
  /** Its `./page-data` function. */
  pageData: RemotePageDataModule['default'];
  /** Answers by `'GET /api/…'` for reads that are not lists (a week of the schedule). */
  replies?: Parameters<typeof mockApi>[0];
}): void {
  it.each(urls)('%s renders without the browser, from the reads it declares', async (url) => {
    const api = mockApi({ ...replies, '*': { status: 200, body: [] } });
    try {
      const data = await serverPageData(pageData, url);
      const asked = api.requests.length;
      const html = await renderOnServer([{ path: '*', element: <Routes /> }], url, data);
      const heading = mainHeading(html);
      expect(heading).not.toBeNull();
      expect(heading).not.toBe('Oops! Page not found');
      expect([...data.missed]).toEqual([]);
      expect(api.requests).toHaveLength(asked);
    } finally {
      api.restore();
    }
  });
}
