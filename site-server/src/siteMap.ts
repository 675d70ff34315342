/**
 * `/robots.txt` and `/sitemap.xml` of the public site, answered by the
 * shell's servers (production: appServer; development: the dev server).
 * The pages listed are shared-types' PUBLIC_PAGES, the list each remote's
 * routes are built from; admin pages are never listed and are disallowed.
 */
import { LANGUAGES, pathInLanguage, type Language } from '@parish/shared-types';
import { apiPaths } from '@parish/shared-types/api';
import { blogPostPagePath, bulletinPagePath, sitemapPaths } from '@parish/shared-types/pages';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

/** A site-map answer: its content type and body. */
export interface SiteMapFile {
  contentType: string;
  body: string;
}

/** `https://parish.example/` → `https://parish.example` (paths are appended to it). */
function withoutTrailingSlash(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Everything may be crawled but the back office; the sitemap is named by its absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /super-admin',
    '',
    `Sitemap: ${withoutTrailingSlash(siteUrl)}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

/** Every public page's absolute URL in each language, in the sitemaps.org format, with `extraPaths` (blog posts) after them. */
export function sitemapXml(siteUrl: string, extraPaths: readonly string[] = []): string {
  const base = withoutTrailingSlash(siteUrl);
  const address = (page: string, language: Language) =>
    escapeXml(`${base}${pathInLanguage(page, language)}`);
  // Each page in every language, each naming all its languages (the same alternates as its head).
  const urls = [...sitemapPaths(), ...extraPaths].flatMap((page) => {
    const alternates = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${address(page, language)}"/>`,
    ).join('');
    return LANGUAGES.map(
      (language) => `  <url><loc>${address(page, language)}</loc>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** The two files, by path: what each is and how it is written for a site's URL. */
export const SITE_MAP_FILES: Record<
  string,
  { contentType: string; body: (siteUrl: string) => string }
> = {
  [ROBOTS_PATH]: { contentType: 'text/plain; charset=utf-8', body: robotsTxt },
  [SITEMAP_PATH]: { contentType: SITEMAP_CONTENT_TYPE, body: (siteUrl) => sitemapXml(siteUrl) },
};

/** The answer for `pathname` when it is one of the two, else null. */
export function siteMapFile(pathname: string, siteUrl: string): SiteMapFile | null {
  const file = Object.hasOwn(SITE_MAP_FILES, pathname) ? SITE_MAP_FILES[pathname] : undefined;
  return file ? { contentType: file.contentType, body: file.body(siteUrl) } : null;
}

/** How long the sitemap waits for the API's list of posts before leaving them out. */
const POSTS_TIMEOUT_MS = 3000;

/**
 * The pages of the published blog posts (`/media/blog/{slug}`), from the
 * API's public list, which never holds a draft. An API that is down or slow
 * costs only these lines: the sitemap still lists every other page.
 */
export async function publishedPostPaths(apiOrigin: string): Promise<string[]> {
  try {
    const response = await fetch(`${apiOrigin}${apiPaths.blogs}`, {
      signal: AbortSignal.timeout(POSTS_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return [];
    const posts: unknown = await response.json();
    if (!Array.isArray(posts)) return [];
    return (posts as { slug?: unknown; status?: unknown }[]).flatMap((post) =>
      typeof post.slug === 'string' && post.status === 'published'
        ? [blogPostPagePath(encodeURIComponent(post.slug))]
        : [],
    );
  } catch {
    return [];
  }
}

/** The weekly bulletins' pages (`/bulletins/{Sunday}`), from the API's public list; none when it cannot answer. */
export async function bulletinPaths(apiOrigin: string): Promise<string[]> {
  try {
    const response = await fetch(`${apiOrigin}${apiPaths.bulletins}`, {
      signal: AbortSignal.timeout(POSTS_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return [];
    const bulletins: unknown = await response.json();
    if (!Array.isArray(bulletins)) return [];
    return (bulletins as { date?: unknown }[]).flatMap((bulletin) =>
      typeof bulletin.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(bulletin.date)
        ? [bulletinPagePath(bulletin.date)]
        : [],
    );
  } catch {
    return [];
  }
}

/** The answer for `pathname` with the blog posts and the bulletins the API publishes in the sitemap; null for other paths. */
export async function liveSiteMapFile(
  pathname: string,
  siteUrl: string,
  apiOrigin: string,
): Promise<SiteMapFile | null> {
  if (pathname !== SITEMAP_PATH) return siteMapFile(pathname, siteUrl);
  return {
    contentType: SITEMAP_CONTENT_TYPE,
    body: sitemapXml(siteUrl, [
      ...(await publishedPostPaths(apiOrigin)),
      ...(await bulletinPaths(apiOrigin)),
    ]),
  };
}
