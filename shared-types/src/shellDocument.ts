/**
 * The contract between the shell and its server about the page's document:
 * where the server writes the registry, and the head tags a page's title
 * and description become, whether the server writes them into the HTML or
 * the browser sets them after a navigation (`usePageMeta`).
 */
import { jsonDataBlock } from './html';
import type { RemoteName, RemotesRegistry } from './remotes';

/**
 * The parish's name: the whole title of the home page, the end of every
 * other (the bundler config reads it for the page template).
 */
export const SITE_NAME = 'Holy Trinity Ecumenical Catholic Church';

/** A page's title and description, which its head tags are written from. */
export interface PageMeta {
  /** The page's own name, e.g. 'About Us'; the site's name is added after it. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** An article (a blog post): its link preview says so, with its date and author. */
  article?: PageArticle;
}

/** What a link preview tells of an article (Open Graph `article:*`). */
export interface PageArticle {
  /** ISO 8601 date-time it was published. */
  publishedTime: string;
  author: string;
}

/** `About Us · Holy Trinity …`, or the site's name alone for the home page. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`;
}

/**
 * What the shell's server rendered a page with (issue 17), written into the
 * HTML for the browser: the answers of the page's API reads, and the moment
 * and date it rendered at. The browser's first render uses the same, so it
 * matches the server's HTML (hydration) and asks the API nothing again.
 */
export interface PageDataSnapshot {
  /** ISO time the server rendered the page at. */
  renderedAt: string;
  /** The date there and then (`YYYY-MM-DD`), which lists of upcoming events depend on. */
  today: string;
  /** Each page query's answer, by its key. */
  entries: Record<string, unknown>;
  /** Other remotes' widgets the page shows (`booking/widgets/UpcomingEvents`): loaded before hydrating. */
  widgets?: string[];
}

/** The id of the data block the server writes the snapshot into. */
export const PAGE_DATA_ELEMENT_ID = 'parish-page-data';

/**
 * The id of the JSON data block in which the shell's server writes the
 * registry into the page, so the page does not fetch `/remotes.json`
 * before it can start the current route's remote.
 */
export const REGISTRY_ELEMENT_ID = 'parish-remotes';

/** The registry as the page's data block. */
export function registryElement(registry: RemotesRegistry): string {
  return jsonDataBlock(REGISTRY_ELEMENT_ID, registry);
}

/** One `<meta>` of the page's head: `<meta name|property="key" content="…">`. */
export interface HeadMetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHeadInput {
  /** The whole document title (`About Us · Holy Trinity …`). */
  title: string;
  description: string;
  siteName: string;
  /** The page's absolute URL. */
  url: string;
  /** Given for an article: `og:type` article, with its date and author. */
  article?: PageArticle;
}

/** The description and link-preview tags of a page, in the order they are written. */
export function pageMetaTags({
  title,
  description,
  siteName,
  url,
  article,
}: PageHeadInput): HeadMetaTag[] {
  return [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:site_name', content: siteName },
    { attribute: 'property', key: 'og:type', content: article ? 'article' : 'website' },
    { attribute: 'property', key: 'og:url', content: url },
    ...(article
      ? [
          {
            attribute: 'property',
            key: 'article:published_time',
            content: article.publishedTime,
          } as const,
          { attribute: 'property', key: 'article:author', content: article.author } as const,
        ]
      : []),
  ];
}

/** What the site server gives the shell's page renderer (its server build's `createPageRenderer`). */
export interface PageRendererOptions {
  /** Where the server reaches the API (the browser's relative `/api` means nothing here). */
  apiOrigin: string;
  /** How long the reads and a remote's loading may take before its slot is left to the browser. */
  budgetMs: number;
}

export interface PreparedPage {
  status: 200 | 404;
  /** The remote owning the URL, if any. */
  remote: RemoteName | null;
  /** What the page renders with: handed to `render`, and written into the HTML for the browser. */
  snapshot: PageDataSnapshot;
  /** Why a part of the page will render in the browser instead (for the server's log). */
  skipped: string[];
}

export interface RenderedPage {
  /** The page's markup, for `<div id="root">`. */
  html: string;
  /** `<style>` elements of the styles the markup uses, for the head. */
  styles: string;
  /** The page's own title and description, when it gave them. */
  meta: PageMeta | null;
  /** Other remotes' widgets the page shows: the browser loads them before hydrating. */
  widgets: string[];
  /** Parts left to the browser (errors the renderer caught), for the server's log. */
  skipped: string[];
}

/** The shell's page renderer, as the site server's render workers call it. */
export interface PageRenderer {
  /**
   * `requestId`: the visitor request the page is prepared for; the API
   * receives it with each read (X-Request-Id), so its log and the site
   * server's name the page by one id. A read shared with visitors who asked
   * at the same moment carries the first one's.
   */
  prepare(request: {
    url: string;
    registry: RemotesRegistry;
    requestId?: string;
  }): Promise<PreparedPage>;
  render(request: {
    url: string;
    registry: RemotesRegistry;
    snapshot: PageDataSnapshot;
  }): Promise<RenderedPage>;
}
