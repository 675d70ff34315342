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

/**
 * A tap on the language switch (its links name the language, LANGUAGE_PARAM):
 * the cookie that remembers it and the address to go on to, without the
 * parameter; null for any other request. The page's script remembers the
 * choice too, but a tap before it has taken the page over reaches only here.
 */
export function languageSwitchAnswer(url: URL): { cookie: string; address: string } | null {
  const chosen = languageChosenByLink(url);
  return chosen && { cookie: languageCookie(chosen.language), address: chosen.address };
}

/**
 * Where a visitor who chose another language goes for a page asked for in
 * English (`/events` → `/es/events`), or null to serve it. Only addresses
 * without a prefix are moved: an address in a language is that language.
 */
export function rememberedLanguageAddress(
  url: URL,
  cookieHeader: string | undefined,
): string | null {
  const chosen = chosenLanguage(cookieHeader);
  if (!chosen || chosen === DEFAULT_LANGUAGE) return null;
  if (splitLanguagePath(url.pathname).language !== DEFAULT_LANGUAGE) return null;
  return pathInLanguage(`${url.pathname}${url.search}`, chosen);
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
