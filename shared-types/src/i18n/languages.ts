/**
 * The languages the site speaks, and where each lives in the address:
 * English at the root (every URL as it always was), every other language
 * under its own prefix with the same paths (`/es/events`). docs/i18n.md.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of every URL without a prefix, and of the texts written in code. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const PREFIXED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const PREFIX = new RegExp(`^/(${PREFIXED.join('|')})(?=/|$)`);

/**
 * A path's language and the path without its prefix: `/es/events` is
 * Spanish `/events`, `/es` Spanish `/`, `/events` English `/events`.
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = PREFIX.exec(pathname);
  if (!match?.[1] || !isLanguage(match[1])) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1], path: pathname.slice(match[0].length) || '/' };
}

/** A site path (`/events?x=1`) in `language`: `/es/events?x=1`, or as it is in English. */
export function pathInLanguage(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `/${language}${path.slice(1)}`
    : `/${language}${path}`;
}

/**
 * The sermons' podcast feed in `language`, where the footer and the sermon
 * pages link it and podcast apps subscribe: `/podcast.xml`, `/es/podcast.xml`.
 */
export function podcastAddress(language: Language): string {
  return pathInLanguage('/podcast.xml', language);
}

/** The BCP 47 tag dates, numbers and money are formatted with in `language`. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * The cookie that remembers the language a visitor chose with the switch
 * (or when they answered the offer of it): the site's server then sends
 * an address without a prefix to the chosen language's.
 */
export const LANGUAGE_COOKIE = 'parish-language';

/** A year: a visitor's choice of language outlives the visit. */
const LANGUAGE_REMEMBERED_FOR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie that remembers `language`, as `document.cookie` takes it and
 * as a `Set-Cookie` header sends it.
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_REMEMBERED_FOR_SECONDS}; SameSite=Lax`;
}

/**
 * The query parameter of the switch's links (`/about?lang=en`): the site's
 * server remembers the language it names and sends the visitor on to the
 * address without it. So a tap on the switch is remembered even before the
 * page's script has taken it over.
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * The switch's link from the page at `path` (`/events?x=1#y`) to the same
 * page in `language`: `/es/events?x=1&lang=es#y`.
 */
export function switchAddress(path: string, language: Language): string {
  const address = new URL(path, 'http://site.invalid');
  address.searchParams.set(LANGUAGE_PARAM, language);
  return pathInLanguage(`${address.pathname}${address.search}${address.hash}`, language);
}

/**
 * The language a switch link chose and the address it leads to without
 * its parameter, for a request to `url`; null when the request names no
 * language of the site.
 */
export function languageChosenByLink(url: URL): { language: Language; address: string } | null {
  const language = url.searchParams.get(LANGUAGE_PARAM);
  if (!isLanguage(language)) return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete(LANGUAGE_PARAM);
  const query = rest.toString();
  // One leading slash: `/es//evil.example` must not become `//evil.example`, another site.
  const path = splitLanguagePath(url.pathname).path.replace(/^\/+/, '/');
  return { language, address: pathInLanguage(query ? `${path}?${query}` : path, language) };
}

/** The language a visitor chose, from a `Cookie` header or `document.cookie`; null when none. */
export function chosenLanguage(cookies: string | undefined): Language | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}
