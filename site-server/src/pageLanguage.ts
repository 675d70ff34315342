/**
 * A page in its language (docs/i18n.md): the server writes `<html lang>`,
 * the `hreflang` alternates that tell search engines the page exists in
 * each language, and its own few texts in the page's language; and it
 * sends a visitor who chose a language with the site's switch (the
 * LANGUAGE_COOKIE) to their language's address of a page asked for
 * without one. A visitor who never chose is never redirected: a first
 * visit is only offered the other language (the shell's LanguageOffer),
 * and search engines (no cookies) see both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  escapeHtml,
  chosenLanguage,
  languageChosenByLink,
  languageCookie,
  LANGUAGES,
  pathInLanguage,
  remoteForPath,
  splitLanguagePath,
  type Language,
} from '@parish/shared-types';

/** The site server's own texts (`locales/<language>.json`; no placeholders), read once at start. */
type SiteServerTextId = 'site-server.noscript.app' | 'site-server.noscript.rendered';

// Read rather than imported: Node (and the tools that load this server) import JSON only with an attribute.
const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'),
    ) as Record<SiteServerTextId, string>,
  ]),
) as Record<Language, Record<SiteServerTextId, string>>;

/** The site server's own text `id` in `language`. */
export function siteServerText(id: SiteServerTextId, language: Language): string {
  return TEXTS[language][id];
}

/** Where a page's request is sent instead, for its language; the server adds its base path. */
export interface LanguageRedirect {
  status: 302 | 303;
  address: string;
  /** The cookie that remembers a choice made with the switch. */
  cookie?: string;
  /** The answer depends on the language cookie (a shared cache must keep one per choice). */
  varyOnCookie: boolean;
}

/**
 * Where a request for the page `url` goes for its language, or null to serve it:
 * - a tap on the switch (its links name the language, LANGUAGE_PARAM) is
 *   remembered here, and goes on to the address without the parameter (303).
 *   The page's script remembers it too, but a tap before it has taken the
 *   page over reaches only the server;
 * - a visitor who chose another language is sent to its address of a page
 *   asked for without one (`/events` → `/es/events`, 302). Only addresses
 *   without a prefix are moved: an address in a language is that language.
 */
export function languageRedirect(
  url: URL,
  cookieHeader: string | undefined,
): LanguageRedirect | null {
  const switched = languageChosenByLink(url);
  if (switched) {
    return {
      status: 303,
      address: switched.address,
      cookie: languageCookie(switched.language),
      varyOnCookie: false,
    };
  }
  const chosen = chosenLanguage(cookieHeader);
  if (!chosen || chosen === DEFAULT_LANGUAGE) return null;
  if (splitLanguagePath(url.pathname).language !== DEFAULT_LANGUAGE) return null;
  return {
    status: 302,
    address: pathInLanguage(`${url.pathname}${url.search}`, chosen),
    varyOnCookie: true,
  };
}

/** `<link rel="alternate" hreflang>` for each language and the default, absolute as search engines want. */
export function languageAlternates(pathname: string, siteUrl: string): string {
  const { path } = splitLanguagePath(pathname);
  // The back office is not for search engines.
  if (remoteForPath(path) === 'admin') return '';
  const base = siteUrl.replace(/\/+$/, '');
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${base}${pathInLanguage(path, language)}`)}" />`;
  return [
    ...LANGUAGES.map((language) => link(language, language)),
    link('x-default', DEFAULT_LANGUAGE),
  ].join('\n    ');
}

/** The shell's page for `pathname` in its language: `lang`, alternates (with `siteUrl`) and its texts. */
export function withPageLanguage(html: string, pathname: string, siteUrl?: string): string {
  const { language } = splitLanguagePath(pathname);
  const alternates = siteUrl ? languageAlternates(pathname, siteUrl) : '';
  return html
    .replace(/<html(?:\s+lang="[^"]*")?/i, `<html lang="${language}"`)
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/,
      `<noscript>${escapeHtml(siteServerText('site-server.noscript.app', language))}</noscript>`,
    )
    .replace(/<\/head>/i, (end) => (alternates ? `  ${alternates}\n  ${end}` : end));
}
