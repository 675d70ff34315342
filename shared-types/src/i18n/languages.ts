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

/** The BCP 47 tag dates, numbers and money are formatted with in `language`. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * The cookie that remembers the language a visitor chose with the switch
 * (or when they answered the offer of it): the site's server then sends
 * an address without a prefix to the chosen language's.
 */
export const LANGUAGE_COOKIE = 'parish-language';

/** The language a visitor chose, from a `Cookie` header or `document.cookie`; null when none. */
export function chosenLanguage(cookies: string | undefined): Language | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}
