import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageCookie,
  LANGUAGES,
  type Language,
} from '@parish/shared-types';

/**
 * Remembers `language` as the visitor's choice: the site's server then
 * sends them to its address of any page asked for without one. Called
 * from a tap, never while rendering.
 */
export function rememberLanguage(language: Language, doc: Document = document): void {
  doc.cookie = languageCookie(language);
}

/**
 * The site's language the browser prefers, by its list of languages in
 * order (`es-MX, en` → Spanish); English when it names none of them.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The other languages of the site, for the switch. */
export function otherLanguages(current: Language): Language[] {
  return LANGUAGES.filter((language) => language !== current);
}
