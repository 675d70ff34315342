/**
 * The shell's server renders the public pages (issue 17): for a page it can
 * render, it answers the document in two parts, so the browser starts
 * fetching the scripts while the page renders:
 *
 * 1. at once: the head as the built page has it (theme, registry, the
 *    route's preloads, the scripts), without its generic title;
 * 2. once rendered: the page's title, description and link-preview tags,
 *    its styles, then the body with the page's markup and the data it was
 *    rendered with (a JSON data block, which the browser hydrates from).
 *
 * Its ETag comes from what the page is rendered from (the shell's build,
 * the registry, the URL, the API's answers, the date), known before
 * rendering: a repeat visit gets a 304 without any rendering, and the same
 * inputs reuse the last rendering for a minute.
 *
 * Admin pages (they need a session), a browser trying a release (it loads
 * another release than the server would render) and any failure before the
 * first byte get the plain page, rendered in the browser as before; a
 * failure after it gets the plain page's body.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  documentTitle,
  escapeHtml,
  jsonDataBlock,
  PAGE_DATA_ELEMENT_ID,
  pageMetaTags,
  SITE_NAME,
  type PageDataSnapshot,
  type PageMeta,
  RELEASE_OVERRIDE_COOKIE,
  siteCookieName,
  RELEASE_OVERRIDE_PARAM,
  remoteForPath,
  splitLanguagePath,
  type RemotesRegistry,
} from '@parish/shared-types';
import type { SiteMetrics } from '../observability';
import { siteServerText } from '../pageLanguage';
import { serverRenderingSettings } from '../siteConfig';
import { createRenderPool, type RenderPool } from './renderPool';

/**
 * The work under way for `key` in `underWay`, or `start` it there: callers
 * asking for the same key meanwhile share its answer; once it settles, the
 * next caller starts afresh.
 */
async function shareUnderWay<T>(
  underWay: Map<string, Promise<T>>,
  key: string,
  start: () => Promise<T>,
): Promise<T> {
  const shared = underWay.get(key);
  if (shared) return shared;
  const started = start();
  underWay.set(key, started);
  try {
    return await started;
  } finally {
    underWay.delete(key);
  }
}

/** What the rest of a document is rendered from: its inputs' tag, the page, the remotes, the data and the shell's parts. */
interface RestRequest {
  etag: string;
  path: string;
  registry: RemotesRegistry;
  snapshot: PageDataSnapshot;
  parts: { defaults: string; rest: string };
}

/** How long a rendering is reused for the same inputs (its clock-dependent parts go stale). */
const RENDER_REUSE_MS = 60_000;
const MAX_REUSED = 64;

const ROOT_ELEMENT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

export interface RenderedDocument {
  status: 200 | 404;
  /** Identifies the page's inputs; equal ETags mean the same page. */
  etag: string;
  lastModified: Date;
  /** Sent at once: the document up to the page's own head tags. */
  start: string;
  /** The rest of the document, once rendered (or the plain page's, should rendering fail). */
  rest: () => Promise<string>;
}

export interface ServerPagesOptions {
  pool: RenderPool;
  /** The live registry, as remotes.json answers it. */
  registry: () => Promise<RemotesRegistry>;
  /** The shell's server build's version, part of every ETag. */
  buildId: string;
  /** The site's public URL, for the link-preview tags. */
  siteUrl: string;
  log?: (line: string) => void;
  /** Where each rendering's outcome and time are counted (observability.ts). */
  metrics?: Pick<SiteMetrics, 'renders' | 'renderDuration'>;
}

/**
 * The page's own head tags: title, description and link preview, the
 * same ones usePageMeta sets in a browser (shared-types' pageMetaTags).
 */
export function pageHeadTags(meta: PageMeta, url: string): string {
  const title = documentTitle(meta.title);
  const tags = pageMetaTags({
    title,
    description: meta.description,
    siteName: SITE_NAME,
    url,
    article: meta.article,
  });
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(
      (tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`,
    ),
  ].join('\n    ');
}

/**
 * The built page cut where the server adds to it: its head without title
 * and description, and the rest. The route's remote scripts it preloads
 * become low priority: the page's content is in the HTML and needs none of
 * them to show, so its images come first.
 */
export function splitPage(page: string): { head: string; defaults: string; rest: string } {
  const end = page.search(/<\/head>/i);
  if (end < 0 || !page.includes(ROOT_ELEMENT))
    throw new Error('the shell page has no head or root');
  const defaults: string[] = [];
  const head = page
    .slice(0, end)
    .replace(/\s*<title>[\s\S]*?<\/title>|\s*<meta name="description"[^>]*>/gi, (tag) => {
      defaults.push(tag.trim());
      return '';
    })
    .replace(/<link rel="preload" /g, '<link rel="preload" fetchpriority="low" ');
  return { head, defaults: defaults.join('\n    '), rest: page.slice(end) };
}

/** The data the page was rendered with, as a JSON data block. */
function dataBlock(snapshot: PageDataSnapshot): string {
  return jsonDataBlock(PAGE_DATA_ELEMENT_ID, snapshot);
}

/** Whether the shell's server renders the page at `url` for this request. */
export function rendersOnServer(url: URL, cookieHeader: string | undefined): boolean {
  if (remoteForPath(url.pathname) === 'admin') return false;
  if (url.searchParams.has(RELEASE_OVERRIDE_PARAM)) return false;
  const cookies = (cookieHeader ?? '').split(';').map((part) => part.trim().split('=')[0]);
  // Named `__Host-…` on an https site (api/src/http/cookies.ts).
  const names = [RELEASE_OVERRIDE_COOKIE, siteCookieName(RELEASE_OVERRIDE_COOKIE, true)];
  return !cookies.some((name) => names.includes(name ?? ''));
}

export function createServerPages(options: ServerPagesOptions) {
  const reused = new Map<string, { at: number; rest: string }>();
  /**
   * Renderings under way, by ETag: visitors asking for the same page at the
   * same moment share one rendering instead of queueing one each in the
   * render workers (20 visitors on `/` made 20 identical renderings, one
   * after another on one worker: that was the long tail of its latency).
   */
  const rendering = new Map<string, Promise<string>>();
  /**
   * Reads of the page's data under way, by URL and registry: visitors
   * arriving while one is under way share its answer (read after they
   * asked, or at most one read's time before) instead of queueing one
   * each in the render workers and the API. With 20 visitors on `/`, each
   * queued four API reads behind the others': that made the p99.
   */
  const preparing = new Map<string, ReturnType<RenderPool['prepare']>>();
  const log = options.log ?? ((line: string) => console.warn(line));
  /** One rendering's outcome: rendered here, reused, or left to the browser; with its time. */
  function count(outcome: 'rendered' | 'reused' | 'browser', startedAt?: number) {
    options.metrics?.renders.inc({ outcome });
    if (startedAt !== undefined) {
      options.metrics?.renderDuration.observe({ outcome }, (performance.now() - startedAt) / 1000);
    }
  }

  /** Prepared once for visitors asking at the same moment: the reads carry the first one's request id. */
  function prepareShared(path: string, registry: RemotesRegistry, requestId?: string) {
    return shareUnderWay(preparing, JSON.stringify([path, registry]), () =>
      options.pool.prepare(path, registry, requestId),
    );
  }

  async function renderRest(request: RestRequest): Promise<string> {
    // A rendering kept for these inputs is served with the data it was rendered with.
    const kept = reused.get(request.etag);
    if (kept && Date.now() - kept.at < RENDER_REUSE_MS) {
      count('reused');
      return kept.rest;
    }
    return shareUnderWay(rendering, request.etag, () => renderNow(request));
  }

  async function renderNow({
    etag,
    path,
    registry,
    snapshot,
    parts,
  }: RestRequest): Promise<string> {
    const startedAt = performance.now();
    try {
      const rendered = await options.pool.render(path, registry, snapshot);
      if (rendered.skipped.length)
        log(`[ssr] ${path}: left to the browser: ${rendered.skipped.join('; ')}`);
      const head = rendered.meta
        ? pageHeadTags(rendered.meta, new URL(path, options.siteUrl).href)
        : parts.defaults;
      const body = parts.rest
        .replace(
          NOSCRIPT,
          `<noscript>${escapeHtml(siteServerText('site-server.noscript.rendered', splitLanguagePath(path.split('?')[0] ?? '/').language))}</noscript>`,
        )
        .replace(
          ROOT_ELEMENT,
          `<div id="root" data-server-rendered>${rendered.html}</div>${dataBlock({ ...snapshot, widgets: rendered.widgets })}`,
        );
      const rest = `${head}\n    ${rendered.styles}\n  ${body}`;
      reused.set(etag, { at: Date.now(), rest });
      if (reused.size > MAX_REUSED) reused.delete(reused.keys().next().value as string);
      count('rendered', startedAt);
      return rest;
    } catch (error) {
      count('browser', startedAt);
      log(
        `[ssr] ${path} rendered in the browser: ${error instanceof Error ? error.message : error}`,
      );
      return `${parts.defaults}\n  ${parts.rest}`;
    }
  }

  /**
   * The page at `url` rendered on the server, given the built page with
   * the registry and preloads written in; null when it is not rendered
   * here (the caller serves the plain page).
   */
  return async function renderedDocument(
    page: string,
    url: URL,
    cookieHeader: string | undefined,
    requestId?: string,
  ): Promise<RenderedDocument | null> {
    if (!rendersOnServer(url, cookieHeader)) return null;
    const path = `${url.pathname}${url.search}`;
    const registry = await options.registry();
    let prepared;
    const startedAt = performance.now();
    try {
      prepared = await prepareShared(path, registry, requestId);
    } catch (error) {
      count('browser', startedAt);
      log(
        `[ssr] ${path} rendered in the browser: ${error instanceof Error ? error.message : error}`,
      );
      return null;
    }
    if (prepared.skipped.length)
      log(`[ssr] ${path}: left to the browser: ${prepared.skipped.join('; ')}`);
    const { snapshot } = prepared;
    const etag = `"ssr-${createHash('sha1')
      .update(
        JSON.stringify([
          options.buildId,
          registry,
          path,
          prepared.status,
          snapshot.today,
          snapshot.entries,
        ]),
      )
      .update(page)
      .digest('hex')
      .slice(0, 20)}"`;
    const parts = splitPage(page);
    return {
      status: prepared.status,
      etag,
      lastModified: new Date(snapshot.renderedAt),
      start: parts.head,
      rest: () => renderRest({ etag, path, registry, snapshot, parts }),
    };
  };
}

export type ServerPages = ReturnType<typeof createServerPages>;

/** Where the shell's server build puts its manifest and entry (tooling/src/rspack/, SERVER_BUILD_DIR). */
function shellServerBuild(shellDist: string) {
  return {
    bundle: path.join(shellDist, 'server', 'main.cjs'),
    manifest: path.join(shellDist, 'server', 'mf-manifest.json'),
  };
}

export interface ServerRenderingOptions {
  /** The shell's build directory (its server build is in `server/`). */
  shellDist: string;
  apiOrigin: string;
  registry: () => Promise<RemotesRegistry>;
  siteUrl: string;
  env?: NodeJS.ProcessEnv;
  metrics?: SiteMetrics;
}

export { serverRenderingSettings };

/**
 * Server rendering for the shell's server, if its server build is there and
 * it is not turned off; null otherwise (every page renders in the browser).
 */
export function startServerRendering(
  options: ServerRenderingOptions,
): { renderedDocument: ServerPages; close: () => Promise<void> } | null {
  const settings = serverRenderingSettings(options.env);
  const build = shellServerBuild(options.shellDist);
  if (!settings.enabled || !existsSync(build.bundle)) return null;
  let buildId = 'unknown';
  try {
    const manifest = JSON.parse(readFileSync(build.manifest, 'utf8')) as {
      metaData?: { buildInfo?: { buildVersion?: string } };
    };
    buildId = manifest.metaData?.buildInfo?.buildVersion ?? buildId;
  } catch {
    // A build without a manifest still renders; its pages just share ETags across rebuilds less well.
  }
  const pool = createRenderPool({
    bundle: build.bundle,
    apiOrigin: options.apiOrigin,
    budgetMs: settings.budgetMs,
    size: settings.workers,
    // A worker is ended only when it is truly stuck: the budget governs the page.
    callTimeoutMs: settings.budgetMs + 2_000,
    onWorkerLost: (reason) => console.warn(`[ssr] ${reason}; starting another`),
  });
  return {
    renderedDocument: createServerPages({
      pool,
      registry: options.registry,
      buildId,
      siteUrl: options.siteUrl,
      metrics: options.metrics,
    }),
    close: () => pool.close(),
  };
}
