/**
 * Renders a public page on the server (issue 17), in two steps so the HTTP
 * server can answer a repeat visit with 304 before rendering anything:
 *
 * 1. `prepare`: which page the URL is (or 404), and the API reads it shows
 *    (the shell's own, the daily verse, and those of the remote owning the
 *    URL, from its server build's `./page-data`), made within a budget.
 * 2. `render`: the whole page with React's streaming renderer, from those
 *    answers, waiting for every part; its styles extracted for the head.
 *
 * Whatever goes wrong with a remote (its server build missing, failing to
 * load, slow, throwing, a read failing) costs only its part of the page:
 * that slot renders in the browser as it always did, the rest is served.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import { createStyleCache } from '../lib/styleCache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  LANGUAGES,
  pathInLanguage,
  remoteForPath,
  splitLanguagePath,
  type Language,
  type PageQuery,
  type PageRenderer,
  type PageRendererOptions,
  type PreparedPage,
  type RemotesRegistry,
  type RenderedPage,
} from '@parish/shared-types';
import {
  configureApiClient,
  PageData,
  parishDetailsQuery,
  PageHead,
  PageHeadProvider,
  todayIsoDate,
  type PageDataSnapshot,
} from '@parish/shared-web';
import { loadServerRemote, registerServerRemotes } from '../features/remotes/lib/remotes.server';
import { dailyVerseQuery } from '../features/verse/api/dailyVerse';
import { App } from './App';
import { loadTranslations } from '../lib/i18n';
import { SLOT_LEFT_TO_BROWSER } from './serverSlots';
import { routes } from './router';

/** The shell's own pages besides the remotes'. */
const SHELL_PAGES = new Set(['/login', '/login/reset']);

/** The reads every page shows: the header's verse, and the parish's details in the footer. */
const SHELL_READS: readonly PageQuery[] = [dailyVerseQuery, parishDetailsQuery];

function delay(ms: number): Promise<'late'> {
  return new Promise((resolve) => setTimeout(() => resolve('late'), Math.max(0, ms)).unref());
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads in flight, by key. Every visitor is shown the same public data, so
 * visitors asking for pages at the same moment share one request per read
 * instead of each making their own (it is no older than a request of
 * their own would be). Not a cache: a read is forgotten once answered.
 */
const inFlight = new Map<string, Promise<unknown>>();

function sharedRead(read: PageQuery, timeoutMs: number): Promise<unknown> {
  let pending = inFlight.get(read.key);
  if (!pending) {
    pending = read.fetch(AbortSignal.timeout(timeoutMs)).finally(() => inFlight.delete(read.key));
    inFlight.set(read.key, pending);
  }
  return pending;
}

/**
 * The visitor request a page is being prepared for, in the async context of
 * its reads: the API receives its id with each read (X-Request-Id). A read
 * shared with a later visitor carries the id of the one who started it.
 */
const preparingFor = new AsyncLocalStorage<string>();

/** Runs each read once (by key), each within `deadline`; a failed or late read is simply absent. */
async function readAll(
  reads: readonly PageQuery[],
  deadline: number,
  budgetMs: number,
  skipped: string[],
): Promise<Record<string, unknown>> {
  const unique = [...new Map(reads.map((read) => [read.key, read])).values()];
  const entries: Record<string, unknown> = {};
  await Promise.all(
    unique.map(async (read) => {
      const left = Math.max(1, deadline - Date.now());
      try {
        // The request ends at its time limit; the race ends this page's wait
        // even for a read that ignores it, or one shared with an earlier page.
        const answer = await Promise.race([sharedRead(read, left), delay(left)]);
        if (answer === 'late') throw new Error(`no answer within ${budgetMs} ms`);
        entries[read.key] = answer;
      } catch (error) {
        skipped.push(`${read.key}: ${describe(error)}`);
      }
    }),
  );
  return entries;
}

export function createPageRenderer({ apiOrigin, budgetMs }: PageRendererOptions): PageRenderer {
  // Configuration of the process, not of a visitor: every read the server
  // makes goes to the API directly. The client's own base URL stays as the
  // browser has it, so links to the API in the page (apiUrl: calendar
  // files) are the public ones.
  configureApiClient((client) => {
    client.interceptors.request.use((config) => {
      const requestId = preparingFor.getStore();
      if (requestId) config.headers.set('X-Request-Id', requestId);
      return { ...config, baseURL: apiOrigin };
    });
  });
  // One router per language: a Spanish page's routes are under `/es`.
  const handlers = new Map(
    LANGUAGES.map((language) => [
      language,
      createStaticHandler(routes, { basename: pathInLanguage('/', language) }),
    ]),
  );
  // A language's translations are the same for every visitor: loaded once, shared.
  const translationsIn = new Map(
    LANGUAGES.map((language) => [language, loadTranslations(language)]),
  );
  const handlerFor = (language: Language) => {
    const handler = handlers.get(language);
    if (!handler) throw new Error(`no routes for ${language}`);
    return handler;
  };

  function prepare(request: {
    url: string;
    registry: RemotesRegistry;
    requestId?: string;
  }): Promise<PreparedPage> {
    return request.requestId
      ? preparingFor.run(request.requestId, () => prepareNow(request))
      : prepareNow(request);
  }

  async function prepareNow({
    url,
    registry,
  }: {
    url: string;
    registry: RemotesRegistry;
  }): Promise<PreparedPage> {
    const deadline = Date.now() + budgetMs;
    const address = new URL(url, 'http://server.invalid');
    // The remote reads the page as its routes see it: without the language prefix.
    const location = new URL(
      `${splitLanguagePath(address.pathname).path}${address.search}`,
      address,
    );
    const remote = remoteForPath(location.pathname);
    const skipped: string[] = [];
    let status: 200 | 404 = remote || SHELL_PAGES.has(location.pathname) ? 200 : 404;
    let reads = SHELL_READS;

    if (remote) {
      registerServerRemotes(registry);
      try {
        const pageData = await Promise.race([
          loadServerRemote(remote),
          delay(deadline - Date.now()),
        ]);
        if (pageData === 'late') throw new Error(`not loaded within ${budgetMs} ms`);
        const remoteReads = pageData.default(location);
        if (remoteReads === null) status = 404;
        else reads = [...SHELL_READS, ...remoteReads];
      } catch (error) {
        skipped.push(`${remote}: ${describe(error)}`);
      }
    }

    const now = new Date();
    return {
      status,
      remote,
      skipped,
      snapshot: {
        renderedAt: now.toISOString(),
        today: todayIsoDate(now),
        entries: await readAll(reads, deadline, budgetMs, skipped),
      },
    };
  }

  async function render({
    url,
    registry,
    snapshot,
  }: {
    url: string;
    registry: RemotesRegistry;
    snapshot: PageDataSnapshot;
  }): Promise<RenderedPage> {
    registerServerRemotes(registry);
    const address = new URL(url, 'http://server.invalid');
    const { language } = splitLanguagePath(address.pathname);
    const handler = handlerFor(language);
    const translations = await translationsIn.get(language);
    const request = new Request(address);
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);

    // One style cache per request; its styles go in the head, not the markup.
    const cache = createStyleCache();
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const head = new PageHead();
    const pageData = new PageData(snapshot);
    const skipped: string[] = [];

    const html = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
      const stream = renderToPipeableStream(
        <CacheProvider value={cache}>
          <PageHeadProvider value={head}>
            <App
              router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
              pageData={pageData}
              translations={translations}
            />
          </PageHeadProvider>
        </CacheProvider>,
        {
          // One piece, written once everything is ready: no boundary is sent
          // ahead and revealed by an inline script (which the page's
          // Content-Security-Policy would refuse, and which buys nothing here).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          // Every part waited for; a part still loading at the budget's end
          // (a widget's remote, say) is left to the browser.
          onAllReady: () => {
            clearTimeout(timer);
            stream.pipe(sink);
          },
          onShellError: reject,
          // A part that threw renders its fallback here and again in the
          // browser, which knows it by this digest.
          onError: (error) => {
            skipped.push(describe(error));
            return SLOT_LEFT_TO_BROWSER;
          },
        },
      );
      const timer = setTimeout(() => stream.abort(new Error('rendering took too long')), budgetMs);
    });

    const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
    return { html, styles, meta: head.meta, widgets: [...pageData.widgets], skipped };
  }

  return { prepare, render };
}
