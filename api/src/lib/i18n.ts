/**
 * The API's own texts in a person's language (docs/i18n.md): the mails it
 * writes. `locales/en.json` is the source; messages are ICU MessageFormat,
 * formatted by Lingui's core, as the site's pages are. The API runs its
 * TypeScript as it is (no build compiles the catalogs), so Lingui compiles
 * each message on first use, with its own compiler.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@parish/shared-types';
import english from '../locales/en.json';
import spanish from '../locales/es.json';

export type ApiMessageId = keyof typeof english;

/** Values a message's placeholders take. */
export type ApiMessageValues = Record<string, string | number>;

/** `t(id, values)`: one of the API's texts in a language. */
export type ApiTranslate = (id: ApiMessageId, values?: ApiMessageValues) => string;

/** A catalog as Lingui takes it: ICU messages, or their compiled form (the pseudo-locale run's). */
type Catalog = Record<string, string | unknown[]>;

const CATALOGS: Record<Language, Catalog> = { en: english, es: spanish };

function translatorFor(language: Language, catalog: Catalog = CATALOGS[language]): ApiTranslate {
  const i18n: I18n = setupI18n({
    locale: language,
    messages: { [language]: catalog as Record<string, string> },
  });
  i18n.setMessagesCompiler(compileMessage);
  return (id, values) => i18n._({ id, message: english[id], values });
}

// The same for every request: one per language, made when the process starts.
const TRANSLATORS = new Map(LANGUAGES.map((language) => [language, translatorFor(language)]));

/**
 * Says `language` from another catalog from now on: the pseudo-locale run's
 * (./pseudoLocale.ts), made from the English when the process starts.
 */
export function replaceApiCatalog(language: Language, make: (english: Catalog) => Catalog) {
  TRANSLATORS.set(language, translatorFor(language, make(english)));
}

/** The API's texts in `language` (English for one it does not speak). */
export function apiTexts(language: Language): ApiTranslate {
  return TRANSLATORS.get(language) ?? (TRANSLATORS.get(DEFAULT_LANGUAGE) as ApiTranslate);
}
